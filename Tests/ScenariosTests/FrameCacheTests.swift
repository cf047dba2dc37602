import Testing
import Simulation
@testable import Scenarios

/// A scenario's steps read one frame per state of the simulation: what they read is always the
/// frame the state now draws, and reading it changes nothing.
@Suite struct FrameCacheTests {
    @Test func eachChangeIsDrawnAfreshAndReadingRedrawsNothing() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        let frames = FrameCache(size: .standard)
        let actions: [Action] = [.launch, .press(.sheetNext), .press(.sheetAllow), .press(.sheetDeny), .escape,
                                 .advance(3600), .openSettings, .closeSettings, .advance(86_400 * 2), .fetchNow,
                                 .setCollection(false), .toggleHelp]
        var texts: [String] = []
        for action in actions {
            let before = sim.snapshotChanges
            sim.send(action)
            #expect(sim.snapshotChanges != before, "\(action) changed the state")
            let changes = sim.snapshotChanges, draws = frames.draws
            let text = frames.text(sim)
            #expect(text == ScenarioScreen.text(sim.snapshot), "after \(action)")
            #expect(frames.screen(sim).text == text && frames.text(sim) == text)
            #expect(sim.snapshotChanges == changes, "reading the frame after \(action) changed nothing")
            #expect(frames.draws == draws + 1, "after \(action), one frame drawn for three readings")
            texts.append(text)
        }
        // The frames did change along the way (the sheet, the alert, Settings, the help).
        #expect(Set(texts).count >= 5)
        #expect(frames.draws == actions.count)
    }
}
