import Foundation
import Testing
@testable import ConsentSimCLI

extension ExitCodeTests {
    /// A regular expression that could backtrack for hours is invalid input: `play` and
    /// `run --play` refuse it at its line and column (exit 64) before anything runs.
    @Test func aCatastrophicRegexExits64AtItsPlace() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("runaway.yaml")
        try """
        study: \(Fixtures.sleepStudy.path)
        steps:
          - launch
          - expectEvent: {regex: "(\\\\w+\\\\s?)+$"}
        """.write(to: flow, atomically: true, encoding: .utf8)
        for command in [["play", flow.path], ["run", "--play", flow.path]] {
            let r = run(command)
            #expect(r.code == .usage, "\(command)")
            #expect(r.output.err.contains("runaway.yaml:4:26: expectEvent: \"(\\w+\\s?)+$\" at character 1: a repeated group repeats inside"),
                    "\(r.output.err)")
            #expect(!r.terminal.isStarted)
        }
    }
}
