import Foundation
import Simulation
import TerminalUI
import SimCore

/// The outputs of `consent-sim play`: a line per scenario, failure details, JUnit XML and JSON.
public enum PlayReport {
    /// `PASS  name  (file, 0.03 s)` or `FAIL …` followed by where and why, and the screen.
    public static func text(_ results: [ScenarioResult], colour: Bool) -> String {
        colour ? VisibleText.withColours(body(results, colour: true), plain: body(results, colour: false))
               : VisibleText.escaped(body(results, colour: false))
    }

    private static func body(_ results: [ScenarioResult], colour: Bool) -> String {
        var out = results.filter { $0.ran || $0.notRunForAnotherPhone }.map { lines($0, colour: colour) }
        let played = results.filter(\.ran)
        out.append("")
        out.append(summary(played: played.count, failed: played.filter { !$0.passed }.count,
                           stopped: results.filter { $0.notRun == ScenarioResult.stoppedEarly }.count,
                           leftOut: results.filter { $0.notRun == ScenarioResult.excludedByTags }.count,
                           signalled: results.filter(\.notRunForASignal).count,
                           anotherPhone: results.filter(\.notRunForAnotherPhone).count))
        return out.joined(separator: "\n")
    }

    /// One played scenario's part of the text report, as `text` shows it: its line and, for a
    /// failure, where and why (without a final newline). A case its combination does not apply
    /// to has a `SKIP` line saying why, so a version-bound flow never passes a run unseen.
    public static func entry(_ r: ScenarioResult, colour: Bool) -> String {
        colour ? VisibleText.withColours(lines(r, colour: true), plain: lines(r, colour: false))
               : VisibleText.escaped(lines(r, colour: false))
    }

    private static func lines(_ r: ScenarioResult, colour: Bool) -> String {
        var out: [String] = []
        if r.notRunForAnotherPhone, let why = r.notRun {
            return "\(paint("SKIP", "33", colour))  \(r.scenario.name)  (\(r.scenario.file): \(why))"
        }
        let time = String(format: "%.2f s", r.seconds)
        let label = r.passed ? paint("PASS", "32", colour) : paint("FAIL", "31", colour)
        out.append("\(label)  \(r.scenario.name)  (\(r.scenario.file), \(time))")
        if let f = r.failure {
            out.append("      at \(r.scenario.file):\(f.step.line): \(f.step.source)")
            out.append("      expected \(f.expected)")
            out.append("      found    \(f.found)")
            if !f.screen.isEmpty {
                out.append("      the screen then:")
                out.append(contentsOf: f.screen.split(separator: "\n", omittingEmptySubsequences: false).map { "      │ " + $0 })
            }
        }
        return out.joined(separator: "\n")
    }

    /// The text report's last line: `39 scenarios: 38 passed, 1 failed`, with the cases not
    /// played, so its cases add up to the JSON and JUnit reports' (`…, 9 left out by the tags`,
    /// `…, 6 written for another phone`).
    public static func summary(played: Int, failed: Int, stopped: Int, leftOut: Int = 0, signalled: Int = 0, anotherPhone: Int = 0) -> String {
        var summary = "\(Plural.of(played, "scenario")): \(played - failed) passed, \(failed) failed"
        if stopped > 0 { summary += ", \(stopped) not run (--fail-fast)" }
        if signalled > 0 { summary += ", \(signalled) not run (stopped by a signal)" }
        if leftOut > 0 { summary += ", \(leftOut) \(ScenarioResult.excludedByTags)" }
        if anotherPhone > 0 { summary += ", \(anotherPhone) skipped, \(PlayCombination.writtenFor) another phone (SKIP above)" }
        return summary
    }

    private static func paint(_ s: String, _ code: String, _ on: Bool) -> String { on ? VisibleText.coloured(s, code) : s }

    /// JUnit XML as Jenkins and GitLab read it: a `<testsuite>` per file, a `<testcase>` per
    /// case (a scenario in one matrix combination; `classname` the file's path without extension), `<skipped/>` for a scenario
    /// not played, and `<system-out>` only for a failure: the transcript up to its failing step.
    public static func junit(_ results: [ScenarioResult]) -> String {
        var x = junitHead(tests: results.count, failures: results.filter { !$0.passed }.count,
                          skipped: results.filter { !$0.ran }.count, seconds: results.reduce(0) { $0 + $1.seconds })
        for (file, group) in byFile(results) { x += testsuite(file, group) }
        x += "</testsuites>\n"
        return x
    }

