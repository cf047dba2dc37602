/// The commands `consent-sim` runs, each with the options it accepts.
package enum Subcommand: String, CaseIterable, Sendable {
    case run, week, check, play, bench, export, dossier, state

    /// The options this command accepts (`--help` is built in).
    var specs: [OptionSpec] {
        switch self {
        case .run: RunOptions.specs
        case .week: WeekOptions.specs
        case .check: CheckOptions.specs
        case .play: PlayOptions.specs
        case .bench: BenchOptions.specs
        case .export: ExportCommandOptions.specs
        case .dossier: DossierOptions.specs
        case .state: []
        }
    }
}
