import Foundation
import Testing
@testable import Scenarios

/// `play flow.yaml --lang en --lang de` over a flow with `saveState: p` ended in "Illegal
/// instruction" (exit 132): each combination's file was named by NSString's
/// deletingLastPathComponent, which traps on Linux for a one-character name without a slash.
@Suite struct SavedStateFileNameTests {
    @Test func aOneLetterSaveGetsTheCombinationsLabelBesideIt() {
        let bare = PlayCombination.savedStateFile(path: "p", url: URL(fileURLWithPath: "/s/p"), label: "de")
        #expect(bare.path == "p.de")
        #expect(bare.url.path == "/s/p.de")
        let nested = PlayCombination.savedStateFile(path: "participants/p.json", url: URL(fileURLWithPath: "/s/participants/p.json"), label: "de")
        #expect(nested.path == "participants/p.de.json")
    }
}
