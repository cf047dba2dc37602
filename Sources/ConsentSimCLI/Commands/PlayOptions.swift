import SimCore
import Scenarios
import StudyConfig

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
    /// The values each scenario is played with, over its header: every combination of them.
    package var matrix = PlayMatrix()
    /// Which share of the cases this job plays.
    package var shard = PlayShard.whole

    package init() {}

    static let jobsRange = 1...64

    static let specs: [OptionSpec] = [
        .value(.tags, "a,b", "only scenarios with one of these tags"),
        .value(.excludeTags, "c,d", "skip scenarios with any of these tags"),
        .value(.junit, "FILE", "write a JUnit XML report (one test case per scenario and combination; - is standard output, the text report then on standard error)"),
        .value(.transcript, "DIR", "write every step with the clock, the events and the screen, one file per scenario and combination"),
        OutputFormat.spec,
        .flag(.failFast, "stop at the first failing scenario (the rest are reported as not run)"),
        .value(.jobs, "N", "play N scenarios at once, \(jobsRange.lowerBound) to \(jobsRange.upperBound) (same output, in the same order, as --jobs 1)"),
        CastOption.spec,
        .value(.screenshots, "DIR", "where screenshot: steps save .txt, .ansi and .svg files (default: the --transcript folder, else this folder)"),
        .repeatable(.lang, "LANG", "play every scenario on an iPhone in this language; one whose lang: names another is skipped (repeatable: each is a combination)"),
        .repeatable(.ios, "VERSION", "play every scenario on this iOS version, e.g. 17.4, 18, 26 or 27; one whose ios: names another is skipped (repeatable)"),
        .repeatable(.seed, "N", "play every scenario with this sample seed, over its seed: header (repeatable)"),
        .repeatable(.screen, "WxH", "play every scenario at this screen size, e.g. 120x40, over its screen: header (repeatable)"),
        .flag(.watch, "play every scenario with an Apple Watch paired; one whose watch: or state: says otherwise is skipped (with --no-watch: both)"),
        .flag(.noWatch, "play every scenario with no Apple Watch (with --watch: both)"),
        .repeatable(.set, "NAME=VALUE", "a build variable's value over the header's vars: (repeatable; two values of one NAME are two combinations)"),
        .value(.shard, "I/N", "play the I-th of N even shares of the cases, so N CI jobs given 1/N to N/N play each case once"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        tags = try arguments.list(.tags)
        excludedTags = try arguments.list(.excludeTags)
        if let both = tags.first(where: excludedTags.contains) {
            throw UsageError("--tags and --exclude-tags both name \(both); give it in one of them")
        }
        // `-` is standard output, as for most tools (it wrote a file named `-`).
        let junitGiven = arguments.value(.junit)
        junit = junitGiven == "-" ? "/dev/stdout" : junitGiven
        transcript = try arguments.outputFolder(.transcript)
        cast = try CastOption.value(arguments)
        screenshots = try arguments.outputFolder(.screenshots)
        format = try OutputFormat(arguments)
        failFast = arguments.flag(.failFast)
        jobs = try arguments.integer(.jobs, in: Self.jobsRange) ?? 1
        matrix = try Self.matrix(arguments)
        if let text = arguments.value(.shard) { shard = try Self.shard(text) }
        // The JSON report is one object on standard output: a JUnit report written after it
        // there made the output neither JSON nor XML, which no CI step could read.
        if format == .json, let junit, let junitGiven, junit != "/dev/null", OutputFile.isStandardOutput(junit) {
            throw UsageError("--junit \(junitGiven) is standard output, where --format json writes its report, and the two would be "
                             + "one text neither JSON nor XML; give the JUnit report a file, or another descriptor (--junit /dev/fd/3 3>report.xml)")
        }
        if let junit, let cast, OutputFile.sameFile(junit, cast) {
            throw UsageError("--junit and --cast both name \(junit); one report would replace the other, so give each a file of its own")
        }
        try arguments.refuseEmptyPositionals("scenario files or folders")
        paths = arguments.positionals
        guard !paths.isEmpty else { throw UsageError("play needs scenario files or folders, e.g. \(ProgramName.current) play Scenarios/") }
    }

    /// Each repeatable option's values, checked one by one and each named in its error.
    private static func matrix(_ arguments: ParsedArguments) throws(UsageError) -> PlayMatrix {
        var m = PlayMatrix()
        func unique<T: Equatable>(_ values: [T]) -> [T] { values.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        for lang in arguments.allValues(.lang) where !LanguageTag.isWellFormed(lang) {
            // `dossier --lang en,de` takes a list; play's matrix takes one language per --lang.
            let parts = lang.split(separator: ",").map(String.init)
            if parts.count > 1, parts.allSatisfy(LanguageTag.isWellFormed) {
                throw UsageError("--lang \(lang): play takes one language per --lang, each a combination; give "
                                 + parts.map { "--lang \($0)" }.joined(separator: " "))
            }
            throw UsageError("--lang \(lang): \(LanguageTag.notWellFormed)")
        }
        // Language tags ignore case and take `_` for `-` (BCP 47): `--lang de --lang DE` is one
        // phone, and two cases of it played the same under two names (files that one
        // case-insensitive disk holds as one).
        m.langs = arguments.allValues(.lang).reduce(into: []) { langs, lang in
            if !langs.contains(where: { LanguageTag.same($0, lang) }) { langs.append(lang) }
        }
        var oses: [OSVersion] = []
        for text in arguments.allValues(.ios) {
            do { oses.append(try OSVersion(parsing: text)) } catch { throw UsageError("--ios \(error)") }
        }
        m.oses = unique(oses)
        var seeds: [UInt64] = []
        for text in arguments.allValues(.seed) {
            guard let n = UInt64(text) else { throw UsageError("--seed expects a whole number ≥ 0, got \(text)") }
            seeds.append(n)
        }
        m.seeds = unique(seeds)
        var screens: [ScreenSize] = []
        for text in arguments.allValues(.screen) {
            do { screens.append(try ScreenSize(parsing: text)) } catch { throw UsageError("--screen \(error.message)") }
        }
        m.screens = unique(screens)
        if arguments.flag(.watch) { m.watches.append(true) }
        if arguments.flag(.noWatch) { m.watches.append(false) }
        for item in arguments.allValues(.set) {
            let (name, value) = try StudyLoadOptions.variable(item)
            m.set(name, value)
        }
        return m
    }

    /// `--shard I/N`.
    private static func shard(_ text: String) throws(UsageError) -> PlayShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        let top = PlayShard.maximumCount
        guard parts.count == 2, let i = parts[0], let n = parts[1], (1...top).contains(n), (1...n).contains(i) else {
            throw UsageError("--shard expects I/N, this job's number I from 1 to N of N jobs (N at most \(top)), such as 2/3; got \(text)")
        }
        return PlayShard(index: i, count: n)
    }
}
