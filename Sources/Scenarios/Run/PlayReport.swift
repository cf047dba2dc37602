import Foundation
import SimCore

/// The outputs of `consent-sim play`: a line per scenario, failure details, JUnit XML and JSON.
public enum PlayReport {
    /// `PASS  name  (file, 0.03 s)` or `FAIL …` followed by where and why, and the screen.
    public static func text(_ results: [ScenarioResult], colour: Bool) -> String {
        colour ? VisibleText.withColours(body(results, colour: true), plain: body(results, colour: false))
               : VisibleText.escaped(body(results, colour: false))
    }

    private static func body(_ results: [ScenarioResult], colour: Bool) -> String {
        var out: [String] = []
        for r in results {
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
        }
        let failed = results.filter { !$0.passed }.count
        out.append("")
        out.append("\(results.count) scenario\(results.count == 1 ? "" : "s"): \(results.count - failed) passed, \(failed) failed")
        return out.joined(separator: "\n")
    }

    private static func paint(_ s: String, _ code: String, _ on: Bool) -> String { on ? VisibleText.coloured(s, code) : s }

    /// JUnit XML: one `<testsuite>`, a `<testcase>` per scenario, `<failure>` and the transcript in `<system-out>`.
    public static func junit(_ results: [ScenarioResult]) -> String {
        let failures = results.filter { !$0.passed }.count
        let total = results.reduce(0) { $0 + $1.seconds }
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"consent-sim play\" tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(seconds(total))\">\n"
        x += "  <testsuite name=\"scenarios\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(seconds(total))\">\n"
        for r in results {
            x += "    <testcase name=\"\(escape(r.scenario.name))\" classname=\"\(escape(r.scenario.file))\" time=\"\(seconds(r.seconds))\">\n"
            if let f = r.failure {
                let message = "expected \(f.expected), found \(f.found)"
                x += "      <failure message=\"\(escape(message))\" type=\"ScenarioFailure\">"
                x += escape("\(r.scenario.file):\(f.step.line): \(f.step.source)\n\(message)\n\n\(f.screen)")
                x += "</failure>\n"
            }
            x += "      <system-out>\(escape(transcript(r)))</system-out>\n"
            x += "    </testcase>\n"
        }
        x += "  </testsuite>\n</testsuites>\n"
        return x
    }

    /// The steps a scenario ran, with the virtual clock and the events each caused.
    public static func transcript(_ r: ScenarioResult) -> String {
        var lines: [String] = []
        for e in r.transcript {
            lines.append("[\(e.clock)] line \(e.step.line): \(e.step.source)")
            lines.append(contentsOf: e.events.map { "    " + $0 })
            if !e.screen.isEmpty { lines.append(contentsOf: e.screen.split(separator: "\n", omittingEmptySubsequences: false).map { "    │ " + $0 }) }
        }
        for (name, screen) in r.screenshots {
            lines.append("screenshot \(name):")
            lines.append(screen)
        }
        return VisibleText.escaped(lines.joined(separator: "\n"))
    }

    public static func json(_ results: [ScenarioResult]) -> String {
        let items: [[String: Any]] = results.map { r in
            var o: [String: Any] = ["name": r.scenario.name, "file": r.scenario.file, "tags": r.scenario.tags,
                                    "passed": r.passed, "seconds": r.seconds]
            if let f = r.failure {
                o["failure"] = ["line": f.step.line, "step": f.step.source, "expected": f.expected, "found": f.found, "screen": f.screen]
            }
            if !r.screenshots.isEmpty { o["screenshots"] = Dictionary(r.screenshots.map { ($0.name, $0.screen) }, uniquingKeysWith: { a, _ in a }) }
            return o
        }
        let failed = results.filter { !$0.passed }.count
        let object: [String: Any] = ["scenarios": items, "passed": results.count - failed, "failed": failed]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        // Sent to a terminal as often as to a file: no DEL or C1 control goes out raw.
        return VisibleText.escapedJSON(String(decoding: data, as: UTF8.self))
    }

    static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    static func escape(_ s: String) -> String {
        var out = ""
        // XML 1.0 forbids most control characters: shown escaped, as everywhere else.
        for scalar in VisibleText.escaped(s).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
