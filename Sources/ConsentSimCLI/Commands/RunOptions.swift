import StudyConfig
/// `consent-sim [run] [STUDY]`: the interactive demo's options.
public struct RunOptions: Equatable, Sendable {
    /// The study folder; nil for the bundled sleep study.
    public var study: String?
    /// The simulated phone and the participant's language: seed, start, Watch, --lang, --motion.
    public var setup = StudyOptions()
    /// Virtual seconds per real second (nil: the simulation's default, 60).
    public var speed: Double?
    /// Where to write the walk-through as a scenario when the demo ends.
    public var record: String?

    /// Xcode project target, configuration and build variables for the study.
    public var project = StudyLoadOptions()

    public init() {}

    static let specs: [OptionSpec] = StudyOptions.specs + StudyLoadOptions.specs + [
        .value("--speed", "N", "virtual seconds per real second (default 60; rounded up to 1, 10, 60, 600, 3600, 21600 or 86400)"),
        .value("--record", "FILE.yaml", "when the demo ends, write the walk-through as a scenario to this file"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        project = try StudyLoadOptions(arguments)
        setup = try StudyOptions(arguments)
        if let text = arguments.value("--speed") {
            let top = DemoSession.maximumSpeed
            guard let v = Double(text), v > 0, v <= top else {
                throw UsageError("--speed expects virtual seconds per real second, more than 0 and at most \(Int(top)), got \(text)")
            }
            speed = v
        }
        if let path = arguments.value("--record") {
            guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else {
                throw UsageError("--record writes a scenario: give a .yaml file, got \(path)")
            }
            record = path
        }
        study = try arguments.positionals(atMost: 1, "one study folder").first
    }
}
