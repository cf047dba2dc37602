import TerminalUI

/// The live demo playing a scenario at human pace (`run --play FLOW --pace SECONDS`), driven by
/// the event loop's clock: no sleeps, no threads.
///
/// Each of the participant's actions takes one pace: its caption comes up (in the phone's
/// language, or a `say:` step's text) and the focus moves to the control it will press, half a
/// pace later the control is pressed, and half a pace after that the next action starts. Checks
/// and screenshots are not shown as steps: each runs as soon as the action before it is done,
/// and a failed check pauses autoplay and says why. Space pauses and resumes, → performs the
/// next action at once, ← goes back one action (a fresh install, then the steps before it
/// replayed at once: the simulation is deterministic, so that is exactly where it was). Any
/// other key hands the demo to the presenter; `a` hands it back.
struct Autoplay {
    enum Mode: Equatable {
        case playing, paused
        /// The presenter has the keys.
        case takenOver
        /// Every step was performed.
        case finished
    }

    /// What the loop does with a key after autoplay has seen it.
    enum KeyOutcome: Equatable {
        case handled
        /// The key acts as it does without autoplay.
        case passThrough
    }

    private(set) var mode = Mode.playing
    /// How many of the flow's steps (actions, checks, screenshots) have been performed.
    private(set) var performed = 0
    /// The next step's caption is up and its control focused, not pressed yet.
    private var aiming = false
    /// When the next phase is due, in the loop's seconds (while playing).
    private(set) var due: Double
    /// The last failed check, shown until the next step.
    private var failure: String?
    /// The steps whose checks failed (going back forgets those undone).
    private var failed: Set<Int> = []
    let pace: Double
    let count: Int

    init(steps: Int, pace: Double, now: Double) {
        count = steps
        self.pace = pace
        due = now + pace / 2
    }

    /// Milliseconds until the next phase while playing (nil otherwise), so the loop wakes for it.
    func millisecondsToWait(now: Double) -> Int? {
        mode == .playing ? max(0, Int(((due - now) * 1000).rounded(.up))) : nil
    }

    /// Takes the phase that is due, if one is; true when the screen changed.
    mutating func tick(now: Double, _ demo: DemoSession) -> Bool {
        guard mode == .playing, now >= due else { return false }
        if aiming {
            perform(demo)
        } else {
            failure = nil
            aim(demo)
        }
        due = now + pace / 2
        return true
    }

    /// Sees `key` first: Space, →, ← and `a` are autoplay's (→ after the last step finishes at
    /// once); any other key (but q, c and a resize) takes autoplay over while playing or paused.
    mutating func key(_ key: Key, now: Double, _ demo: DemoSession) -> KeyOutcome {
        switch (mode, key) {
        // Quitting, a resize, a screenshot and a key the demo has no use for (which only says
        // so) leave autoplay as it is.
        case (_, .char("q")), (_, .resize), (_, .char("c")), (_, .unlisted):
            return .passThrough
        // Not under the help: autoplay would go on unseen beneath it.
        case (.takenOver, .char("a")) where !demo.showsHelp:
            mode = .playing
            due = now
            return .handled
        case (.takenOver, _):
            return .passThrough
        case (_, .left):
            back(demo)
            due = now + pace
            return .handled
        case (.finished, _):
            return .passThrough
        case (_, .space):
            mode = mode == .playing ? .paused : .playing
            due = now
            return .handled
        case (_, .right):
            if !aiming { failure = nil; aim(demo) }
            if aiming { perform(demo) }
            due = now + pace / 2
            return .handled
        default:
            mode = .takenOver
            aiming = false
            return .passThrough
        }
    }

    /// The caption for now, and whether it reports a failure.
    func caption(_ demo: DemoSession) -> (text: String, alarming: Bool) {
        let total = demo.autoplayShownSteps
        let done = demo.autoplayShown(before: performed)
        if let failure, mode == .paused {
            return ("✗ \(done)/\(total) \(failure) — Space continues, ← back", true)
        }
        switch mode {
        case .takenOver:
            return ("Autoplay off at step \(done) of \(total): the keys are yours — a hands back", false)
        case .finished:
            let checks = failed.isEmpty ? "every check passed" : "\(failed.count) check\(failed.count == 1 ? "" : "s") failed"
            return ("■ Finished: \(total) of \(total) steps, \(checks) — ← back, q quit", !failed.isEmpty)
        case .playing, .paused:
            // While aiming, the action about to be pressed; after it, the last one pressed.
            let shown = aiming ? performed : lastShown(demo)
            let text = shown.map { "\(demo.autoplayShown(before: $0) + 1)/\(total) " + demo.stepCaption($0) }
                ?? "Autoplay: \(demo.autoplayName), \(total) steps"
            let keys = mode == .paused ? " — paused: Space resumes, → next, ← back" : " — Space pause, → next, ← back"
            return ((mode == .paused ? "⏸ " : "▶ ") + text + keys, false)
        }
    }

    /// Runs the checks and screenshots before the next action, then puts that action's caption
    /// up and focuses its control; with none left, autoplay is finished.
    private mutating func aim(_ demo: DemoSession) {
        runUnshown(demo)
        if failure != nil { return }
        if performed >= count {
            mode = .finished
            return
        }
        demo.aim(at: performed)
        aiming = true
    }

    /// Performs the action aimed at, then the checks and screenshots that follow it at once.
    private mutating func perform(_ demo: DemoSession) {
        run(performed, demo)
        aiming = false
        if failure == nil { runUnshown(demo) }
    }

    /// Performs the steps that are not shown from here to the next action, stopping at a failure.
    private mutating func runUnshown(_ demo: DemoSession) {
        while performed < count, demo.stepIsCheck(performed), failure == nil { run(performed, demo) }
    }

    private mutating func run(_ index: Int, _ demo: DemoSession) {
        if let problem = demo.performStep(index) {
            failure = problem
            failed.insert(index)
            mode = .paused
        }
        performed = index + 1
    }

    /// The last action performed, if any.
    private func lastShown(_ demo: DemoSession) -> Int? {
        (0..<performed).last { !demo.stepIsCheck($0) }
    }

    /// Undoes the last action by replaying the steps before it on a fresh install.
    private mutating func back(_ demo: DemoSession) {
        let target = lastShown(demo) ?? 0
        demo.replaySteps(upTo: target)
        performed = target
        aiming = false
        failure = nil
        failed = failed.filter { $0 < target }
        if mode == .finished { mode = .paused }
    }
}