    /// `results` in runs of one file each, in their order: a `<testsuite>` each.
    static func byFile(_ results: [ScenarioResult]) -> [(file: String, results: [ScenarioResult])] {
        var groups: [(file: String, results: [ScenarioResult])] = []
        for r in results {
            if groups.last?.file == r.scenario.file { groups[groups.count - 1].results.append(r) }
            else { groups.append((r.scenario.file, [r])) }
        }
        return groups
    }

    /// The report's start: the `<testsuites>` element with the run's totals.
    static func junitHead(tests: Int, failures: Int, errors: Int = 0, skipped: Int, seconds total: Double) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"consent-sim play\" tests=\"\(tests)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(seconds(total))\">\n"
    }

    /// One file's `<testsuite>`, its scenarios' test cases in it.
    static func testsuite(_ file: String, _ group: [ScenarioResult]) -> String {
        let classname = classname(file)
        return "  <testsuite name=\"\(escape(classname))\" tests=\"\(group.count)\" failures=\"\(group.filter { !$0.passed }.count)\" "
            + "errors=\"0\" skipped=\"\(group.filter { !$0.ran }.count)\" time=\"\(seconds(group.reduce(0) { $0 + $1.seconds }))\">\n"
            + group.map(testcase).joined() + "  </testsuite>\n"
    }

    /// One scenario's `<testcase>` element in a JUnit report, indented for its `<testsuite>`.
    static func testcase(_ r: ScenarioResult) -> String {
        let classname = classname(r.scenario.file)
        var x = "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(r.scenario.name))\" time=\"\(seconds(r.seconds))\" "
            + "file=\"\(escape(r.scenario.file))\">\n"
        if let reason = r.notRun {
            x += "      <skipped message=\"\(escape(reason))\"/>\n"
        } else if let f = r.failure {
            let message = "expected \(f.expected), found \(f.found)"
            x += "      <failure message=\"\(escape(message))\" type=\"ScenarioFailure\">"
            x += escape("\(r.scenario.file):\(f.step.line): \(f.step.source)\n\(message)\n\n\(f.screen)")
            x += "</failure>\n"
            x += "      <system-out>\(escape(transcript(r)))</system-out>\n"
        }
        x += "    </testcase>\n"
        return x
    }

    /// The steps a scenario ran, with the virtual clock and the events each caused: one text,
    /// appended line by line (a list of lines joined at the end copied every line once more).
    public static func transcript(_ r: ScenarioResult) -> String {
        // A case the run did not play has no header or steps to show: it says why it has none.
        if let reason = r.notRun {
            return VisibleText.escaped("scenario: \(r.scenario.name)\nNOT PLAYED in this run: \(reason)\n")
        }
        var out = r.scenario.headerLines.joined(separator: "\n")
        out += "\n"
        // A step that changes nothing shows the frame the step before it showed (the same text).
        var last: (screen: String, indented: String)?
        for e in r.transcript {
            out += "\n["
            out += e.clock
            out += "] line "
            out += String(e.step.line)
            out += ": "
            out += e.step.source
            for event in e.caused {
                out += "\n    "
                ScenarioRunner.appendLine(event, to: &out)
            }
            guard !e.screen.isEmpty else { continue }
            out += "\n"
            if let last, last.screen == e.screen {
                out += last.indented
            } else {
                let indented = indentedScreen(e.screen)
                last = (e.screen, indented)
                out += indented
            }
        }
        for shot in r.screenshots {
            out += "\nscreenshot "
            out += shot.name
            out += ":\n"
            out += shot.screen
        }
        // The step that failed is the last one listed; the transcript ends by saying so, as the
        // report does (after any screenshots), so read alone it does not look like a run that passed.
        if let f = r.failure {
            out += "\nFAILED at line \(f.step.line): \(f.step.source)\n    expected \(f.expected)\n    found    \(f.found)"
        }
        return VisibleText.escaped(out)
    }

    /// A screen's rows, each after "    │ ", as one text. A row ends at a line feed, but not at
    /// one after a carriage return, which makes one character of the two. The rows are found in
    /// the bytes and appended as slices of the screen's own text, which is read once and never
    /// checked again: splitting a screen into rows and joining them again was 8% of `play
    /// --transcript`'s instructions.
    static func indentedScreen(_ screen: String) -> String {
        let prefix = "    │ "
        var ends: [Int] = []
        var bytes = 0
        var screen = screen
        screen.withUTF8 { text in
            bytes = text.count
            for i in text.indices where text[i] == 0x0A && (i == 0 || text[i - 1] != 0x0D) { ends.append(i + 1) }
        }
        var out = ""
        out.reserveCapacity(bytes + prefix.utf8.count * (ends.count + 1))
        let utf8 = screen.utf8
        var start = utf8.startIndex
        for end in ends + [bytes] {
            // A row boundary follows a line feed, so it is always between two characters.
            let next = utf8.index(utf8.startIndex, offsetBy: end)
            out += prefix
            out += screen[start..<next]
            start = next
        }
        return out
    }

    public static func json(_ results: [ScenarioResult]) -> String {
        let items: [[String: Any]] = results.filter(\.ran).map(jsonObject)
        let failed = results.filter { !$0.passed }.count
        var object: [String: Any] = ["scenarios": items, "passed": items.count - failed, "failed": failed,
                                     "skipped": results.count - items.count]
        let skipped = results.filter { !$0.ran }.map(skippedObject)
        if !skipped.isEmpty { object["skippedScenarios"] = skipped }
        return jsonText(object)
    }

    /// A scenario not played, in the JSON report's `skippedScenarios` list: which case, and why
    /// (left out by the tags, or not run after a failure under `--fail-fast`), as JUnit names it.
    static func skippedObject(_ r: ScenarioResult) -> [String: Any] {
        var o: [String: Any] = ["name": r.scenario.name, "file": r.scenario.file, "reason": r.notRun ?? ""]
        if let label = r.scenario.caseLabel { o["combination"] = label }
        return o
    }

    /// A played scenario's entry in the JSON report's `scenarios` list.
    static func jsonObject(_ r: ScenarioResult) -> [String: Any] {
        var o: [String: Any] = ["name": r.scenario.name, "file": r.scenario.file, "tags": r.scenario.tags,
                                "passed": r.passed, "seconds": r.seconds]
        if let label = r.scenario.caseLabel { o["combination"] = label }
        if let f = r.failure {
            o["failure"] = ["line": f.step.line, "step": f.step.source, "expected": f.expected, "found": f.found, "screen": f.screen]
        }
        if !r.screenshots.isEmpty { o["screenshots"] = Dictionary(r.screenshots.map { ($0.name, $0.screen) }, uniquingKeysWith: { a, _ in a }) }
        return o
    }

    static func jsonText(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: ToolJSON.options())) ?? Data()
        // Sent to a terminal as often as to a file: no DEL or C1 control goes out raw.
        return VisibleText.escapedJSON(String(decoding: data, as: UTF8.self))
    }

    /// A JUnit class name: the scenario file's path without its extension, its folders joined
    /// by dots, as Jenkins reads a class name's package (`Scenarios.flows.all-allowed` is the
    /// class `all-allowed` in the package `Scenarios.flows`). A dot within a folder's or the
    /// file's name is written `_`: Jenkins splits a class name at its last dot, so
    /// `suite.v2/fail.me` was the class `me` of a package `suite.v2/fail`. The path as it is
    /// stays in the test case's `file`. The extension is found in the text when the name is
    /// plainly `folder/stem.ext` (`PathText.plainExtension`; bridging to `NSString` cost more
    /// than the rest of a test case).
    static func classname(_ file: String) -> String {
        let stem: Substring
        if let (_, dot) = PathText.plainExtension(file) { stem = file[..<dot] } else { stem = Substring((file as NSString).deletingPathExtension) }
        guard stem.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") }) else { return String(stem) }
        // Byte by byte: `/` and `.` are one byte each in UTF-8 and never part of another
        // character's bytes. Empty folder names are skipped, a dot goes between the others.
        // (Foundation's `replacingOccurrences` in each name was most of a test case's cost.)
        var out: [UInt8] = []
        out.reserveCapacity(stem.utf8.count)
        var between = false
        for byte in stem.utf8 {
            if byte == UInt8(ascii: "/") { between = !out.isEmpty; continue }
            if between { out.append(UInt8(ascii: ".")); between = false }
            out.append(byte == UInt8(ascii: ".") ? UInt8(ascii: "_") : byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    static func escape(_ s: String) -> String {
        // XML 1.0 forbids most control characters: shown escaped, as everywhere else.
        XMLText.escaped(VisibleText.escaped(s))
    }
}
