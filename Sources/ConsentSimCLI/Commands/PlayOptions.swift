import SimCore

/// `consent-sim play PATH...`: what to play and where to report.
package struct PlayOptions: Equatable, Sendable {
    /// Scenario files, or folders searched for them.
    package var paths: [String] = []
    package var tags: [String] = []
    package var excludedTags: [String] = []
    package var junit: String?
    package var transcript: String?
    /// Where to write an asciicast of every scenario played, and where `screenshot:` steps save.
    package var cast: String?
    package var screenshots: String?
    package var format = OutputFormat.text
    /// Stop at the first failing scenario; the rest are reported as not run.
    package var failFast = false
    /// How many scenarios play at once.
    package var jobs = 1
    /// The iOS version every scenario's phone runs, over their `ios:` headers (nil: as they say).
    package var osVersion: OSVersion?

    package init() {}

    static let specs: [OptionSpec] = [
        .value(.tags, "a,b", "only scenarios with one of these tags"),
        .value(.excludeTags, "c,d", "skip scenarios with any of these tags"),
        .value(.junit, "FILE", "write a JUnit XML report (one test case per scenario)"),
        .value(.transcript, "DIR", "write every step with the clock, the events and the screen, one file per scenario"),
        OutputFormat.spec,
        .flag(.failFast, "stop at the first failing scenario (the rest are reported as not run)"),
        .value(.jobs, "N", "play N scenarios at once (same output, in the same order, as --jobs 1)"),
        CastOption.spec,
        .value(.screenshots, "DIR", "where screenshot: steps save .txt, .ansi and .svg files (default: the --transcript folder, else this folder)"),
        .value(.ios, "VERSION", "run every scenario on this iOS version, e.g. 17.4, 18, 26 or 27, over its ios: header"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        tags = try arguments.list(.tags)
        excludedTags = try arguments.list(.excludeTags)
        if let both = tags.first(where: excludedTags.contains) {
            throw UsageError("--tags and --exclude-tags both name \(both); give it in one of them")
        }
        junit = arguments.value(.junit)
        transcript = arguments.value(.transcript)
        cast = try CastOption.value(arguments)
        screenshots = arguments.value(.screenshots)
        format = try OutputFormat(arguments)
        failFast = arguments.flag(.failFast)
        jobs = try arguments.integer(.jobs, in: 1...64) ?? 1
        osVersion = try arguments.osVersion(.ios)
        paths = arguments.positionals
        guard !paths.isEmpty else { throw UsageError("play needs scenario files or folders, e.g. consent-sim play Scenarios/") }
    }
}
