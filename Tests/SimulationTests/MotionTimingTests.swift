import Foundation
import Testing
import SensorKitSim
import CoreMotionSim
@testable import Simulation

/// When the study app asks for Motion & Fitness, and what Settings lists meanwhile.
@Suite struct MotionTimingTests {
    func simulation(_ timing: MotionQueryTiming? = nil, profile: StudyProfile = FocusTests.mobility) -> ConsentSimulation {
        var options = SimulatedPhone.Options()
        options.behavior.motion = timing
        return ConsentSimulation(profile: profile, options: options)
    }

    func motionAlerts(_ events: [Event]) -> Int {
        events.filter { if case .motion(.alertShown) = $0.kind { true } else { false } }.count
    }

    func answerTheSheet(_ sim: ConsentSimulation) -> [Event] {
        sim.send(.press(.sheetNext))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        return sim.send(.press(.sheetDone))
    }

    /// By default an app whose Info.plist has NSMotionUsageDescription asks once the sheet is done.
    @Test func byDefaultTheAlertComesAfterTheSheet() {
        let sim = simulation()
        #expect(motionAlerts(sim.send(.launch)) == 0)
        #expect(motionAlerts(answerTheSheet(sim)) == 1)
        #expect(sim.snapshot.foreground == .motionAlert)
    }

    @Test func atLaunchTheAlertIsAskedBesideTheSheet() {
        let sim = simulation(.atLaunch)
        #expect(motionAlerts(sim.send(.launch)) == 1)
        #expect(sim.snapshot.foreground == .sheet(.intro))
        _ = answerTheSheet(sim)
        #expect(sim.snapshot.foreground == .motionAlert)
    }

    @Test func neverMeansNoAlertAndNoMotionOnTheDashboard() {
        let sim = simulation(.never)
        sim.send(.launch)
        _ = answerTheSheet(sim)
        sim.send(.advance(2 * 86_400))
        #expect(motionAlerts(sim.journal) == 0)
        #expect(sim.snapshot.dashboard.motionStatus == nil)
        #expect(!sim.snapshot.usesMotion)
    }

    /// Asked on an app without NSMotionUsageDescription, iOS crashes it.
    @Test func askingWithoutTheUsageDescriptionCrashesTheApp() {
        var profile = FocusTests.mobility
        profile.motionUsageDescription = nil
        profile.usesMotionActivity = false
        let sim = simulation(.afterSheet, profile: profile)
        sim.send(.launch)
        _ = answerTheSheet(sim)
        #expect(sim.snapshot.crashReason?.contains("NSMotionUsageDescription") == true)
    }

    @Test func anAppThatRequestsNoSensorKitDataSaysSo() {
        let profile = StudyProfile(appName: "Walk", bundleIdentifier: "org.example.walk", purpose: "", sensors: [], entitled: [])
        let events = simulation(profile: profile).send(.launch)
        #expect(events.contains { $0.kind == .app(.nothingToRequest) })
        #expect(!events.contains { $0.kind == .app(.allAnswered) })
    }

    /// Settings › Motion & Fitness lists the app only once it has asked.
    @Test func settingsListsTheAppOnlyAfterItAsked() {
        let sim = simulation()
        sim.send(.openSettings)
        sim.send(.press(.settingsOpenMotion))
        #expect(sim.snapshot.control(.settingsMotionApp) == nil)
        sim.send(.closeSettings)
        sim.send(.launch)
        _ = answerTheSheet(sim)
        sim.send(.press(.motionDeny))
        sim.send(.openSettings)
        sim.send(.press(.settingsOpenMotion))
        #expect(sim.snapshot.control(.settingsMotionApp)?.kind == .toggle(isOn: false))
    }
}
