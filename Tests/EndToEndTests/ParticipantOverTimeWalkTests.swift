import Foundation
import Testing

/// A participant over time in the real binary: an update installed with `u`, and a participant
/// kept across runs: saved on quit, resumed by the next version of the app (which asks only what
/// is new), never left broken by kill -9, and a broken file refused by name.
@Suite struct ParticipantOverTimeWalkTests {
    @Test func theUpdateKeyInstallsVersionTwoOverTheParticipant() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("run Scenarios/studies/walking-study-v1 --update-to Scenarios/studies/walking-study-v2")
        try await tmux.allowEverything()
        try tmux.press("u")
        try await tmux.waitFor("Research Sensor & Usage Data Request")
        try tmux.press("Enter")                                       // Next
        try await tmux.waitUntil("the only page, Phone Usage") { $0.contains("1 of 1") && $0.contains("Phone Usage") }
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("consent-sim-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Whether `consent-sim state FILE` reads the file as a whole saved participant.
    private func isWhole(_ file: String) throws -> Bool {
        try TmuxSession.run(try TmuxSession.binary(), ["state", file]).status == 0
    }

    /// A participant who allowed everything on version 1 and quit, saved in `file`.
    private func saveAllowingEverything(_ tmux: TmuxSession, in file: String) async throws {
        try await tmux.launchDemo("run Scenarios/studies/walking-study-v1 --state \(file)")
        try await tmux.allowEverything()
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test func aParticipantSavedOnVersionOneIsAskedOnlyTheNewSensorsByVersionTwo() async throws {
        let file = try folder().appendingPathComponent("p.json").path
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await saveAllowingEverything(tmux, in: file)
        try await tmux.waitFor("saved the participant in \(file)")
        #expect(try isWhole(file))

        try tmux.type("clear")
        try await tmux.launchDemo("run Scenarios/studies/walking-study-v2 --state \(file)")
        try tmux.press("Enter")                                       // Next
        try await tmux.waitUntil("the only page, Phone Usage") { $0.contains("1 of 1") && $0.contains("Phone Usage") }
        try await tmux.answerSheetAllowingTheRest()
        try await tmux.waitFor("Motion & Fitness")                   // version 2 also asks for Motion & Fitness
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    /// kill -9 while the demo saves after every change: the file is always the previous whole
    /// one or the new whole one.
    @Test func killNineNeverLeavesABrokenFile() async throws {
        let file = try folder().appendingPathComponent("p.json").path
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await saveAllowingEverything(tmux, in: file)
        for round in 1...3 {
            // kill -9 leaves the terminal raw (Enter is no newline) and the demo's screen up: put
            // both back, ending the line with ^J, so the next launch is the one seen.
            try tmux.press("-l", "stty sane; tput rmcup; clear; echo ROUND=\(round)")
            try tmux.press("C-j")
            try await tmux.waitFor("ROUND=\(round)")
            try tmux.type("\(try TmuxSession.binary()) run Scenarios/studies/walking-study-v1 --state \(file); r=$?; stty sane; tput rmcup; clear; echo KILLED=$r")
            try await tmux.waitFor("Walking Study")
            // The marker is printed on a cleared, sane screen: over the killed demo's frame it
            // could wrap across lines and never be seen whole.
            // A day's jump makes the app fetch, and each fetch is saved: kill as the saves run.
            try tmux.press("}", "}", "}")
            kill(try tmux.childPID(), SIGKILL)
            try await tmux.waitFor("KILLED=137")
            #expect(try isWhole(file), "round \(round): the state file is broken after kill -9")
        }
    }

    @Test func aCorruptedFileExits64NamingItAndIsLeftAsItIs() async throws {
        let file = try folder().appendingPathComponent("p.json")
        try Data("{\"format\": \"consent-sim participant\", \"vers".utf8).write(to: file)
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try tmux.type("\(try TmuxSession.binary()) run Scenarios/studies/walking-study-v1 --state \(file.path); echo EXIT=$?")
        let screen = try await tmux.waitFor("EXIT=64")
        #expect(screen.contains("p.json: not a saved participant"))
        #expect(try Data(contentsOf: file) == Data("{\"format\": \"consent-sim participant\", \"vers".utf8))
    }
}
