import Testing
import Simulation
@testable import TerminalUI

/// The `f` key on an app that asks SensorKit for nothing (a Motion & Fitness app such as
/// ORKCatalog): the bottom line offered "f fetch", and pressing it did nothing without a word.
@Suite struct FetchKeyTests {
    static let motionOnly = StudyProfile(appName: "Walk Test", bundleIdentifier: "org.example.walktest",
                                         purpose: "", sensors: [], entitled: nil,
                                         motionUsageDescription: "Walk Test reads your activity to time a walk.",
                                         usesMotionActivity: true)

    @Test func fetchIsNotOfferedToAnAppWithNoSensorKitData() throws {
        let sim = ConsentSimulation(profile: Self.motionOnly)
        sim.send(.launch)
        sim.send(.press(.motionAllow))
        let screen = AppView.render(sim.snapshot, width: 120, height: 40)
        let status = try #require(screen.reading(.statusLine))
        #expect(status.contains("s Settings"), "\(status)")
        #expect(!status.contains("f fetch"), "\(status)")
        #expect(KeyMap.command(for: .char("f"), in: sim.snapshot, screen: screen) == nil)
        let reason = try #require(KeyMap.refusal(for: .char("f"), in: sim.snapshot, screen: screen))
        #expect(reason.hasPrefix("f: the study app requests no SensorKit data"), "\(reason)")
    }

    @Test func fetchIsStillOfferedToAStudy() throws {
        let sim = Fixtures.dashboard()
        let screen = AppView.render(sim.snapshot, width: 120, height: 40)
        #expect(try #require(screen.reading(.statusLine)).contains("f fetch"))
        #expect(KeyMap.refusal(for: .char("f"), in: sim.snapshot, screen: screen) == nil)
    }
}
