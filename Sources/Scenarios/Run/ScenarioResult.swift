import TerminalUI
import Simulation

/// How a scenario went: passed, or the first step that failed with what was expected and found.
public struct ScenarioResult: Sendable {
    public struct Failure: Sendable {
        public let step: Step
        public let expected: String
        public let found: String
        /// The screen as text when the step failed.
        public let screen: String
    }

    /// One executed step, for transcripts: the virtual clock, the events it caused, the screen after it.
    /// The clock and the events are worded when read (a report of a passing run reads none).
    public struct Entry: Sendable {
        public let step: Step
        /// The virtual clock after the step (wall time).
        let time: Double
        let caused: [Event]
        public let screen: String

        init(step: Step, time: Double, caused: [Event], screen: String) {
            self.step = step; self.time = time; self.caused = caused; self.screen = screen
        }

        public var clock: String { ScenarioRunner.stamp(time) }
        /// Each event as a transcript line: its time, who it is about, and its text.
        public var events: [String] { caused.map(ScenarioRunner.line) }
    }

    public let scenario: Scenario
    public let failure: Failure?
    public let transcript: [Entry]
    /// Each `screenshot:` step: its name and the screen as text (the frame in colour went to the
    /// runner's `onScreenshot` as it was taken).
    public let screenshots: [(name: String, screen: String)]
    /// Wall-clock seconds the run took.
    public let seconds: Double
    /// Why the scenario was not played (left out by the tags, or stopped by `--fail-fast`).
    public let notRun: String?

    public init(scenario: Scenario, failure: Failure?, transcript: [Entry], screenshots: [(name: String, screen: String)],
                seconds: Double, notRun: String? = nil) {
        self.scenario = scenario; self.failure = failure; self.transcript = transcript
        self.screenshots = screenshots; self.seconds = seconds; self.notRun = notRun
    }

    // A reason says why, never that the case was not played: the JUnit `<skipped>`, the JSON
    // report's `skippedScenarios` and the transcript's `NOT PLAYED in this run:` say that already.
    /// Why scenarios after a failure were not played under `--fail-fast`.
    public static let stoppedEarly = "an earlier scenario failed (--fail-fast)"
    /// Why a scenario the tags leave out was not played.
    public static let excludedByTags = "left out by the tags"
    /// Why the valid scenarios were not played when some files are invalid (nothing runs then).
    public static func stoppedByInvalidFiles(_ count: Int) -> String {
        "\(count) invalid scenario file\(count == 1 ? "" : "s") stopped the run"
    }
    /// Why scenarios were not played after a signal (SIGINT, SIGTERM, …) stopped the run.
    public static func stoppedBySignal(_ signal: Int32) -> String { "\(stoppedBySignalPrefix)\(signal)" }
    private static let stoppedBySignalPrefix = "the run was stopped by signal "
    /// Whether the case's combination does not apply to its scenario: its header names another
    /// phone (`PlayCombination.skipReason`).
    public var notRunForAnotherPhone: Bool { notRun?.hasPrefix(PlayCombination.writtenFor) ?? false }
    /// Whether a signal stopped the run before this scenario was played.
    public var notRunForASignal: Bool { notRun?.hasPrefix(Self.stoppedBySignalPrefix) ?? false }

    /// A scenario that was not played, and why.
    public static func skipped(_ scenario: Scenario, because reason: String) -> ScenarioResult {
        ScenarioResult(scenario: scenario, failure: nil, transcript: [], screenshots: [], seconds: 0, notRun: reason)
    }

    /// A scenario not played, known by its file, name and matrix combination alone (`label`,
    /// nil without matrix options): a suite keeps no more of the scenarios it leaves out. The
    /// combination is what the JSON report's `skippedScenarios` and the case's transcript name.
    public static func skipped(file: String, name: String, label: String? = nil, because reason: String) -> ScenarioResult {
        var scenario = Scenario(file: file, name: name)
        scenario.caseLabel = label
        return skipped(scenario, because: reason)
    }

    /// A scenario whose file, valid when the suite was checked, no longer reads when its turn
    /// comes (it was changed during the run): a failure at its first line.
    public static func unreadable(file: String, name: String, problem: String) -> ScenarioResult {
        let step = Step(kind: .launch, line: 1, column: 1, source: "(reading the file again to play it)")
        return ScenarioResult(scenario: Scenario(file: file, name: name),
                              failure: Failure(step: step, expected: "the scenario as it was checked", found: problem, screen: ""),
                              transcript: [], screenshots: [], seconds: 0)
    }

    /// It did not fail: it passed, or it was not played.
    public var passed: Bool { failure == nil }
    public var ran: Bool { notRun == nil }
}
