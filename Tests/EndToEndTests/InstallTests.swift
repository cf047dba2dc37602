import Foundation
import Testing

/// The binary as `make install` lays it out (with the same script), started as an installed
/// binary is: from a folder that is not the checkout. The built binary is installed rather than
/// a release build made here, which takes minutes; `.ci/run` runs `make install` itself.
@Suite struct InstallTests {
    @Test func anInstalledBinaryShowsTheGermanSleepStudyFromAnyFolder() async throws {
        let place = try InstallPlace()
        defer { place.remove() }
        try place.install()
        let tmux = try TmuxSession(width: 120, height: 40, folder: place.elsewhere)
        defer { tmux.close() }
        try tmux.type("\(place.binary) --lang de; echo EXIT=$?")
        // The sheet's German title wraps at the phone's width.
        let sheet = try await tmux.waitFor("Forschungszweck der Studie")
        #expect(sheet.contains("Anfrage für Forschungssensor- &"))
        #expect(sheet.contains("„Schlafstudie“ möchte als Teil einer"))
        #expect(!sheet.contains("Research Sensor & Usage Data Request"))
        try tmux.press("q")
        let after = try await tmux.waitFor("EXIT=0")
        #expect(!after.contains("bundled studies were not found"))
    }

    /// A binary copied without its studies still runs the demo on its built-in copy, but
    /// `--lang` says where the studies belong instead of failing obscurely.
    @Test func aBinaryWithoutItsStudiesSaysHowToInstallThem() async throws {
        let place = try InstallPlace()
        defer { place.remove() }
        try place.install()
        try FileManager.default.removeItem(at: place.prefix.appendingPathComponent("share"))
        let tmux = try TmuxSession(width: 120, height: 40, folder: place.elsewhere)
        defer { tmux.close() }
        try tmux.type("\(place.binary) --lang de; echo EXIT=$?")
        let refused = try await tmux.waitFor("EXIT=64")
        #expect(refused.contains("make install PREFIX="))
        // Refused before the note that the built-in copy is used: it said "using the built-in
        // copy of the sleep study, in English only", then refused to use it.
        #expect(!refused.contains("using the built-in copy"), "\(refused)")
        // --record says the same (it said only that the studies were not found).
        // Its own marker: on a slow machine the first command's EXIT=64 could still be on screen.
        try tmux.type("clear; \(place.binary) --record f.yaml; echo RECORD-EXIT=$?")
        let record = try await tmux.waitFor("RECORD-EXIT=64")
        #expect(record.contains("--record needs the study's folder") && record.contains("make install PREFIX="), "\(record)")
        #expect(!record.contains("using the built-in copy"), "\(record)")
        // So does --required, which said only "the bundled studies were not found", naming no place.
        try tmux.type("clear; \(place.binary) --required accelerometer; echo REQUIRED-EXIT=$?")
        let required = try await tmux.waitFor("REQUIRED-EXIT=64")
        #expect(required.contains("--required needs the study's folder") && required.contains("make install PREFIX="), "\(required)")
        #expect(!required.contains("using the built-in copy"), "\(required)")
    }
}

/// A fresh prefix to install into and a fresh folder to start the binary from.
private struct InstallPlace {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-install-\(UUID().uuidString)")
    var prefix: URL { scratch.appendingPathComponent("prefix") }
    var elsewhere: URL { scratch.appendingPathComponent("elsewhere") }
    var binary: String { prefix.appendingPathComponent("bin/consent-sim").path }

    init() throws {
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    }

    func install() throws {
        let script = TmuxSession.packageRoot.appendingPathComponent("tools/install.sh").path
        let result = try TmuxSession.run("/bin/sh", [script, try TmuxSession.binary(), prefix.path], stdinFromDevNull: true)
        guard result.status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
            throw TmuxSession.Failure(description: "tools/install.sh failed (\(result.status)): \(result.output)")
        }
    }

    func remove() { try? FileManager.default.removeItem(at: scratch) }
}
