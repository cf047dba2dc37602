import Foundation

/// `play`'s JSON and JUnit reports built one result at a time, in order, so no result is kept:
/// each result's JSON entry and JUnit test case are written out as it finishes, and only the
/// totals and the test cases of the file being reported (usually one) are held. Put together,
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
    private var seconds = 0.0
    /// The file whose scenarios are being reported, and its test cases so far.
    private var suite: Suite?

    private struct Suite {
        let file: String
        var cases = ""
        var tests = 0, failures = 0, skipped = 0
        var seconds = 0.0

        var closed: String {
            let classname = PlayReport.escape((file as NSString).deletingPathExtension)
            return "  <testsuite name=\"\(classname)\" tests=\"\(tests)\" failures=\"\(failures)\" "
                + "errors=\"0\" skipped=\"\(skipped)\" time=\"\(PlayReport.seconds(seconds))\">\n" + cases + "  </testsuite>\n"
        }
    }

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
        if !r.ran { skipped += 1 }
        if r.notRun == ScenarioResult.stoppedEarly { stopped += 1 }
        var item: String?
        if r.ran {
            played += 1
            if json {
                let lines = PlayReport.jsonText(PlayReport.jsonObject(r)).split(separator: "\n", omittingEmptySubsequences: false)
                // Nested two levels deeper; the serializer leaves an empty list's blank line unindented.
                item = (played == 1 ? "" : ",\n") + lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            }
        }
        guard junit else { return Pieces(json: item, junit: nil) }
        var closed: String?
        if let open = suite, open.file != r.scenario.file {
            closed = open.closed
            suite = nil
        }
        var s = suite ?? Suite(file: r.scenario.file)
        s.cases += PlayReport.testcase(r)
        s.tests += 1
        s.seconds += r.seconds
        if !r.passed { s.failures += 1 }
        if !r.ran { s.skipped += 1 }
        suite = s
        return Pieces(json: item, junit: closed)
    }

    /// The JSON report's text before the entries, and after them.
    public var jsonHead: String {
        "{\n  \"failed\" : \(failed),\n  \"passed\" : \(played - failed),\n  \"scenarios\" : [\n"
    }

    public var jsonTail: String { "\n  ],\n  \"skipped\" : \(results - played)\n}" }

    /// The JUnit report's text before the closed suites (with the totals), and after them (the
    /// last file's suite and the end); call once, after the last result.
    public mutating func junitEnd() -> (head: String, tail: String) {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"consent-sim play\" tests=\"\(results)\" failures=\"\(failed)\" "
            + "errors=\"0\" skipped=\"\(skipped)\" time=\"\(PlayReport.seconds(seconds))\">\n"
        let last = suite?.closed ?? ""
        suite = nil
        return (head, last + "</testsuites>\n")
    }

    /// The text report's last line.
    public var textSummary: String { PlayReport.summary(played: played, failed: failed, stopped: stopped) }
}
