import Simulation
import TerminalUI

/// The frame a scenario's steps read, drawn once for each state of its simulation: a step that
/// changes nothing (every check) reads the frame the step before it drew, and its transcript
/// entry the text already made of it. One cache for one simulation.
final class FrameCache {
    private let size: ScreenSize
    /// The simulation's `snapshotChanges` when the frame was drawn.
    private var drawnAt: Int?
    private var frame: Screen?
    private var frameText: String?
    /// How many frames it has drawn: one per state read.
    private(set) var draws = 0

    init(size: ScreenSize) { self.size = size }

    /// The frame for `sim`'s state now, as the terminal draws it, without colour.
    func screen(_ sim: ConsentSimulation) -> Screen {
        let changes = sim.snapshotChanges
        if drawnAt == changes, let frame { return frame }
        let drawn = ScenarioScreen.frame(sim, size: size)
        draws += 1
        drawnAt = changes
        frame = drawn
        frameText = nil
        return drawn
    }

    /// `screen(sim)` as text, one line per row.
    func text(_ sim: ConsentSimulation) -> String {
        let drawn = screen(sim)
        if let frameText { return frameText }
        let text = drawn.text
        frameText = text
        return text
    }
}
