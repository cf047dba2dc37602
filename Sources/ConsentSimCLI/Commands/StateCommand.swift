import SimCore
import Simulation

/// `consent-sim state FILE`: what a saved participant holds.
enum StateCommand {
    static func run(_ file: String, _ context: CommandContext) throws -> ExitCode {
        let state: ParticipantState
        do { state = try ParticipantFile.read(file) } catch { throw InputError(error.description) }
        // The file's text (the app's name, its sensors' names) is input: shown escaped, as
        // every other output shows it, so a saved file cannot send the terminal controls.
        context.output.line(VisibleText.escaped("Saved participant: \(file)"))
        for line in state.summaryLines { context.output.line(VisibleText.escaped(line)) }
        return .success
    }
}
