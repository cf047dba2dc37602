import Foundation
import Testing

/// The example team package's executable (`Examples/ReaderApp`): its own app code inside the
/// real interface, in a real terminal.
@Suite struct ReaderAppWalkTests {
    /// `make test` builds the example package before `swift test`; a plain `swift test` without
    /// it skips this test rather than spend minutes building a second package.
    static let binary = TmuxSession.packageRoot.appendingPathComponent("Examples/ReaderApp/.build/debug/reader-app").path

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary),
                   "Examples/ReaderApp is not built: `make test` builds it"))
    func theAppsSheetAndItsOwnLogLinesOnTheDashboard() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try tmux.type("\(Self.binary) run Examples/ReaderApp/Study --seed 3; echo EXIT=$?")
        try await tmux.waitFor("Research Sensor & Usage Data Request")
        try await tmux.waitFor("Reader Study")
        try await tmux.allowEverything()
        // The app's own lines: its extractor's recording callback, then a day on (past the daily
        // refresh, whose window still lies before the recording) its fetch of the Watch's window,
        // and back at the top its launch.
        try await tmux.waitFor("ReaderApp: recording accelerometer")
        try tmux.press("}")
        // The clock runs on at ×60 while a busy test run keeps this test waiting: the day is enough.
        try await tmux.waitFor("Tue 3 Mar 2026", timeout: 60)
        // The day's fetch lands when the jump ends, which may be after the clock shows Tuesday.
        try await tmux.waitFor("ReaderApp: accelerometer from Apple Watch: 0 samples")
        try await tmux.scrollLogBack(toFind: "ReaderApp: launched, asking for")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}

extension ReaderAppWalkTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary),
                   "Examples/ReaderApp is not built: `make test` builds it"))
    func itsScenarioPlaysAgainstTheAppsOwnCode() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try tmux.type("\(Self.binary) play Examples/ReaderApp/Scenarios; echo EXIT=$?")
        // The typed line holds "EXIT=$?" itself: wait for the status the shell printed.
        let screen = try await tmux.waitUntil("the play report and exit status", timeout: 60) {
            $0.range(of: "EXIT=[0-9]", options: .regularExpression) != nil
        }
        #expect(screen.contains("PASS"), "\(screen)")
        #expect(screen.contains("EXIT=0"), "\(screen)")
    }
}
