import Scenarios
import SimCore

/// The whole command line: parses the arguments once, runs the command, and maps every
/// outcome to its exit code (DESIGN.md). `main` only builds the terminal and exits with the
/// result.
package enum CommandLineTool {
    /// Runs the command `arguments` (without the program name) asks for.
    package static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let code = command(arguments, context: context)
        PeakRSSReport.writeIfAsked(context.environment)
        // Checked once at the end: every command prints through `output`, and a result the
        // reader never got must not read as success, whatever the command concluded.
        if let reason = context.output.outFailure() {
            context.output.message("cannot write standard output: \(reason)")
            return .outputLost
        }
        return code
    }

    /// Runs the command and maps its errors; standard output's health is `run`'s business.
    private static func command(_ arguments: [String], context: CommandContext) -> ExitCode {
        let output = context.output
        do {
            switch try Invocation.parse(arguments) {
            case .help(nil):
                output.line(CommandHelp.main)
                return .success
            case .help(let command?):
                output.line(CommandHelp.text(for: command))
                return .success
            case .scenarioHelp:
                output.line(ScenarioReference.text)
                return .success
            case .version:
                output.line(ProgramName.current == "consent-sim" ? "consent-sim \(DemoSession.version)"
                            : "\(ProgramName.current) (ConsentSim \(DemoSession.version))")
                return .success
            case .run(let options): return try RunCommand.run(options, context)
            case .week(let options): return try WeekCommand.run(options, context)
            case .check(let options): return try CheckCommand.run(options, context)
            case .play(let options): return try PlayCommand.run(options, context)
            case .bench(let options): return try BenchCommand.run(options, context)
            case .export(let options): return try ExportCommand.run(options, context)
            case .dossier(let options): return try DossierCommand.run(options, context)
            case .state(let file): return try StateCommand.run(file, context)
            }
        } catch {
            return exitCode(for: error, output)
        }
    }

    /// What an error that ended a command means for the user: its message on standard error,
    /// and the exit code for its kind (anything unexpected is an internal error, 70).
    static func exitCode(for error: Error, _ output: CommandOutput) -> ExitCode {
        switch error {
        case let error as UsageError:
            output.message(error.message)
            output.err("Run `\(ProgramName.current) help\(error.command.map { " \($0.rawValue)" } ?? "")` for usage.\n")
            return .usage
        case let error as InputError:
            output.message(error.message)
            return .usage
        case let error as CannotCreateError:
            output.message(error.description)
            return .cannotCreate
        case let error as TerminalError:
            output.message(error.description)
            return .unusable
        default:
            output.message("internal error: \(error)")
            return .internalError
        }
    }
}
