import Simulation

/// `consent-sim state FILE`: what a saved participant holds.
enum StateCommand {
    static func run(_ file: String, _ context: CommandContext) throws -> ExitCode {
        let state: ParticipantState
        do { state = try ParticipantFile.read(file) } catch { throw InputError(error.description) }
        context.output.line("Saved participant: \(file)")
        for line in state.summaryLines { context.output.line(line) }
        return .success
    }
}
