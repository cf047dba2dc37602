import Testing
@testable import ConsentSimCLI

/// Every option a command reads is one its specs declare, so parsing, the help and "did you
/// mean" know all of them, and every option name is declared once and used.
@Suite struct OptionLookupTests {
    /// What each command needs to get past its checks: parsing it runs every lookup the command
    /// makes, and a lookup of an option its specs leave out traps (`ParsedArguments` asserts it).
    static let needed: [Subcommand: [String]] = [
        .check: ["study"], .play: ["flows"], .export: ["--format", "radar-csv", "--out", "out"], .state: ["p.json"],
        .dossier: ["study", "--out", "out"],
    ]

    @Test(arguments: Subcommand.allCases)
    func everyLookupNamesADeclaredOption(_ command: Subcommand) throws {
        let invocation = try Invocation.parse([command.rawValue] + Self.needed[command, default: []])
        #expect(invocation != .help(command))
    }

    @Test(arguments: Subcommand.allCases)
    func noCommandDeclaresAnOptionTwice(_ command: Subcommand) {
        let names = command.specs.map(\.option)
        #expect(Set(names).count == names.count, "\(command) declares \(names.filter { n in names.filter { $0 == n }.count > 1 })")
    }

    @Test func everyOptionNameIsALongOptionSomeCommandDeclares() {
        let declared = Set(Subcommand.allCases.flatMap(\.specs).map(\.option))
        for name in OptionName.allCases {
            #expect(name.rawValue.hasPrefix("--") && name.rawValue.count > 2, "\(name)")
            #expect(declared.contains(name), "\(name) is named but no command declares it")
        }
    }
}
