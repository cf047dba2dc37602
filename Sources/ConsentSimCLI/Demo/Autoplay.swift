import TerminalUI

/// The live demo playing a scenario at human pace (`run --play FLOW --pace SECONDS`), driven by
/// the event loop's clock: no sleeps, no threads.
///
/// Each step takes one pace: its caption comes up and the focus moves to the control it will
/// press, half a pace later the control is pressed, and half a pace after that the next step
/// starts. Checks take a quarter pace each way. Space pauses and resumes, → performs the next
/// step at once, ← goes back one step (a fresh install, then the steps before it replayed at
/// once: the simulation is deterministic, so that is exactly where it was). Any other key hands
/// the demo to the presenter; `a` hands it back. A failed check pauses autoplay and says why.
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
    /// How many steps have been performed.
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
        } else if performed >= count {
            mode = .finished
        } else {
            failure = nil
            demo.aim(at: performed)
            aiming = true
        }
        due = now + beat(demo)
        return true
    }

    /// Sees `key` first: Space, →, ← and `a` are autoplay's (→ after the last step finishes at
    /// once); any other key (but q, c and a resize) takes autoplay over while playing or paused.
    mutating func key(_ key: Key, now: Double, _ demo: DemoSession) -> KeyOutcome {
        switch (mode, key) {
        // Quitting, a resize and a screenshot leave autoplay as it is.
        case (_, .char("q")), (_, .resize), (_, .char("c")):
            return .passThrough
        case (.takenOver, .char("a")):
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
            guard performed < count else {
                mode = .finished
                return .handled
            }
            if !aiming { failure = nil; demo.aim(at: performed) }
            perform(demo)
            due = now + beat(demo)
            return .handled
        default:
            mode = .takenOver
            aiming = false
            return .passThrough
        }
    }

    /// The caption for now, and whether it reports a failure.
    func caption(_ demo: DemoSession) -> (text: String, alarming: Bool) {
        if let failure, mode == .paused {
            return ("✗ Step \(performed) of \(count) failed: \(failure) — Space continues, ← back", true)
        }
        switch mode {
        case .takenOver:
            return ("Autoplay off at step \(performed) of \(count): the keys are yours — a hands back", false)
        case .finished:
            let checks = failed.isEmpty ? "every check passed" : "\(failed.count) failed"
            return ("■ Finished: \(count) of \(count) steps, \(checks) — ← back, q quit", !failed.isEmpty)
        case .playing, .paused:
            let shown = aiming ? performed : performed - 1
            // A check changes nothing on screen: once performed, its caption says it passed, so
            // → on an announced check shows that it was done.
            let passed = !aiming && shown >= 0 && demo.stepIsCheck(shown) && !failed.contains(shown)
            let text = shown < 0 ? "Autoplay: \(demo.autoplayName), \(count) steps" : demo.stepCaption(shown) + (passed ? " ✓" : "")
            let keys = mode == .paused ? " — paused: Space resumes, → next, ← back" : " — Space pause, → next, ← back"
            return ((mode == .paused ? "⏸ " : "▶ ") + text + keys, false)
        }
    }

    private mutating func perform(_ demo: DemoSession) {
        if let problem = demo.performStep(performed) {
            failure = problem
            failed.insert(performed)
            mode = .paused
        }
        performed += 1
        aiming = false
    }

    /// Undoes the last performed step by replaying the ones before it on a fresh install.
    private mutating func back(_ demo: DemoSession) {
        let target = max(0, performed - 1)
        demo.replaySteps(upTo: target)
        performed = target
        aiming = false
        failure = nil
        failed = failed.filter { $0 < target }
        if mode == .finished { mode = .paused }
    }

    /// Half a pace around an action, a quarter around a check.
    private func beat(_ demo: DemoSession) -> Double {
        let step = aiming ? performed : max(0, performed - 1)
        return step < count && demo.stepIsCheck(step) ? pace / 4 : pace / 2
    }
}
