import Foundation
import Testing
import TerminalUI
@testable import ConsentSimCLI

/// `run --play`: a scenario played in the live demo at human pace, on a scripted terminal and
/// fake time, frame by frame.
@Suite struct AutoplayTests {
    /// Twelve steps, eight of them actions: launch, Next, allow, deny a Required sensor, two
    /// checks, Change Choice, …
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
        for n in 1...8 { #expect(captions.contains { $0.contains(" \(n)/8 ") }, "no caption for action \(n)") }
        #expect(captions.contains { $0.hasPrefix("▶ 4/8 Decline Accelerometer") })
        // The checks run unseen: no caption shows one.
        #expect(!captions.contains { $0.contains("expect") })
        #expect(captions.last == "■ Finished: 8 of 8 steps, every check passed — ← back, q quit")
        // The flow ends with the sheet answered: the dashboard, every sensor authorized.
        #expect(frames.last?.screen.text.contains("Research Sensor & Usage Data Request") == false)
        // One pace per action, none for the checks: done in about 8 s.
        let finished = try #require(frames.first { caption($0).hasPrefix("■ Finished") })
        #expect(finished.at < 9.5)
    }

    @Test func theFocusMovesToTheButtonBeforeItIsPressed() throws {
        let (_, frames) = autoplay([.init(at: 30, .key(.char("q")))])
        // The frame that announces the denial: the sheet's Don't Allow button is in reverse video.
        let aim = try #require(frames.first { caption($0).contains("4/8 ") })
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
        #expect(caption(paused).hasPrefix("⏸ 2/8 Tap “Next” — paused"))
        #expect(paused.screen.text.contains("1 of 4"))
        let next = try #require(frame(at: 4.5, in: frames))
        #expect(caption(next).hasPrefix("⏸ 3/8 Allow Ambient Light Sensor"))
        #expect(next.screen.text.contains("2 of 4"))
        let back = try #require(frame(at: 5.9, in: frames))
        #expect(caption(back).hasPrefix("⏸ 2/8 Tap “Next”"))
        #expect(back.screen.text.contains("1 of 4"))
        #expect(caption(try #require(frames.last)).hasPrefix("■ Finished: 8 of 8 steps, every check passed"))
    }

