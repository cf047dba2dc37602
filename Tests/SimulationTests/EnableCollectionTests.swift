import Foundation
import Testing
import SensorKitSim
@testable import Simulation

/// With Research Sensor & Usage Data collection off, a request for sensors the participant has
/// not answered shows “Enable Research Sensor & Usage Data” in the sheet's place (FIDELITY.md):
/// Open Settings leads to the collection switch, Cancel declines, and collection on brings the sheet.
@Suite struct EnableCollectionTests {
    /// The sleep study on a phone with collection off, its app asking whatever the sensors read
    /// (a careful app asks only for undetermined ones, and with collection off every one reads denied).
    func launchedWithCollectionOff() -> ConsentSimulation {
        var options = SimulatedPhone.Options()
        options.behavior.requestOnlyUndetermined = false
        let sim = ConsentSimulation(profile: .sleepStudy, options: options)
        sim.send(.setCollection(false))
        sim.send(.press(.collectionOffTurnOff))
        sim.send(.launch)
        return sim
    }

    @Test func theEnablePageStandsInTheSheetsPlace() {
        let sim = launchedWithCollectionOff()
        let s = sim.snapshot
        #expect(s.foreground == .sheet(.enableCollection))
        #expect(s.controls.map(\.id) == [.sheetOpenSettings, .sheetCancel])
        #expect(s.focusedControl == .sheetOpenSettings, "the bold button has the focus")
        #expect(s.sheetPageTitle == "Enable Research Sensor & Usage Data")
        #expect(s.sheetBody.contains(.paragraph("Your devices are not currently collecting any research data.", .body)))
        #expect(s.sheetBody.contains(.paragraph("In order to share research data with “\(s.profile.appName)”, "
            + "you need to turn on Sensor & Usage Data collection in Settings.", .body)))
        #expect(!sim.accepts(.press(.sheetNext)), "there is no sensor page to go to")
        #expect(s.log.contains { $0.text.contains("“Enable Research Sensor & Usage Data”") })
    }

    @Test func cancelDeclinesTheRequestAndAnswersNothing() {
        let sim = launchedWithCollectionOff()
        sim.send(.escape)
        #expect(sim.snapshot.foreground == .home)
        #expect(sim.snapshot.log.contains { $0.text.contains("promptDeclined") })
        sim.send(.setCollection(true))
        for sensor in StudyProfile.sleepStudy.sensors { #expect(sim.snapshot.status(of: sensor) == .notDetermined) }
    }

    @Test func openSettingsLeadsToTheSwitchAndTheSheetFollowsOnceCollectionIsOn() {
        let sim = launchedWithCollectionOff()
        sim.send(.press(.sheetOpenSettings))
        #expect(sim.snapshot.foreground == .settings(.research))
        #expect(sim.snapshot.controls.first?.id == .settingsCollection)
        sim.send(.press(.settingsCollection))
        #expect(sim.snapshot.collectionEnabled)
        #expect(sim.snapshot.foreground == .settings(.research), "the request waits behind Settings")
        sim.send(.closeSettings)
        #expect(sim.snapshot.foreground == .sheet(.intro))
        sim.send(.press(.sheetNext))
        for _ in StudyProfile.sleepStudy.sensors { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        for sensor in StudyProfile.sleepStudy.sensors { #expect(sim.snapshot.status(of: sensor) == .authorized) }
    }

    @Test func leavingSettingsWithCollectionStillOffShowsTheEnablePageAgain() {
        let sim = launchedWithCollectionOff()
        sim.send(.press(.sheetOpenSettings))
        sim.send(.closeSettings)
        #expect(sim.snapshot.foreground == .sheet(.enableCollection))
    }

    @Test func withCollectionOnTheSheetIsUnchanged() {
        var options = SimulatedPhone.Options()
        options.behavior.requestOnlyUndetermined = false
        let sim = ConsentSimulation(profile: .sleepStudy, options: options)
        sim.send(.launch)
        #expect(sim.snapshot.foreground == .sheet(.intro))
    }
}
