import Testing
@testable import ConsentSimCLI

/// Each command's help lists exactly the options that command accepts.
@Suite struct CommandHelpTests {
    @Test func aCommandsHelpListsItsOwnOptionsOnly() {
        for command in Subcommand.allCases {
            let text = CommandHelp.text(for: command)
            #expect(text.hasPrefix("Usage: consent-sim "))
            for spec in command.specs { #expect(text.contains("  \(spec.synopsis) "), "\(command): \(spec.name)") }
            let others = Set(Subcommand.allCases.flatMap(\.specs).map(\.name)).subtracting(command.specs.map(\.name))
            for name in others { #expect(!text.contains(name + " "), "\(command) help mentions \(name)") }
        }
    }

    @Test func theTopLevelHelpNamesEveryCommandAndExitCode() {
        for command in Subcommand.allCases { #expect(CommandHelp.main.contains("  \(command.rawValue) ")) }
        for code in ["0 success", "64 bad arguments", "70 internal error", "73 an output file cannot be created"] {
            #expect(CommandHelp.main.contains(code))
        }
    }
}
