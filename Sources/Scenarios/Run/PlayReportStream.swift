import Foundation

/// `play`'s JSON and JUnit reports built one result at a time, in order, so no result is kept:
/// each result's JSON entry and JUnit test suite are written out as it finishes, and only the
/// totals and the result of the file being reported are held. Put together,
/// the pieces are what `PlayReport.json` and `PlayReport.junit` make of all the results at once.
public struct PlayReportStream {
    /// Which reports are being made (the others' pieces are not built).
    private let json: Bool
    private let junit: Bool
    private var results = 0
    private var played = 0
    private var failed = 0
    private var skipped = 0
    /// Not played because an earlier one failed under `--fail-fast`.
    private var stopped = 0
    /// Not played because the tags left them out.
    private var leftOut = 0
    /// Not played because a signal stopped the run.
    private var signalled = 0
    /// Not played because the case's combination does not apply to the scenario's header.
    private var anotherPhone = 0
    /// The JSON entries of the scenarios not played (a name, a file and a reason each).
    private var skippedEntries: [String] = []
    private var seconds = 0.0
    /// The results of the file being reported (one per matrix combination, so a few): its
    /// `<testsuite>` is written when the next file's result comes.
    private var suite: (file: String, results: [ScenarioResult])?

    public init(json: Bool, junit: Bool) {
        self.json = json; self.junit = junit
    }

    /// What to write of one result: its JSON entry (with the comma before it when it is not the
    /// first), and the JUnit `<testsuite>` it closed (the previous file's), each nil when there
    /// is none.
    public struct Pieces {
        public let json: String?
        public let junit: String?
    }

    /// Counts `r` (the next result in order) and returns what to write of it now.
    public mutating func add(_ r: ScenarioResult) -> Pieces {
        results += 1
        seconds += r.seconds
        if !r.passed { failed += 1 }
        if !r.ran {
            skipped += 1
            if json { skippedEntries.append(Self.indented(PlayReport.jsonText(PlayReport.skippedObject(r)))) }
        }
        if r.notRun == ScenarioResult.stoppedEarly { stopped += 1 }
        if r.notRun == ScenarioResult.excludedByTags { leftOut += 1 }
        if r.notRunForASignal { signalled += 1 }
        if r.notRunForAnotherPhone { anotherPhone += 1 }
        var item: String?
        if r.ran {
            played += 1
            if json { item = (played == 1 ? "" : ",\n") + Self.indented(PlayReport.jsonText(PlayReport.jsonObject(r))) }
        }
        guard junit else { return Pieces(json: item, junit: nil) }
        var closed: String?
        if let open = suite, open.file != r.scenario.file {
            closed = PlayReport.testsuite(open.file, open.results)
            suite = nil
        }
        suite = (r.scenario.file, (suite?.results ?? []) + [r])
        return Pieces(json: item, junit: closed)
    }

    /// The JSON report's text before the entries, and after them.
    public var jsonHead: String {
        "{\n  \"failed\" : \(failed),\n  \"passed\" : \(played - failed),\n  \"scenarios\" : [\n"
    }

    public var jsonTail: String {
        let list = skippedEntries.isEmpty ? "" : ",\n  \"skippedScenarios\" : [\n" + skippedEntries.joined(separator: ",\n") + "\n  ]"
        return "\n  ],\n  \"skipped\" : \(results - played)" + list + "\n}"
    }

    /// An object's JSON nested two levels deeper, as a list entry under the report's top level;
    /// the serializer leaves an empty list's blank line unindented.
    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// The JUnit report's text before the closed suites (with the totals), and after them (the
    /// last file's suite and the end); call once, after the last result.
    public mutating func junitEnd() -> (head: String, tail: String) {
        let head = PlayReport.junitHead(tests: results, failures: failed, skipped: skipped, seconds: seconds)
        let last = suite.map { PlayReport.testsuite($0.file, $0.results) } ?? ""
        suite = nil
        return (head, last + "</testsuites>\n")
    }

    /// The text report's last line.
    public var textSummary: String {
        PlayReport.summary(played: played, failed: failed, stopped: stopped, leftOut: leftOut, signalled: signalled, anotherPhone: anotherPhone)
    }
}
