extension PlayReport {
    /// A scenario file that cannot be played, with each of its problems
    /// (`file:line:column: message`).
    public struct InvalidFile: Sendable, Equatable {
        public let file: String
        public let problems: [String]

        public init(file: String, problems: [String]) {
            self.file = file; self.problems = problems
        }
    }

    /// The JUnit report of a run that did not start because files are invalid (exit 64): each
    /// file is a `<testsuite>` with one `<testcase>` in `<error>`, its problems the error's text,
    /// so a CI job shows why nothing ran instead of a report left from an earlier run.
    public static func junit(invalid: [InvalidFile]) -> String {
        var x = junitHead(tests: invalid.count, failures: 0, errors: invalid.count, skipped: 0, seconds: 0)
        for f in invalid {
            let classname = escape(classname(f.file))
            x += "  <testsuite name=\"\(classname)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0.000\">\n"
            x += "    <testcase classname=\"\(classname)\" name=\"\(escape(Self.invalidCaseName))\" time=\"0.000\" file=\"\(escape(f.file))\">\n"
            x += "      <error message=\"\(escape(f.problems.first ?? ""))\" type=\"InvalidScenario\">"
            x += escape(f.problems.joined(separator: "\n"))
            x += "</error>\n    </testcase>\n  </testsuite>\n"
        }
        return x + "</testsuites>\n"
    }

    /// What a JUnit report names an invalid file's one test case.
    public static let invalidCaseName = "(invalid scenario file: nothing was run)"

    /// The JSON report of the same run: no case played, and `invalidFiles`, each with its problems.
    public static func json(invalid: [InvalidFile]) -> String {
        let files: [[String: Any]] = invalid.map { ["file": $0.file, "problems": $0.problems] }
        return jsonText(["failed": 0, "passed": 0, "skipped": 0, "scenarios": [Any](), "invalidFiles": files] as [String: Any])
    }
}
