import StudyConfig
/// `consent-sim bench`: how to print the figures, and the heavy study to measure.
package struct BenchOptions: Equatable, Sendable {
    package var format = OutputFormat.text
    /// The study for the heavy figures (the 30-day week and the key latency); nil for the
    /// bundled all-sensors study.
    package var study: String?

    /// Xcode project target, configuration and build variables for the study.
    package var project = StudyLoadOptions()

    package init() {}

    static let specs: [OptionSpec] = StudyLoadOptions.specs + [
        OutputFormat.spec,
        .value(.study, "DIR", "the study for week_all_sensors_30d_s and key_latency_ms_max_speed (default: the bundled all-sensors study, wherever the bundled studies are found)"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        project = try StudyLoadOptions(arguments)
        format = try OutputFormat(arguments)
        study = arguments.value(.study)
        _ = try arguments.positionals(atMost: 0, "no arguments")
    }
}
