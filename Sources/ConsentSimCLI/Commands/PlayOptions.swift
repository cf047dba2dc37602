/// `consent-sim play PATH...`: what to play and where to report.
public struct PlayOptions: Equatable, Sendable {
    /// Scenario files, or folders searched for them.
    public var paths: [String] = []
    public var tags: [String] = []
    public var excludedTags: [String] = []
    public var junit: String?
    public var transcript: String?
    public var format = OutputFormat.text

    public init() {}

    static let specs: [OptionSpec] = [
        .value("--tags", "a,b", "only scenarios with one of these tags"),
        .value("--exclude-tags", "c,d", "skip scenarios with any of these tags"),
        .value("--junit", "FILE", "write a JUnit XML report (one test case per scenario)"),
        .value("--transcript", "DIR", "write every step with the clock, the events and the screen, one file per scenario"),
        OutputFormat.spec,
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        tags = try arguments.list("--tags")
        excludedTags = try arguments.list("--exclude-tags")
        if let both = tags.first(where: excludedTags.contains) {
            throw UsageError("--tags and --exclude-tags both name \(both); give it in one of them")
        }
        junit = arguments.value("--junit")
        transcript = arguments.value("--transcript")
        format = try OutputFormat(arguments)
        paths = arguments.positionals
        guard !paths.isEmpty else { throw UsageError("play needs scenario files or folders, e.g. consent-sim play Scenarios/") }
    }
}
