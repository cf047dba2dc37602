import TerminalUI

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
    public struct Entry: Sendable {
        public let step: Step
        public let clock: String
        public let events: [String]
        public let screen: String
    }

    public let scenario: Scenario
    public let failure: Failure?
    public let transcript: [Entry]
    /// Each `screenshot:` step: its name, the screen as text, and the frame in colour (for
    /// `.ansi` and `.svg` files).
    public let screenshots: [(name: String, screen: String, frame: Screen)]
    /// Wall-clock seconds the run took.
    public let seconds: Double

    public var passed: Bool { failure == nil }
}
