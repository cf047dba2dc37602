import Foundation
import SimCore
import StudyConfig

/// `consent-sim dossier STUDY [--lang en,de] --out DIR`: the options.
package struct DossierOptions: Equatable, Sendable {
    package var study = ""
    /// The phone's languages, one part of the dossier each (default: the study's development language).
    package var languages: [String] = []
    package var out = ""
    package var against: String?
    package var pdf = false
    package var osVersion: OSVersion?
    package var watch: Bool?
    /// The date printed on the cover, only when given (--date, else SOURCE_DATE_EPOCH).
    package var date: String?
    package var depth = DossierOptions.depthRange.upperBound
    package var project = StudyLoadOptions()

    package init() {}

    static let depthRange = 1...40

    /// Whether `YYYY-MM-DD` names a day that exists (not 2026-13-01 or 2026-02-30), since the
    /// dossier prints it on its cover as the date of the submission.
    static func isCalendarDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), parts[2] >= 1 else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = DateComponents(calendar: calendar, year: parts[0], month: parts[1], day: 1)
        guard let day = first.date, let days = calendar.range(of: .day, in: .month, for: day) else { return false }
        return days.contains(parts[2])
    }

    static let specs: [OptionSpec] = StudyLoadOptions.specs + [
        .value(.lang, "LANGS", "the phone's languages, comma-separated, e.g. en,de,es (default: the study's development language)"),
        .value(.out, "DIR", "the dossier's folder (required; created if missing)"),
        .value(.against, "OLD_DIR", "a dossier made earlier (not --out), to mark what changed in changes.html"),
        .flag(.pdf, "also print the dossier to DIR/dossier.pdf with headless Chromium"),
        StudyOptions.iosSpec,
        .flag(.watch, "an Apple Watch is paired (the default)"),
        .flag(.noWatch, "no Apple Watch is paired"),
        .value(.date, "YYYY-MM-DD", "the date printed on the dossier (default: SOURCE_DATE_EPOCH's, else none)"),
        .value(.depth, "N", "how many actions from the first launch to explore, \(depthRange.lowerBound) to \(depthRange.upperBound) (default \(depthRange.upperBound))"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        project = try StudyLoadOptions(arguments)
        guard let study = try arguments.positionals(atMost: 1, "one study").first else {
            throw UsageError("dossier needs a study, as in \(ProgramName.current) dossier Scenarios/studies/heart-study --lang en,de --out dossier")
        }
        self.study = study
        if let list = arguments.value(.lang) {
            languages = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if let empty = languages.firstIndex(of: "") { throw UsageError("--lang \(list): language \(empty + 1) is empty") }
            var seen = Set<String>()
            for language in languages where !seen.insert(language).inserted { throw UsageError("--lang \(list): \(language) is given twice") }
        }
        guard let out = try arguments.outputFolder(.out), !out.isEmpty else { throw UsageError("dossier needs --out DIR") }
        self.out = out
        against = arguments.value(.against)
        pdf = arguments.flag(.pdf)
        osVersion = try arguments.osVersion(.ios)
        let paired = arguments.flag(.watch), unpaired = arguments.flag(.noWatch)
        if paired && unpaired { throw UsageError("--watch and --no-watch contradict each other; give one") }
        watch = paired ? true : unpaired ? false : nil
        if let date = arguments.value(.date) {
            guard date.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil else {
                throw UsageError("--date expects YYYY-MM-DD, got \(date)")
            }
            guard Self.isCalendarDay(date) else { throw UsageError("--date \(date) is not a day of the calendar; give YYYY-MM-DD, such as 2026-03-02") }
            self.date = date
        }
        depth = try arguments.integer(.depth, in: Self.depthRange) ?? depth
    }
}
