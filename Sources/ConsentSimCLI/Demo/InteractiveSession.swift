/// Runs the interactive demo on the context's terminal and gives the terminal back, however it
/// ends; then saves the recorded walk-through, if one was asked for.
enum InteractiveSession {
    /// Set to 1 to draw one frame, restore the terminal and exit 0 (`bench` times start-up with it).
    static let exitAfterFirstFrameVariable = "CONSENT_SIM_EXIT_AFTER_FIRST_FRAME"

    /// The exit code for how the demo ended: 0 on q, 128 + n after signal n. Throws
    /// `TerminalError` (exit 2) without a usable terminal; returns 73 when the demo ended with q
    /// and the recording could not be written where asked (it is saved in a fallback place).
    static func run(_ demo: DemoSession, recordTo path: String?, _ context: CommandContext) throws -> ExitCode {
        let terminal = context.terminal
        let loop = EventLoop(demo: demo, terminal: terminal, clock: context.clock,
                             exitAfterFirstFrame: context.environment[exitAfterFirstFrameVariable] == "1")
        var started = false
        let outcome = Result {
            try terminal.start()
            started = true
            return try loop.run()
        }
        // The one shutdown path: every way out, a failed start and thrown errors included,
        // passes here before anything is printed.
        terminal.stop()
        var writeFailure: CannotCreateError?
        // Without a terminal there was no walk to save.
        if started, let path, let yaml = demo.recordedScenario() {
            writeFailure = RecordingSave.save(yaml, to: path, context.output)
        }
        switch outcome {
        case .success(.quit):
            // Already reported (with where the walk went instead); the exit code still says so.
            return writeFailure == nil ? .success : .cannotCreate
        case .success(.signal(let number)):
            // The shell expects 128 + n after a signal.
            return .killed(by: number)
        case .failure(let error):
            throw error
        }
    }
}
