import Foundation
import ConsentSimCLI
import Simulation
import SimCore

/// The `consent-sim` command line on the real terminal: the door executables go through.
///
/// `consent-sim` itself runs the built-in study app; a study team's executable passes its own
/// app type, and the sheet, the dashboard and `week` then run the team's code:
///
/// ```swift
/// import ConsentSimInterface
/// ConsentSimInterface.main(app: MyStudyApp.self)   // `my-app run Study/`, `my-app week Study/`
/// ```
///
/// This is the only module that links ncurses; only executables depend on it.
public enum ConsentSimInterface {
    /// Runs the command in `arguments` (without the program name) and returns its exit code.
    public static func run(_ arguments: [String], app: (any HostedStudyApp.Type)? = nil) -> ExitCode {
        // Read once, from `environ`: Foundation builds the whole dictionary on every read.
        let environment = ProcessEnvironment.current()
        return CommandLineTool.run(arguments, context: CommandContext(terminal: CursesTerminal(environment: environment), environment: environment,
                                                                 hostedApp: app.map(HostedApp.init), handlesSignals: true))
    }

    /// Runs the process's command line and exits with its code. A study team's executable
    /// (`app` given) is named in help and messages by its own name (`reader-app`), not consent-sim's.
    public static func main(app: (any HostedStudyApp.Type)? = nil) -> Never {
        let name = app == nil ? ProgramName.current : ProgramName.of(path: CommandLine.arguments.first ?? "")
        let code = ProgramName.$current.withValue(name) { run(Array(CommandLine.arguments.dropFirst()), app: app) }
        exit(code.rawValue)
    }
}

/// What a team's app type conforms to for `ConsentSimInterface.main(app:)`.
public typealias HostedStudyApp = Simulation.HostedStudyApp
