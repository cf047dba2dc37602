import Foundation
import Testing
@testable import ConsentSimCLI

/// `play --format json` wrote a scenario's file as "flows\/a.yaml", as Foundation escapes `/`
/// by default, where the dossier's manifest wrote "flows/a.yaml": every JSON the tool gives out
/// now writes a path as it is, so a `grep` for the path finds it in each.
extension ExitCodeTests {
    @Test func aPathInTheJSONReportsIsWrittenWithItsSlashesAsTheyAre() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = folder.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        let flow = flows.appendingPathComponent("a.yaml")
        try "name: a\nstudy: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - expectStatus: {accelerometer: notDetermined}\n"
            .write(to: flow, atomically: true, encoding: .utf8)
        let play = run(["play", flow.path, "--format", "json"])
        #expect(play.code == .success, Comment(rawValue: play.output.err))
        #expect(play.output.out.contains("flows/a.yaml\"") && !play.output.out.contains("\\/"), "\(play.output.out)")
        // check's JSON saying why there is no report names the path the same way.
        let check = run(["check", flows.appendingPathComponent("none").path, "--format", "json"])
        #expect(check.output.out.contains("flows/none") && !check.output.out.contains("\\/"), "\(check.output.out)")
    }
}
