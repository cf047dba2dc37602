import Foundation
import Testing

/// `play` writes as it goes: a run killed part way keeps the screenshots and transcripts of the
/// scenarios it played, whole, and no JUnit report at all rather than half of one (nor an
/// earlier run's). A run stopped by a signal it can catch (a CI job's timeout, Ctrl-C) finishes
/// its reports, the cases not played listed as not run.
@Suite struct PlayInterruptedTests {
    /// SIGTERM or SIGINT ended `play` on the spot: exit 143 or 130 with no JUnit file, no JSON
    /// report and no word on standard error, so a CI job's timeout lost the results of every
    /// case already played. Now no case starts after the signal, the one under way (400
    /// simulated days) stops before its next step, and the JUnit file is written whole, the
    /// rest as skipped with the signal as the reason.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalledRunWritesItsReportsWholeWithTheRestNotRun(signal: Int32) throws {
        let folder = try endToEndFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let study = PlayCommandTests.root.appendingPathComponent("Scenarios/studies/sleep-study").path
        try "study: \(study)\nsteps:\n  - launch\n  - expectScreen: Research Sensor\n"
            .write(to: folder.appendingPathComponent("a-first.yaml"), atomically: true, encoding: .utf8)
        // 400 simulated days of every nightly fetch: seconds of work, long enough to be stopped in.
        try "study: \(study)\nsteps:\n  - launch\n  - answer: {default: allow}\n  - advance: 200d\n  - advance: 200d\n  - expectNoScreen: nothing\n"
            .write(to: folder.appendingPathComponent("b-slow.yaml"), atomically: true, encoding: .utf8)
        try "name: later\nstudy: \(study)\nsteps:\n  - launch\n  - expectScreen: Research Sensor\n"
            .write(to: folder.appendingPathComponent("c-later.yaml"), atomically: true, encoding: .utf8)
        let transcripts = folder.appendingPathComponent("transcripts").path
        let junit = folder.appendingPathComponent("junit.xml").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.binary())
        process.arguments = ["play", folder.path, "--transcript", transcripts, "--junit", junit]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let first = transcripts + "/a-first.txt"
        process.wait { FileManager.default.fileExists(atPath: first) }
        #expect(process.isRunning, "the run ended before it could be stopped")
        kill(process.processIdentifier, signal)
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal)
        #expect(message.contains("consent-sim: play stopped by signal \(signal) after 1 case of 3; the reports list the rest as not run"), "\(message)")
        #expect(said.hasSuffix("1 scenario: 1 passed, 0 failed, 2 not run (stopped by a signal)\n"), "\(said)")
        let report = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(report.contains("tests=\"3\" failures=\"0\" errors=\"0\" skipped=\"2\"") && report.hasSuffix("</testsuites>\n"), "\(report)")
        let later = report.components(separatedBy: "name=\"later\"").dropFirst().first?.components(separatedBy: "</testcase>").first ?? ""
        #expect(later.contains("<skipped message=\"the run was stopped by signal \(signal)\"/>"), "\(report)")
        #expect(try String(contentsOfFile: transcripts + "/c-later.txt", encoding: .utf8).contains("NOT PLAYED in this run: the run was stopped by signal"))
    }


    /// Its output's reader gone (`play … | head -1`), the run is not killed part-way: it stops,
    /// writes its JUnit report whole and exits 74, as it did while it noted every signal.
    @Test func aClosedOutputPipeStopsTheRunWithItsReportsWhole() throws {
        let folder = try endToEndFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" play \"$1\" --junit \"$2\" | head -1 >/dev/null",
                             try TmuxSession.binary(), PlayCommandTests.root.appendingPathComponent("Scenarios/flows").path, junit]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(message.contains("play stopped by signal 13 after"), "\(message)")
        let report = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(report.contains("the run was stopped by signal 13") && report.hasSuffix("</testsuites>\n"), "\(report.suffix(300))")
    }

    /// One long step could not be stopped: SIGINT during `advance: 300d` on the study that asks
    /// for every sensor (some 10 s of nightly fetches, debug build) waited for the whole step.
    /// The step now stops at its next timer, so the run ends within a moment of the signal.
    @Test func aSignalStopsALongStepPartWay() throws {
        let folder = try endToEndFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let study = PlayCommandTests.root.appendingPathComponent("Scenarios/studies/all-sensors").path
        try "study: \(study)\nsteps:\n  - launch\n  - answer: {default: allow}\n  - screenshot: started\n  - advance: 300d\n  - expectNoScreen: nothing\n"
            .write(to: folder.appendingPathComponent("long.yaml"), atomically: true, encoding: .utf8)
        let shots = folder.appendingPathComponent("shots").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.binary())
        process.arguments = ["play", folder.path, "--screenshots", shots]
        process.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        try process.run()
        // Polls for the marker: the screenshot the step before the long one takes.
        process.wait { FileManager.default.fileExists(atPath: shots + "/started.svg") }
        #expect(process.isRunning, "the run ended before it could be stopped")
        let signalled = Date()
        kill(process.processIdentifier, SIGINT)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let waited = Date().timeIntervalSince(signalled)
        #expect(process.terminationReason == .exit && process.terminationStatus == 130, "\(message)")
        #expect(message.contains("play stopped by signal 2 after 0 cases of 1"), "\(message)")
        #expect(waited < 4, "the run took \(waited) s to stop after SIGINT")
    }

    /// SIGALRM, SIGPROF and SIGUSR1 stopped `play` as Ctrl-C does ("play stopped by signal 14",
    /// exit 142, the rest not run), even where the caller ignored them: a harness's alarm or a
    /// profiler's tick ended a CI run. Only SIGINT, SIGTERM and SIGHUP ask it to stop; the
    /// others keep what the run was given, here ignored, so the run plays every case.
    @Test func signalsThatAreNotARequestToStopLeaveTheRunPlaying() throws {
        // Ignored by the caller, as a harness that uses them for itself leaves them; exec keeps that.
        try playsOn(ignoring: "ALRM PROF USR1", signalled: [SIGALRM, SIGPROF, SIGUSR1])
    }

    /// `nohup consent-sim play …` stopped at the hangup nohup was there to survive (exit 129,
    /// the rest not run): play replaced the SIGHUP it was started with ignored by its own stop.
    /// A signal the run was started with ignored stays ignored, so the run plays every case.
    @Test func aHangupNohupIgnoresLeavesTheRunPlaying() throws {
        // What nohup does before it runs the command.
        try playsOn(ignoring: "HUP", signalled: [SIGHUP])
    }

    /// Plays a quick case, then two months of every sensor's nightly fetches (a second or two,
    /// long enough to be signalled in), started by a shell that ignores `ignoring`; sends
    /// `signalled` once the first case's transcript is written, and expects every case played.
    private func playsOn(ignoring: String, signalled: [Int32]) throws {
        let folder = try endToEndFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let study = PlayCommandTests.root.appendingPathComponent("Scenarios/studies/sleep-study").path
        try "study: \(study)\nsteps:\n  - launch\n  - expectScreen: Research Sensor\n"
            .write(to: folder.appendingPathComponent("a-first.yaml"), atomically: true, encoding: .utf8)
        let everySensor = PlayCommandTests.root.appendingPathComponent("Scenarios/studies/all-sensors").path
        try "study: \(everySensor)\nsteps:\n  - launch\n  - answer: {default: allow}\n  - advance: 60d\n  - expectNoScreen: nothing\n"
            .write(to: folder.appendingPathComponent("b-slow.yaml"), atomically: true, encoding: .utf8)
        let transcripts = folder.appendingPathComponent("transcripts").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' \(ignoring); exec \"$0\" play \"$1\" --transcript \"$2\"",
                             try TmuxSession.binary(), folder.path, transcripts]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.wait { FileManager.default.fileExists(atPath: transcripts + "/a-first.txt") }
        #expect(process.isRunning, "the run ended before the signals were sent")
        for signal in signalled { kill(process.processIdentifier, signal) }
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(message)")
        #expect(!message.contains("stopped by signal"), "\(message)")
        #expect(said.hasSuffix("2 scenarios: 2 passed, 0 failed\n"), "\(said)")
    }

    @Test func aKilledRunKeepsTheScreenshotsAndTranscriptsItMadeAndNoHalfReport() throws {
        let folder = try endToEndFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let study = PlayCommandTests.root.appendingPathComponent("Scenarios/studies/sleep-study").path
        try "study: \(study)\nsteps:\n  - launch\n  - screenshot: sheet\n  - expectScreen: Research Sensor\n"
            .write(to: folder.appendingPathComponent("a-shots.yaml"), atomically: true, encoding: .utf8)
        // 400 simulated days of every nightly fetch: seconds of work, long enough to be stopped in.
        try "study: \(study)\nsteps:\n  - launch\n  - answer: {default: allow}\n  - advance: 200d\n  - advance: 200d\n  - expectNoScreen: nothing\n"
            .write(to: folder.appendingPathComponent("b-slow.yaml"), atomically: true, encoding: .utf8)
        let shots = folder.appendingPathComponent("shots").path
        let transcripts = folder.appendingPathComponent("transcripts").path
        let junit = folder.appendingPathComponent("junit.xml").path
        // An earlier run's report: it was left as it was, and read as this run's by a CI job
        // that collects the file whatever the run did.
        try "<testsuites tests=\"1\" failures=\"0\"/>\n".write(toFile: junit, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.binary())
        process.arguments = ["play", folder.path, "--screenshots", shots, "--transcript", transcripts, "--junit", junit]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Polls for the marker: the first scenario's transcript, written when it finished.
        let transcript = transcripts + "/a-shots.txt"
        process.wait { FileManager.default.fileExists(atPath: transcript) }
        #expect(process.isRunning, "the run ended before it could be stopped")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationStatus == SIGKILL)
        let text = try String(contentsOfFile: shots + "/sheet.txt", encoding: .utf8)
        #expect(text.contains("Research Sensor & Usage Data Request"))
        let svg = try String(contentsOfFile: shots + "/sheet.svg", encoding: .utf8)
        #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
        #expect(FileManager.default.fileExists(atPath: shots + "/sheet.ansi"))
        #expect(try String(contentsOfFile: transcript, encoding: .utf8).contains("screenshot sheet:"))
        #expect(!FileManager.default.fileExists(atPath: junit), "the JUnit report is written whole at the end, or not at all")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "no temporary file beside the reports: \(left)")
    }
}