    /// A German phone's captions are German and name what the participant does; a `say:` step
    /// is its own caption; checks are not shown, though they run.
    @Test func captionsAreInThePhonesLanguageAndSayStepsAreShown() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let german = folder.appendingPathComponent("german.yaml")
        try """
        name: German captions
        study: \(Fixtures.sleepStudy.path)
        lang: de
        steps:
          - say: "Die Teilnehmerin öffnet die App"
          - launch
          - next
          - allow: ambientLightSensor
          - deny: accelerometer
          - expectScreen: "Für diese Studie erforderlich: Beschleunigungssensor."
          - changeChoice
          - advance: 2d
        """.write(to: german, atomically: true, encoding: .utf8)
        let r = CommandRun.run(["run", "--play", german.path, "--pace", "1"], script: [.init(at: 20, .key(.char("q")))])
        let captions = r.terminal.frames.map(caption)
        for expected in ["1/7 Die Teilnehmerin öffnet die App", "2/7 Studien-App öffnen", "3/7 „Weiter“ tippen",
                         "4/7 Umgebungslichtsensor erlauben", "5/7 Beschleunigungssensor ablehnen",
                         "6/7 „Auswahl ändern“ tippen", "7/7 2 Tage später"] {
            #expect(captions.contains { $0.hasPrefix("▶ " + expected + " — ") }, "no caption \(expected)")
        }
        #expect(!captions.contains { $0.contains("expectScreen") || $0.contains("Step ") })
        #expect(captions.last == "■ Finished: 7 of 7 steps, every check passed — ← back, q quit")
    }

    @Test func anyOtherKeyTakesOverAndAHandsBack() throws {
        let (_, frames) = autoplay([
            .init(at: 2.2, .key(.down)),           // the presenter moves the focus: autoplay stops
            .init(at: 8, .key(.char("a"))),        // and hands back
            .init(at: 30, .key(.char("q"))),
        ])
        let taken = try #require(frame(at: 7.9, in: frames))
        #expect(caption(taken) == "Autoplay off at step 2 of 8: the keys are yours — a hands back")
        #expect(taken.screen.text.contains("1 of 4"))
        #expect(caption(try #require(frames.last)).hasPrefix("■ Finished"))
    }

    /// Opening the help takes autoplay over; `a` under it handed back, and the steps played on
    /// unseen beneath the help. Under the help `a` says the help is open; closed, it hands back.
    @Test func underTheHelpAHandsNothingBack() throws {
        let (_, frames) = autoplay([
            .init(at: 2.2, .key(.char("?"))),      // the presenter opens the help: autoplay stops
            .init(at: 4, .key(.char("a"))),        // a under the help
            .init(at: 12, .key(.escape)),          // the help closed
            .init(at: 13, .key(.char("a"))),       // and a hands back
            .init(at: 40, .key(.char("q"))),
        ])
        let under = try #require(frame(at: 4.5, in: frames))
        #expect(under.screen.text.contains("Press ? or Esc to close."))
        #expect(under.screen.text.contains("a: the help is open (? or Esc closes it)"), Comment(rawValue: under.screen.text))
        let closed = try #require(frame(at: 12.9, in: frames))
        #expect(closed.screen.text.contains("1 of 4"), "no step played beneath the help")
        #expect(caption(closed).hasPrefix("Autoplay off at step 2 of 8"), Comment(rawValue: caption(closed)))
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
        #expect(last.screen.wholeCaption.hasPrefix("✗ 1/2 expectScreen: Authorization Review: expected the screen to show"))
        // Wider than the screen, it wraps rather than losing its end.
        #expect(last.screen.wholeCaption.hasSuffix("— Space continues, ← back"), "\(last.screen.wholeCaption)")
        // Paused at the failure: Next was not pressed.
        #expect(last.screen.text.contains("Research Sensor & Usage Data Request"))
        #expect(!last.screen.text.contains("1 of 4"))
    }

    /// `run --play` writes a flow's `screenshot:` steps as `play` does: the scenario's screen,
    /// taken right after the action before it.
    @Test func screenshotStepsAreWrittenIntoTheScreenshotsFolder() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("shots.yaml")
        try """
        name: Screenshots while presenting
        study: \(Fixtures.sleepStudy.path)
        steps:
          - launch
          - next
          - allow: ambientLightSensor
          - deny: accelerometer
          - screenshot: required-alert
          - expectScreen: Change Choice
        """.write(to: flow, atomically: true, encoding: .utf8)
        let shots = folder.appendingPathComponent("shots")
        let r = CommandRun.run(["run", "--play", flow.path, "--pace", "1", "--screenshots", shots.path],
                               script: [.init(at: 10, .key(.char("q")))])
        #expect(r.code == .success)
        let text = try String(contentsOf: shots.appendingPathComponent("required-alert.txt"), encoding: .utf8)
        #expect(text.contains("Accelerometer Is Required For this"))
        #expect(text.split(separator: "\n").count == 24)
        for ext in ["ansi", "svg"] { #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("required-alert.\(ext)").path)) }
        #expect(caption(try #require(r.terminal.frames.last)) == "■ Finished: 4 of 4 steps, every check passed — ← back, q quit")
    }

    /// `--required S` marks a sensor Required for the demo: declining it brings up the Required alert.
    @Test func requiredMarksASensorRequiredForTheDemo() throws {
        let heart = Fixtures.repository.appendingPathComponent("Scenarios/studies/heart-study").path
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("decline.yaml")
        try """
        name: Decline Visits
        study: \(heart)
        steps:
          - launch
          - answer: {visits: deny, default: allow, onRequired: changeChoice}
          - expectEvent: {pattern: "is Required by the study", times: 1}
        """.write(to: flow, atomically: true, encoding: .utf8)
        let plain = CommandRun.run(["run", "--play", flow.path, "--pace", "0.2"], script: [.init(at: 10, .key(.char("q")))])
        #expect(try #require(plain.terminal.frames.last).screen.wholeCaption.hasPrefix("✗ "), "visits is not Required in the heart study")
        let marked = CommandRun.run(["run", "--play", flow.path, "--pace", "0.2", "--required", "visits"],
                                    script: [.init(at: 10, .key(.char("q")))])
        #expect(caption(try #require(marked.terminal.frames.last)).hasPrefix("■ Finished: 2 of 2 steps, every check passed"))
        // Without a flow: the sheet's Visits page says Required.
        let demo = CommandRun.run(["run", heart, "--required", "visits,accelerometer", "--required", "visits"],
                                  script: (0..<9).map { .init(at: Double($0) * 0.1, .key(.enter)) } + [.init(at: 2, .key(.char("q")))])
        #expect(demo.code == .success)
        #expect(demo.terminal.frames.contains { $0.screen.text.contains("Required") && $0.screen.text.contains("Visits") })
    }

    @Test func requiredRefusesASensorItCannotMark() {
        let typo = CommandRun.run(["run", "--required", "accelerometr"])
        #expect(typo.code == .usage)
        #expect(typo.output.err.contains("--required") && typo.output.err.contains("did you mean accelerometer?"))
        #expect(!typo.terminal.isStarted)
        let notRequested = CommandRun.run(["run", Fixtures.sleepStudy.path, "--required", "visits"])
        #expect(notRequested.code == .usage)
        #expect(notRequested.output.err.contains("this study does not request visits"))
        #expect(!notRequested.terminal.isStarted)
        let withFlow = CommandRun.run(["run", "--play", flow, "--required", "visits"])
        #expect(withFlow.code == .usage)
        #expect(withFlow.output.err.contains("--required: visits — this study does not request visits"))
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
