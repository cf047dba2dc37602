import Foundation
import Simulation

/// Plays a scenario's steps one at a time on a simulation its caller shows (the live demo's
/// autoplay), with the same step→action mapping and checks as `play`.
public final class StepPlayer {
    public let scenario: Scenario
    private let sim: ConsentSimulation

    /// Builds the simulation the scenario's header describes (`speed`: the clock's speed when it
    /// runs). Throws what `ScenarioRunner.makeSimulation` throws when the study does not load.
    public init(_ scenario: Scenario, speed: Double = SystemUI.defaultSpeed, hostedApp: HostedApp? = nil) throws {
        self.scenario = scenario
        sim = try ScenarioRunner.makeSimulation(scenario, speed: speed, hostedApp: hostedApp)
    }

    /// The simulation the steps act on; the caller draws it and sends its own actions too.
    public var simulation: ConsentSimulation { sim }

    public var count: Int { scenario.steps.count }

    /// What step `index` does, in the phone's language ("Besuche ablehnen").
    public func caption(_ index: Int) -> String { StepCaption.describe(scenario.steps[index], language: scenario.lang) }

    /// Whether step `index` only checks or records: autoplay performs it unseen.
    public func isCheck(_ index: Int) -> Bool { StepCaption.isCheck(scenario.steps[index]) }

    /// The steps an audience sees (the actions), and how many of them come before step `index`.
    public var shownCount: Int { shownBefore(count) }
    public func shownBefore(_ index: Int) -> Int { scenario.steps.prefix(index).filter { !StepCaption.isCheck($0) }.count }

    /// Where `screenshot:` steps' frames go (`run --play --screenshots`), as `play` writes them.
    public var onScreenshot: ScenarioRunner.ScreenshotSink?

    /// Performs step `index`; nil when it passed, else what was expected and what was found.
    public func perform(_ index: Int) -> String? {
        // The scenario's own screen, as `play` draws it: the checks read the same words.
        let size = scenario.screen
        var context = StepContext(sim: sim, render: { ScenarioScreen.frame($0, size: size) }, screen: size,
                                  onScreenshot: onScreenshot)
        let step = scenario.steps[index]
        let outcome = context.execute(step)
        // A check is not shown as a step, so its failure names it.
        return outcome.map { (StepCaption.isCheck(step) ? step.source + ": " : "") + "expected \($0.expected), found \($0.found)" }
    }

    /// Back to the state before the first step (a fresh install of the same study and seed),
    /// then steps `0..<n` at once: going back is replaying, so it shows exactly what playing did.
    public func replay(upTo n: Int) {
        sim.send(.reset)
        // Screenshots were written when first played; replaying them would only write them again.
        let sink = onScreenshot
        onScreenshot = nil
        defer { onScreenshot = sink }
        for i in 0..<min(n, count) { _ = perform(i) }
    }

    /// The control step `index` presses on the screen as it is now, if any: autoplay moves the
    /// focus there first, so the audience sees what is about to be pressed.
    public func target(of index: Int) -> ControlID? {
        let kind = scenario.steps[index].kind
        return StepTable.definition(of: kind).target(kind, sim.snapshot)
    }
}
