import TerminalUI
@testable import ConsentSimCLI

/// Runs a whole command through the library as `main` does, on a scripted terminal with its
/// fake time, capturing what it prints.
enum CommandRun {
    static func run(_ arguments: [String], width: Int = 120, height: Int = 40, script: [ScriptedTerminal.Entry] = [],
                    environment: [String: String] = [:])
        -> (code: ExitCode, output: CapturedOutput, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(width: width, height: height, script: script)
        let captured = CapturedOutput()
        let code = CommandLineTool.run(arguments, context: CommandContext(terminal: terminal, clock: terminal.now,
                                                                           output: captured.output, environment: environment))
        return (code, captured, terminal)
    }
}
