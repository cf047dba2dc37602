@testable import ConsentSimCLI

/// Collects what a command writes to standard output and error.
final class CapturedOutput {
    private(set) var out = ""
    private(set) var err = ""

    var output: CommandOutput {
        CommandOutput(out: { self.out += $0 }, err: { self.err += $0 }, isTerminal: false)
    }
}
