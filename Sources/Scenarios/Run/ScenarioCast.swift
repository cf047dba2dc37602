import Foundation
import SimCore
import Simulation
import TerminalUI

/// Films scenarios as they play (`play --cast`): the screen the scenario sees, in colour, one
/// frame when a step starts (its caption over the status line) and one after each action it
/// sends, timed at a pace a viewer can follow rather than the microseconds the run takes.
public final class ScenarioCast {
    /// Seconds a scenario's title, a step's caption before it acts, each action's result, a
    /// check, and a failure stay on screen.
    static let titleBeat = 1.5
    static let stepBeat = 0.8
    static let actionBeat = 0.7
    static let checkBeat = 0.4
    static let failureBeat = 3.0

    private var cast: Asciicast
    private var time = 0.0
    private var caption = ""
    /// The phone's language of the scenario being filmed, which its captions are in.
    private var language: String?
    private var title = ""
    /// The screen last filmed, with its caption over the bottom row: the state changes only by
    /// actions, and each is filmed, so a new caption on an unchanged state needs no new
    /// rendering: it is drawn over `plain` again.
    private var screen: Screen?
    /// The screen last filmed as rendered, without its caption (which may take more than the
    /// bottom row): the checks read it, and each caption is drawn over a copy of it.
    private var plain: Screen?

    /// The size the scenario being filmed renders at (its `screen:`).
    private var size = ScreenSize.standard
    /// The recording's size: every scenario's screen fits in it.
    private let frameSize: ScreenSize

    /// `virtualClock` is the first scenario's start on the virtual clock (nil: the default start).
    /// `screens` are the sizes of the scenarios to be filmed (their `screen:`): the recording
    /// takes the largest width and height, and a smaller scenario is filmed at its own size in
    /// the top left corner, as on a terminal that size.
    public init(title: String, virtualClock: Date?, screens: [ScreenSize], timestamp: Date = Date()) {
        frameSize = ScreenSize(width: screens.map(\.width).max() ?? ScreenSize.standard.width,
                               height: screens.map(\.height).max() ?? ScreenSize.standard.height)
        cast = Asciicast(width: frameSize.width, height: frameSize.height, title: title,
                         virtualClock: ISODateTime.string(from: virtualClock ?? SimulatedPhone.Options().start),
                         timestamp: Int(timestamp.timeIntervalSince1970))
    }

    /// The recording so far, as an asciicast v2 file.
    public var text: String { cast.text }

    func begin(_ scenario: Scenario, on sim: ConsentSimulation) {
        caption = "Scenario: \(scenario.name)"
        language = scenario.lang
        title = scenario.name
        // The header's size is fixed when the cast starts: a larger screen would garble it.
        precondition(scenario.screen.width <= frameSize.width && scenario.screen.height <= frameSize.height,
                     "a scenario's screen is larger than the cast it is filmed into")
        size = scenario.screen
        screen = nil
        film(sim)
        time += Self.titleBeat
    }

    func step(_ step: Step, index: Int, of count: Int, on sim: ConsentSimulation) {
        caption = StepCaption.text(step, index: index, of: count, language: language)
        film(sim)
        time += StepCaption.isCheck(step) ? Self.checkBeat : Self.stepBeat
    }

    /// Films the state after an action.
    func acted(_ sim: ConsentSimulation) {
        screen = nil
        film(sim)
        time += Self.actionBeat
    }

    func passed(on sim: ConsentSimulation) {
        film(sim, caption: "✓ Passed: \(title)")
        time += Self.titleBeat
    }

    func failed(expected: String, found: String, on sim: ConsentSimulation) {
        film(sim, caption: "✗ \(caption) — expected \(expected), found \(found)", alarming: true)
        time += Self.failureBeat
    }

    /// The screen as it is now, without a caption: the scenario's checks read the frame that is
    /// filmed rather than draw it again. Nil before the first frame.
    var screenNow: Screen? { plain }

    private func film(_ sim: ConsentSimulation, caption text: String? = nil, alarming: Bool = false) {
        if screen == nil { plain = render(sim) }
        // Over the rendered frame, not the last caption: a shorter caption leaves nothing of a longer one.
        screen = plain
        Caption.draw(text ?? caption, alarming: alarming, colour: true, on: &screen!)
        // A smaller frame draws in the top left corner, over a cleared terminal when the size
        // changes (the update starts from a blank screen then).
        cast.add(screen!, at: time)
    }

    /// The state drawn in colour. Most actions answer the phone, and on a narrow screen the
    /// phone then covers the dashboard, whose table is not counted for a frame without it.
    private func render(_ sim: ConsentSimulation) -> Screen {
        ScenarioScreen.frame(sim, size: size, colour: true)
    }
}
