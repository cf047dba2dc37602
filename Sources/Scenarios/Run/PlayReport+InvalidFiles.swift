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
    /// so a CI job shows why nothing ran instead of a report left from an earlier run; the valid
    /// files' cases (`notRun`) follow, skipped, so the report counts every case the run had.
    public static func junit(invalid: [InvalidFile], notRun: [ScenarioResult] = []) -> String {
        var x = junitHead(tests: invalid.count + notRun.count, failures: 0, errors: invalid.count, skipped: notRun.count, seconds: 0)
        for f in invalid {
            let classname = escape(classname(f.file))
            x += "  <testsuite name=\"\(classname)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0.000\">\n"
            x += "    <testcase classname=\"\(classname)\" name=\"\(escape(Self.invalidCaseName))\" time=\"0.000\" file=\"\(escape(f.file))\">\n"
            x += "      <error message=\"\(escape(f.problems.first ?? ""))\" type=\"InvalidScenario\">"
            x += escape(f.problems.joined(separator: "\n"))
            x += "</error>\n    </testcase>\n  </testsuite>\n"
        }
        for (file, group) in byFile(notRun) { x += testsuite(file, group) }
        return x + "</testsuites>\n"
    }

    /// What a JUnit report names an invalid file's one test case.
    public static let invalidCaseName = "(invalid scenario file: nothing was run)"

    /// The JSON report of the same run: no case played, `invalidFiles`, each with its problems,
    /// and the valid files' cases under `skippedScenarios`.
    public static func json(invalid: [InvalidFile], notRun: [ScenarioResult] = []) -> String {
        let files: [[String: Any]] = invalid.map { ["file": $0.file, "problems": $0.problems] }
        var object: [String: Any] = ["failed": 0, "passed": 0, "skipped": notRun.count, "scenarios": [Any](), "invalidFiles": files]
        if !notRun.isEmpty { object["skippedScenarios"] = notRun.map(skippedObject) }
        return jsonText(object)
    }
}
