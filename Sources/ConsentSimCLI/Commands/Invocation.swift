import SimCore

/// What a command line asks for, parsed once into the command's options.
package enum Invocation: Equatable, Sendable {
    /// The top-level help (nil) or one command's.
    case help(Subcommand?)
    /// `help scenario`: the scenario file's header keys and steps.
    case scenarioHelp
    case version
    case run(RunOptions)
    case week(WeekOptions)
    case check(CheckOptions)
    case play(PlayOptions)
    case bench(BenchOptions)
    case export(ExportCommandOptions)
    case dossier(DossierOptions)
    /// `consent-sim state FILE`: what a saved participant holds.
    case state(file: String)

    /// Parses the arguments after the program name. No command runs the demo, so
    /// `consent-sim --seed 3` is `consent-sim run --seed 3`.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .run(RunOptions()) }
        if first == "--help" || first == "-h" { return .help(nil) }
        if first == "--version" {
            // Asking for help is always answered, whatever else is there.
            if arguments.contains("--help") || arguments.contains("-h") { return .help(nil) }
            guard arguments.count == 1 else { throw UsageError("--version takes nothing else, got \(arguments[1])") }
            return .version
        }
        if first == "help" { return try help(Array(arguments.dropFirst())) }
        if let command = Subcommand(rawValue: first) { return try parse(command, Array(arguments.dropFirst())) }
        if first.hasPrefix("-") { return try parse(.run, arguments) }
        throw UsageError(unknownCommand(first))
    }

    /// The help topic that is not a command: `help scenario`.
    static let scenarioTopic = "scenario"

    private static func help(_ rest: [String]) throws(UsageError) -> Invocation {
        guard let name = rest.first, name != "--help", name != "-h", name != "help" else { return .help(nil) }
        guard rest.count == 1 else { throw UsageError("unexpected argument \(rest[1]) (help takes one command)") }
        if name == scenarioTopic { return .scenarioHelp }
        guard let command = Subcommand(rawValue: name) else { throw UsageError(unknownCommand(name)) }
        return .help(command)
    }

    private static func parse(_ command: Subcommand, _ rest: [String]) throws(UsageError) -> Invocation {
        do throws(UsageError) {
            let arguments = try ParsedArguments(rest, specs: command.specs)
            if arguments.helpRequested { return .help(command) }
            switch command {
            case .run: return .run(try RunOptions(arguments))
            case .week: return .week(try WeekOptions(arguments))
            case .check: return .check(try CheckOptions(arguments))
            case .play: return .play(try PlayOptions(arguments))
            case .bench: return .bench(try BenchOptions(arguments))
            case .export: return .export(try ExportCommandOptions(arguments))
            case .dossier: return .dossier(try DossierOptions(arguments))
            case .state:
                guard let file = try arguments.positionals(atMost: 1, "one state file").first else {
                    throw UsageError("state needs a state file, as in \(ProgramName.current) state participant.json")
                }
                return .state(file: file)
            }
        } catch {
            var e = error
            e.command = command
            throw e
        }
    }

    private static func unknownCommand(_ name: String) -> String {
        if let near = Suggestion.closest(to: name, in: Subcommand.allCases.map(\.rawValue) + ["help", scenarioTopic]) {
            return "unknown command \(name) (did you mean \(near)?)"
        }
        // A study folder given without `run` is the likeliest slip.
        if name.contains("/") || name.contains(".") {
            return "unknown command \(name) (to run the demo on a study folder: \(ProgramName.current) run \(name))"
        }
        return "unknown command \(name)"
    }
}
