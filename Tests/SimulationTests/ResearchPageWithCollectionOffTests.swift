import Testing
import SensorKitSim
@testable import Simulation

/// With Research Sensor & Usage Data collection off, iOS 26.1's Settings page shows the
/// collection switch and its footer alone (`SensorKitPrivacySettingsController`): no STUDIES
/// group, no study row, so no sensor switches and no Delete Unshared Data. The simulator listed
/// the study there all the same.
@Suite struct ResearchPageWithCollectionOffTests {
    private func onResearchPage(language: String? = nil) -> ConsentSimulation {
        .sleepStudyOnResearchPage(language: language)
    }

    @Test func collectionOffListsNoStudy() {
        let sim = onResearchPage()
        #expect(sim.snapshot.controls.map(\.id) == [.settingsCollection, .settingsOpenStudy, .settingsBack])
        sim.send(.press(.settingsCollection))
        sim.send(.press(.collectionOffTurnOff))
        let text = sim.snapshot.text
        #expect(sim.snapshot.controls.map(\.id) == [.settingsCollection, .settingsBack])
        #expect(sim.snapshot.settingsRows == [.gap, .control(.settingsCollection), .note(text.notCollecting)])
        #expect(!sim.accepts(.press(.settingsOpenStudy)))
        // On again, the study is back with the participant's answers.
        sim.send(.press(.settingsCollection))
        #expect(sim.snapshot.controls.map(\.id) == [.settingsCollection, .settingsOpenStudy, .settingsBack])
        sim.send(.press(.settingsOpenStudy))
        #expect(sim.snapshot.controls.contains { $0.id == .settingsSensor(.ambientLightSensor) && $0.kind == .toggle(isOn: true) && $0.enabled })
    }

    /// A script turning collection off while the study's page is open: that page is no longer
    /// reachable, so Settings shows the Research Sensor & Usage Data page.
    @Test func collectionTurnedOffFromAScriptLeavesTheStudyPage() {
        let sim = onResearchPage()
        sim.send(.press(.settingsOpenStudy))
        #expect(sim.snapshot.foreground == .settings(.study))
        sim.send(.setCollection(false))
        sim.send(.press(.collectionOffTurnOff))
        #expect(sim.snapshot.foreground == .settings(.research))
        #expect(!sim.snapshot.controls.contains { $0.id == .settingsOpenStudy })
    }
}
