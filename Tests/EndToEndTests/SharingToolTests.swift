import Foundation
import Testing

/// Casts and screenshots read by the tools people share them with: `asciinema cat` (Debian
/// package asciinema) and `rsvg-convert` (librsvg2-bin).
@Suite struct SharingToolTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func temporaryFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-share-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Terminal output as plain text: colours dropped, each cursor move a line break.
    private func plain(_ output: String) -> String {
        output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "\n", options: .regularExpression)
    }

    @Test func asciinemaReplaysACastOfAWholeBundledFlow() async throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cast = dir.appendingPathComponent("flow.cast").path
        let flow = Self.root.appendingPathComponent("Scenarios/flows/motion-allowed.yaml").path
        let played = try TmuxSession.run(try TmuxSession.binary(), ["play", flow, "--cast", cast], stdinFromDevNull: true)
        #expect(played.status == 0, Comment(rawValue: played.output))
        // asciinema cat wants a terminal, so it runs in one; its output goes to a file.
        let tmux = try TmuxSession(width: 80, height: 24)
        defer { tmux.close() }
        let out = dir.appendingPathComponent("cat.txt").path
        try tmux.type("asciinema cat \(cast) > \(out) 2>&1; echo CAT=$?")
        try await tmux.waitFor("CAT=0")
        let shown = plain(try String(contentsOfFile: out, encoding: .utf8))
        #expect(shown.contains("Research Sensor & Usage Data Request"))                   // the sheet
        // The alert: its title, and its message (the app's usage description, which only it shows).
        #expect(shown.contains("would like to"))
        #expect(shown.contains("uses your Motion"))
        #expect(shown.contains("Sensor                 Device"))                          // the dashboard
        #expect(shown.contains("/7 Allow Motion & Fitness"))                              // a caption
    }

    @Test func everyScreenshotSVGConvertsToAPNGOfTheTerminalsSize() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let flow = dir.appendingPathComponent("shots.yaml")
        try """
        study: \(Self.root.appendingPathComponent("Scenarios/studies/sleep-study").path)
        steps:
          - launch
          - screenshot: sheet
          - next
          - allow: ambientLightSensor
          - deny: accelerometer
          - screenshot: required-alert
          - changeChoice
          - allowAll
          - done
          - advance: 2d
          - screenshot: dashboard
          - expectStatus: {accelerometer: authorized}
        """.write(to: flow, atomically: true, encoding: .utf8)
        let shots = dir.appendingPathComponent("shots")
        let played = try TmuxSession.run(try TmuxSession.binary(), ["play", flow.path, "--screenshots", shots.path], stdinFromDevNull: true)
        #expect(played.status == 0, Comment(rawValue: played.output))
        for name in ["sheet", "required-alert", "dashboard"] {
            let png = shots.appendingPathComponent("\(name).png").path
            let converted = try TmuxSession.run("/usr/bin/env", ["rsvg-convert", shots.appendingPathComponent("\(name).svg").path, "-o", png])
            #expect(converted.status == 0, Comment(rawValue: converted.output))
            // The PNG header's width and height: 80 × 24 cells of 9 × 18 pixels.
            let header = try #require(FileManager.default.contents(atPath: png)).prefix(24)
            #expect(header.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let size = [16, 20].map { i in header.dropFirst(i).prefix(4).reduce(0) { $0 << 8 | Int($1) } }
            #expect(size == [720, 432], "\(name).png is \(size)")
        }
    }
}
