import Foundation
import Testing
import TerminalUI
import Scenarios
@testable import ConsentSimCLI

/// Casts and screenshots from `play` and `run`, and the files they are written to.
@Suite struct SharingTests {
    private func run(_ arguments: [String], script: [ScriptedTerminal.Entry] = [])
        -> (code: ExitCode, output: CapturedOutput, terminal: ScriptedTerminal) {
        CommandRun.run(arguments, script: script)
    }

    /// The cast's lines: the header object, then each event's time and text.
    private func readCast(_ path: String) throws -> (header: [String: Any], events: [(time: Double, text: String)]) {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let events = try lines.dropFirst().map { line -> (Double, String) in
            let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            #expect(array.count == 3 && array[1] as? String == "o")
            return (try #require(array[0] as? Double), try #require(array[2] as? String))
        }
        return (header, events)
    }

    /// Each event's screen as a viewer saw it, by playing the cast onto a terminal of its size.
    private func screens(_ header: [String: Any], _ events: [(time: Double, text: String)]) -> [(time: Double, screen: String)] {
        var terminal = TerminalReplay(width: header["width"] as? Int ?? 0, height: header["height"] as? Int ?? 0)
        return events.map { event in
            terminal.play(event.text)
            return (event.time, terminal.text)
        }
    }

    @Test func playWritesACastOfEveryStepWithCaptions() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("flow.cast").path
        let r = run(["play", Fixtures.flows.appendingPathComponent("required-denied-change-choice.yaml").path, "--cast", cast])
        #expect(r.code == .success)
        let (header, events) = try readCast(cast)
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 80 && header["height"] as? Int == 24)
        #expect((header["consent_sim"] as? [String: Any])?["virtual_clock"] as? String == "2026-03-02T08:00:00Z")
        let times = events.map(\.time)
        #expect(times == times.sorted())
        // Readable: the twelve steps take several seconds, not the milliseconds of the run.
        #expect((times.last ?? 0) > 8)
        let shown = screens(header, events).map(\.screen)
        // The step is announced on the sheet's page for it; its result, the Required alert, follows.
        let announced = try #require(shown.firstIndex { $0.contains("4/12 Decline Accelerometer") })
        #expect(shown[announced].contains("2 of 4") && !shown[announced].contains("Is Required For this"))
        #expect(shown[announced + 1].contains("Accelerometer Is Required For this"))
        #expect(shown.last?.contains("✓ Passed: A Required sensor denied, then Change Choice") == true)
        // Colours and only what changed: SGR sequences, and later frames far smaller than the first.
        #expect(events.map(\.text).joined().contains("\u{1B}[0;1m"))
        let frames = events.map(\.text.utf8.count).filter { $0 > 20 }
        #expect(frames.dropFirst().allSatisfy { $0 < frames[0] })
    }

    /// A scenario's `screen:` is the size it is filmed at; with scenarios of several sizes the
    /// cast takes the largest, and a smaller one shows in its top left corner.
    @Test func theCastIsFilmedAtTheScenariosScreenSize() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "name: wide\nscreen: 120x40\nstudy: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - allowAll\n  - done\n  - expectDashboard: Sensor\n"
            .write(to: folder.appendingPathComponent("1-wide.yaml"), atomically: true, encoding: .utf8)
        let wide = folder.appendingPathComponent("wide.cast").path
        #expect(run(["play", folder.appendingPathComponent("1-wide.yaml").path, "--cast", wide]).code == .success)
        let (header, events) = try readCast(wide)
        #expect(header["width"] as? Int == 120 && header["height"] as? Int == 40)
        // At 120×40 the dashboard stands beside the phone: its table reaches past column 80.
        let lastWide = try #require(screens(header, events).last?.screen)
        let rows = lastWide.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 40)
        #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces).count > 80 && $0.contains("Accelerometer") })

        try "name: narrow\nstudy: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - expectScreen: Research Sensor\n"
            .write(to: folder.appendingPathComponent("2-narrow.yaml"), atomically: true, encoding: .utf8)
        let both = folder.appendingPathComponent("both.cast").path
        #expect(run(["play", folder.path, "--cast", both]).code == .success)
        let (bothHeader, bothEvents) = try readCast(both)
        #expect(bothHeader["width"] as? Int == 120 && bothHeader["height"] as? Int == 40)
        let shown = screens(bothHeader, bothEvents).map(\.screen)
        let narrow = try #require(shown.lastIndex { $0.contains("2/2 ") })
        // What it drew, without the blank the terminal shows after each row.
        let narrowRows = shown[narrow].split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(narrowRows.prefix(24).contains { $0.contains("Research Sensor") })
        #expect(narrowRows.allSatisfy { $0.count <= 80 }, "the 80×24 scenario draws past its width")
        #expect(narrowRows.dropFirst(24).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    /// Filming, the checks read the frames the cast draws in colour: every bundled flow must see
    /// the same screens, events and outcome as when it is played plain.
    @Test func filmedFlowsSeeWhatPlainOnesSee() throws {
        let playback = try ScenarioPlayback(paths: [Fixtures.flows.path])
        var plainTexts: [(file: String, text: String)] = [], filmedTexts: [(file: String, text: String)] = []
        let plain = playback.run(keepTranscripts: true) { plainTexts.append(($0.scenario.file, PlayReport.transcript($0))) }
        let filmed = playback.run(keepTranscripts: true, filming: true) { filmedTexts.append(($0.scenario.file, PlayReport.transcript($0))) }
        #expect(plain.count > 20 && filmed.count == plain.count)
        #expect(plain.allPassed && filmed.allPassed)
        #expect(plainTexts.count == plain.count)
        for (a, b) in zip(plainTexts, filmedTexts) {
            #expect(a.file == b.file)
            #expect(a.text == b.text, "\(a.file) differs when filmed")
        }
    }

    @Test func screenshotStepsWriteTextANSIAndSVGIntoTheFolderGiven() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("shots.yaml")
        try "study: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - screenshot: sheet\n  - expectScreen: Research Sensor\n".write(to: flow, atomically: true, encoding: .utf8)
        let shots = folder.appendingPathComponent("new/shots").path
        let r = run(["play", flow.path, "--screenshots", shots])
        #expect(r.code == .success)
        let text = try String(contentsOfFile: shots + "/sheet.txt", encoding: .utf8)
        #expect(text.contains("Research Sensor & Usage Data Request"))
        #expect(!text.contains(" \n"))
        let ansi = try String(contentsOfFile: shots + "/sheet.ansi", encoding: .utf8)
        #expect(ansi.contains("\u{1B}[0;1mResearch Sensor & Usage Data Request") || ansi.contains("\u{1B}[0;1mResearch Sensor"))
        let svg = try String(contentsOfFile: shots + "/sheet.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"432\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: shots).sorted() == ["sheet.ansi", "sheet.svg", "sheet.txt"])
    }

    @Test func aCastThatCannotBeCreatedExits73NamingTheOptionBeforeAnything() {
        let played = run(["play", Fixtures.flows.path, "--cast", "missing-folder/x.cast"])
        #expect(played.code == .cannotCreate)
        #expect(played.output.err == "consent-sim: --cast: cannot create missing-folder/x.cast: the folder missing-folder does not exist\n")
        #expect(played.output.out.isEmpty)
        let demo = run(["run", "--cast", "missing-folder/x.cast"])
        #expect(demo.code == .cannotCreate)
        #expect(!demo.terminal.isStarted)
        #expect(run(["play", Fixtures.flows.path, "--cast", "x.txt"]).code == .usage)
    }

    @Test func theDemoWritesACastInRealTimeAndScreenshotsOnC() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("demo.cast").path
        let r = run(["run", Fixtures.sleepStudy.path, "--cast", cast, "--screenshots", folder.path],
                    script: [.init(at: 0.5, .key(.char("c"))), .init(at: 1, .key(.char("c"))), .init(at: 2, .key(.char("q")))])
        #expect(r.code == .success)
        let (header, events) = try readCast(cast)
        #expect(header["width"] as? Int == 120 && header["height"] as? Int == 40)
        #expect(header["title"] as? String == "consent-sim run: Sleep Study (virtual clock from 2026-03-02T08:00:00Z)")
        let shown = screens(header, events)
        #expect(shown.contains { $0.screen.contains("Saved \(folder.path)/screenshot-1.txt, .ansi and .svg") })
        // Real (here: scripted) time: the second notice comes a second in.
        #expect(shown.first { $0.screen.contains("screenshot-2.txt") }.map { abs($0.time - 1) < 0.2 } == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["demo.cast", "screenshot-1.ansi", "screenshot-1.svg", "screenshot-1.txt",
                          "screenshot-2.ansi", "screenshot-2.svg", "screenshot-2.txt"])
        // The screenshot is the interface, not the notice drawn over it.
        let shot = try String(contentsOfFile: folder.appendingPathComponent("screenshot-2.txt").path, encoding: .utf8)
        #expect(!shot.contains("Saved"))
        #expect(shot.contains("Research Sensor & Usage Data Request"))
    }

    @Test func resetGoesBackToAFreshInstallOnTheSheetsFirstPage() throws {
        let r = run(["run", Fixtures.sleepStudy.path],
                    script: [.init(at: 0.1, .key(.enter)), .init(at: 0.2, .key(.enter)), .init(at: 0.3, .key(.char("}"))),
                             .init(at: 3, .key(.char("R"))), .init(at: 3.5, .key(.char("q")))])
        #expect(r.code == .success)
        let before = try #require(r.terminal.frames.last { $0.at < 3 }).screen.text
        #expect(before.contains("2 of 4") && !before.contains("Mon 2 Mar 2026 08:0"))
        let after = try #require(r.terminal.frames.last).screen.text
        #expect(after.contains("Research Sensor & Usage Data Request"))
        #expect(after.contains("Mon 2 Mar 2026 08:0"))
        #expect(after.contains("1 launch"))
    }
}
