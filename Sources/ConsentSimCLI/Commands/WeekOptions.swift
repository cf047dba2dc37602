import StudyConfig
/// `consent-sim week [STUDY]`: the headless week's options.
package struct WeekOptions: Equatable, Sendable {
    /// The study folder; nil for the bundled sleep study.
    package var study: String?
    /// The simulated phone and the participant's language: seed, start, Watch, --lang, --motion.
    package var setup = StudyOptions()
    package var days = WeekOptions.defaultDays
    /// The participant allows every sensor (false with `--deny`).
    package var allow = true

    /// Xcode project target, configuration and build variables for the study.
    package var project = StudyLoadOptions()

    package init() {}

    static let dayRange = 1...60
    /// Days simulated when --days is not given: a week.
    static let defaultDays = 7

    static let specs: [OptionSpec] = StudyOptions.specs + StudyLoadOptions.specs + [
        .value(.days, "N", "days to simulate, \(dayRange.lowerBound) to \(dayRange.upperBound) (default \(defaultDays))"),
        .flag(.deny, "the participant denies every sensor (declining a Required one is Don't Enroll in Study: nothing is stored)"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        project = try StudyLoadOptions(arguments)
        setup = try StudyOptions(arguments)
        days = try arguments.integer(.days, in: Self.dayRange) ?? days
        allow = !arguments.flag(.deny)
        study = try arguments.positionals(atMost: 1, "one study folder").first
    }
}
