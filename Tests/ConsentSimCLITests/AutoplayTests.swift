import Foundation
import Testing
import TerminalUI
@testable import ConsentSimCLI

/// `run --play`: a scenario played in the live demo at human pace, on a scripted terminal and
/// fake time, frame by frame.
@Suite struct AutoplayTests {
    /// Twelve steps: launch, Next, allow, deny a Required sensor, two checks, Change Choice, …
    private let flow = Fixtures.flows.appendingPathComponent("required-denied-change-choice.yaml").path

    private func autoplay(pace: Double = 1, _ script: [ScriptedTerminal.Entry]) -> (code: ExitCode, frames: [ScriptedTerminal.DrawnFrame]) {
        let r = CommandRun.run(["run", "--play", flow, "--pace", String(pace)], script: script)
        return (r.code, r.terminal.frames)
    }

    private func caption(_ frame: ScriptedTerminal.DrawnFrame) -> String {
        frame.screen.line(frame.screen.height - 1).trimmingCharacters(in: .whitespaces)
    }

    /// The last frame drawn at or before `time`.
    private func frame(at time: Double, in frames: [ScriptedTerminal.DrawnFrame]) -> ScriptedTerminal.DrawnFrame? {
        frames.last { $0.at <= time + 1e-9 }
    }

    @Test func everyStepIsCaptionedInTurnUntilTheFlowIsFinished() throws {
        // A screenshot on the way (c) does not stop autoplay.
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = CommandRun.run(["run", "--play", flow, "--pace", "1", "--screenshots", folder.path],
                               script: [.init(at: 3, .key(.char("c"))), .init(at: 30, .key(.char("q")))])
        let (code, frames) = (r.code, r.terminal.frames)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("screenshot-1.svg").path))
        #expect(code == .success)
        let captions = frames.map(caption)
        for n in 1...12 { #expect(captions.contains { $0.contains("Step \(n) of 12:") }, "no caption for step \(n)") }
        #expect(captions.contains { $0.hasPrefix("▶ Step 4 of 12: decline Accelerometer") })
        #expect(captions.last == "■ Finished: 12 of 12 steps, every check passed — ← back, q quit")
        // The flow ends with the sheet answered: the dashboard, every sensor authorized.
        #expect(frames.last?.screen.text.contains("Research Sensor & Usage Data Request") == false)
        // One pace per action step, a half for each check: done well before 30 s.
        let finished = try #require(frames.first { caption($0).hasPrefix("■ Finished") })
        #expect(finished.at < 13)
    }

    @Test func theFocusMovesToTheButtonBeforeItIsPressed() throws {
        let (_, frames) = autoplay([.init(at: 30, .key(.char("q")))])
        // The frame that announces the denial: the sheet's Don't Allow button is in reverse video.
        let aim = try #require(frames.first { caption($0).contains("Step 4 of 12") })
        let row = try #require((0..<aim.screen.height).first { aim.screen.line($0).contains("Don’t Allow Collection & Sharing") })
        let column = try #require(aim.screen.line(row).range(of: "Don’t Allow").map { aim.screen.line(row).distance(from: aim.screen.line(row).startIndex, to: $0.lowerBound) })
        #expect(aim.screen[column, row].style.reverse)
        #expect(!aim.screen.text.contains("Is Required For this"))
        // Half a pace later it was pressed: the Required alert.
        let pressed = try #require(frame(at: aim.at + 0.5, in: frames))
        #expect(pressed.screen.text.contains("Accelerometer Is Required For this"))
    }

    @Test func spacePausesRightPerformsTheNextStepAndLeftGoesBack() throws {
        let (_, frames) = autoplay([
            .init(at: 2.2, .key(.space)),          // after step 2 (Next): paused
            .init(at: 4, .key(.right)),            // step 3 at once: allow ambient light
            .init(at: 5, .key(.left)),             // back to after step 2
            .init(at: 6, .key(.space)),            // resume
            .init(at: 30, .key(.char("q"))),
        ])
        let paused = try #require(frame(at: 3.9, in: frames))
        #expect(caption(paused).hasPrefix("⏸ Step 2 of 12: Next — paused"))
        #expect(paused.screen.text.contains("1 of 4"))
        let next = try #require(frame(at: 4.5, in: frames))
        #expect(caption(next).hasPrefix("⏸ Step 3 of 12: allow Ambient Light Sensor"))
        #expect(next.screen.text.contains("2 of 4"))
        let back = try #require(frame(at: 5.9, in: frames))
        #expect(caption(back).hasPrefix("⏸ Step 2 of 12: Next"))
        #expect(back.screen.text.contains("1 of 4"))
        #expect(caption(try #require(frames.last)).hasPrefix("■ Finished: 12 of 12 steps, every check passed"))
    }

    /// A check changes nothing on the phone, so → on an announced check would look like a key
    /// that did nothing: once performed, its caption says it passed.
    @Test func rightOnAnAnnouncedCheckShowsThatItPassed() throws {
        let (_, plain) = autoplay([.init(at: 30, .key(.char("q")))])
        let announced = try #require(plain.first { caption($0).hasPrefix("▶ Step 5 of 12: check") })
        let (_, frames) = autoplay([
            .init(at: announced.at + 0.01, .key(.space)),    // paused while step 5 is announced
            .init(at: announced.at + 2, .key(.right)),       // performs it
            .init(at: 40, .key(.char("q"))),
        ])
        let paused = try #require(frame(at: announced.at + 1.9, in: frames))
        #expect(caption(paused).hasPrefix("⏸ Step 5 of 12: check"))
        #expect(!caption(paused).contains("✓"))
        let performed = try #require(frame(at: announced.at + 2.5, in: frames))
        #expect(caption(performed).hasPrefix("⏸ Step 5 of 12: check"))
        #expect(caption(performed).contains("✓ — paused"))
        #expect(performed.screen.text != paused.screen.text)
    }

    @Test func anyOtherKeyTakesOverAndAHandsBack() throws {
        let (_, frames) = autoplay([
            .init(at: 2.2, .key(.down)),           // the presenter moves the focus: autoplay stops
            .init(at: 8, .key(.char("a"))),        // and hands back
            .init(at: 30, .key(.char("q"))),
        ])
        let taken = try #require(frame(at: 7.9, in: frames))
        #expect(caption(taken) == "Autoplay off at step 2 of 12: the keys are yours — a hands back")
        #expect(taken.screen.text.contains("1 of 4"))
        #expect(caption(try #require(frames.last)).hasPrefix("■ Finished"))
    }

    @Test func aFailedCheckIsShownAndPausesWithoutEndingTheDemo() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failing = folder.appendingPathComponent("failing.yaml")
        try """
        name: A check that fails
        study: \(Fixtures.sleepStudy.path)
        steps:
          - launch
          - expectScreen: "Authorization Review"
          - next
        """.write(to: failing, atomically: true, encoding: .utf8)
        let r = CommandRun.run(["run", "--play", failing.path, "--pace", "1"], script: [.init(at: 10, .key(.char("q")))])
        #expect(r.code == .success)
        let last = try #require(r.terminal.frames.last)
        #expect(caption(last).hasPrefix("✗ Step 2 of 3 failed: expected the screen to show"))
        // Paused at the failure: Next was not pressed.
        #expect(last.screen.text.contains("Research Sensor & Usage Data Request"))
        #expect(!last.screen.text.contains("1 of 4"))
    }

    @Test func autoplayOptionsAreChecked() {
        #expect(CommandRun.run(["run", "--pace", "2"]).code == .usage)
        #expect(CommandRun.run(["run", "--play", flow, "--pace", "0"]).code == .usage)
        #expect(CommandRun.run(["run", "--play", flow, "--record", "x.yaml"]).code == .usage)
        let missing = CommandRun.run(["run", "--play", "no-such-flow.yaml"])
        #expect(missing.code == .usage)
        #expect(missing.output.err.contains("no-such-flow.yaml"))
        #expect(!missing.terminal.isStarted)
    }
}
