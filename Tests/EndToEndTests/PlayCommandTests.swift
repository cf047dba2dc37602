import Foundation
import Testing

/// `consent-sim play` as CI runs it: exit codes and messages of the real binary.
@Suite struct PlayCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func bundledScenariosPassAndInvalidFilesExit64WithEveryProblem() throws {
        let binary = try TmuxSession.binary()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // The flows' screenshot: steps write into a folder of the test's own, not the working folder.
        let shots = dir.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let good = try TmuxSession.run(binary, ["play", Self.root.appendingPathComponent("Scenarios").path, "--screenshots", shots.path],
                                       stdinFromDevNull: true)
        #expect(good.status == 0, Comment(rawValue: good.output))
        #expect(good.output.contains("passed, 0 failed"))
        try "steps:\n  - launch\n - next\n".write(to: dir.appendingPathComponent("bad-yaml.yaml"), atomically: true, encoding: .utf8)
        try "steps:\n  - alow: accelerometer\n  - deny: acelerometer\n  - advance: soon\n"
            .write(to: dir.appendingPathComponent("typos.yaml"), atomically: true, encoding: .utf8)
        let bad = try TmuxSession.run(binary, ["play", dir.path], stdinFromDevNull: true)
        #expect(bad.status == 64)
        #expect(bad.output.contains("bad-yaml.yaml:3:"))
        #expect(bad.output.contains("typos.yaml:2:5: unknown step \"alow\" (did you mean allow?)"))
        #expect(bad.output.contains("typos.yaml:3:11: deny: unknown sensor \"acelerometer\""))
        #expect(bad.output.contains("typos.yaml:4:14: advance: expected a duration"))
        #expect(bad.output.contains("nothing was run"))

        let none = try TmuxSession.run(binary, ["play", Self.root.appendingPathComponent("Scenarios").path, "--tags", "no-such-tag"],
                                       stdinFromDevNull: true)
        #expect(none.status == 2)
    }

    /// A report's folder that cannot be made (a file is in the way) is reported before
    /// anything plays, naming the option.
    @Test func aReportThatCannotBeCreatedExits73NamingTheOptionAndPath() throws {
        let r = try TmuxSession.run(try TmuxSession.binary(), ["play", Self.root.appendingPathComponent("Scenarios/flows").path,
                                                              "--junit", "/dev/null/reports/x.xml"], stdinFromDevNull: true)
        #expect(r.status == 73)
        #expect(r.output == "consent-sim: --junit: cannot create /dev/null: it exists and is not a folder\n")
    }

    @Test func aFailingScenarioExits1AndSaysWhy() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-fail-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let study = Self.root.appendingPathComponent("Scenarios/studies/sleep-study").path
        try "study: \(study)\nsteps:\n  - launch\n  - allowAll\n  - done\n  - expectStatus: {accelerometer: denied}\n"
            .write(to: dir.appendingPathComponent("wrong.yaml"), atomically: true, encoding: .utf8)
        let junit = dir.appendingPathComponent("report.xml").path
        let r = try TmuxSession.run(try TmuxSession.binary(), ["play", dir.path, "--junit", junit], stdinFromDevNull: true)
        #expect(r.status == 1)
        #expect(r.output.contains("wrong.yaml:6: expectStatus: {accelerometer: denied}"))
        #expect(r.output.contains("expected accelerometer to be denied"))
        #expect(r.output.contains("found    accelerometer is authorized"))
        #expect((try? String(contentsOfFile: junit, encoding: .utf8))?.contains("<failure") == true)
    }
}
