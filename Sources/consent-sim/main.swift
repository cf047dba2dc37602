import Foundation
import Simulation

/// Runs the command line and returns the exit code.
func runCommandLine() -> ExitCode {
    var args = Arguments(Array(CommandLine.arguments.dropFirst()))
    do {
        if args.flag("--help") || args.flag("-h") { print(Usage.main); return .success }
        if args.flag("--version") { print("consent-sim \(ConsentSimVersion.string)"); return .success }
        switch args.popCommand() {
        case nil, "run": return try RunCommand.run(&args)
        case "week": return try WeekCommand.run(&args)
        case "check": return try CheckCommand.run(&args)
        case "play": return try PlayCommand.run(&args)
        case "bench": try BenchCommand.run(&args)
        case "help": print(Usage.main)
        case let other?:
            throw Arguments.UsageError(message: "unknown command \(other)")
        }
        return .success
    } catch let e as Arguments.UsageError {
        FileHandle.standardError.write(Data("consent-sim: \(e.message)\nRun consent-sim --help for usage.\n".utf8))
        return .usage
    } catch {
        FileHandle.standardError.write(Data("consent-sim: \(error)\n".utf8))
        return .failure
    }
}

exit(runCommandLine().rawValue)
