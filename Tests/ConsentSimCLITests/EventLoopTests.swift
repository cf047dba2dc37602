import Testing
import TerminalUI
@testable import ConsentSimCLI

/// The demo's loop on a scripted terminal and fake time: what the participant would see, frame
/// by frame, and in what order.
@Suite struct EventLoopTests {
    /// The every-sensor study at ×86400 with every prompt answered, on a 160 × 50 terminal.
    private func heavyDemo() throws -> DemoSession {
        let demo = DemoSession(study: try StudySource.load(folder: Fixtures.everySensor), speed: DemoSession.maximumSpeed)
        demo.launch()
        demo.allowEverything()
        return demo
    }

    private func play(_ demo: DemoSession, _ script: [ScriptedTerminal.Entry], width: Int = 160, height: Int = 50)
        throws -> (end: EventLoop.End, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(width: width, height: height, script: script)
        let end = try EventLoop(demo: demo, terminal: terminal, clock: terminal.now).run()
        return (end, terminal)
    }

    /// The dashboard's clock line (the first row, right of the phone).
    private func clockLine(_ screen: Screen) -> String { screen.line(0) }

    @Test func theFirstFrameIsDrawnBeforeAnyInput() throws {
        let (end, terminal) = try play(try heavyDemo(), [.init(at: 0, .key(.char("q")))])
        #expect(end == .quit)
        #expect(terminal.frames.count == 1)
        #expect(clockLine(terminal.frames[0].screen).contains("Mon 2 Mar 2026 08:00:00  ×86400"))
    }

    @Test func aKeyIsHandledBeforeTheClockCatchesUp() throws {
        // The process was stopped for a second (a whole day at ×86400) while p was pressed.
        let (_, terminal) = try play(try heavyDemo(), [
            .init(at: 0, .suspend(seconds: 1)), .init(at: 1, .key(.char("p"))), .init(at: 2, .key(.char("q"))),
        ])
        let lines = terminal.frames.map { clockLine($0.screen) }
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix("Mon 2 Mar 2026 08:00:00  ×86400  paused") == true)
    }

    @Test func aKeyPressedDuringADaysWorkIsDrawnAfterOneSlice() throws {
        // Back from a stop that owes a day of simulation, three keys are waiting: the help, Esc
        // (which closes it: under the help no other key acts), then pause. The first is drawn
        // before any work; each next after one bounded slice (a quarter of an hour), not after the day.
        let (_, terminal) = try play(try heavyDemo(), [
            .init(at: 0, .suspend(seconds: 1)), .init(at: 1, .key(.char("?"))), .init(at: 1, .key(.escape)),
            .init(at: 1, .key(.char("p"))), .init(at: 2, .key(.char("q"))),
        ])
        let screens = terminal.frames.map(\.screen)
        #expect(screens.count == 4)
        #expect(screens[1].text.contains("Press ? or Esc to close."))
        #expect(!screens[2].text.contains("Press ? or Esc to close."))
        #expect(clockLine(screens[3]).hasSuffix("Mon 2 Mar 2026 08:30:00  ×86400  paused"), Comment(rawValue: screens.map { clockLine($0) }.joined(separator: "\n")))
    }

    @Test func theRunningClockMovesInSlicesWithAFrameWhenTheTickIsDone() throws {
        // One 100 ms wait at ×86400 owes 8640 virtual seconds: ten slices, then one frame.
        let (_, terminal) = try play(try heavyDemo(), [.init(at: 0.15, .key(.char("q")))])
        #expect(terminal.frames.map { clockLine($0.screen) }.last?.contains("Mon 2 Mar 2026 10:24:00") == true)
        #expect(terminal.frames.count == 2)
    }

    @Test func aDayJumpShowsItsProgressHourByHour() throws {
        let demo = try heavyDemo()
        demo.perform(try #require(demo.command(for: .char("p"), on: Screen(width: 160, height: 50)).act))
        let (_, terminal) = try play(demo, [.init(at: 0.05, .key(.char("}"))), .init(at: 0.5, .key(.char("q")))])
        let bottoms = terminal.frames.map { $0.screen.line(49) }
        #expect(bottoms[1].hasPrefix(" Moving the clock on… 0 h of 24 h"))
        #expect(bottoms.contains { $0.hasPrefix(" Moving the clock on… 6 h of 24 h") })
        #expect(bottoms[bottoms.count - 2].hasPrefix(" Moving the clock on… 23 h of 24 h"))
        #expect(!bottoms.last!.contains("Moving the clock on"))
        #expect(clockLine(terminal.frames.last!.screen).contains("Tue 3 Mar 2026 08:00:00"))
    }

    /// `d` moves the clock in steps that never pass a nightly fetch, with its progress, stops at
    /// the 03:00 fetch that returns data, and says what came until the next key.
    @Test func theJumpToTheFirstDataStopsAtThatFetchAndSaysSo() throws {
        let demo = try heavyDemo()
        demo.perform(try #require(demo.command(for: .char("p"), on: Screen(width: 160, height: 50)).act))
        let (_, terminal) = try play(demo, [.init(at: 0.05, .key(.char("d"))), .init(at: 5, .key(.char("q")))])
        let bottoms = terminal.frames.map { $0.screen.line(49) }
        #expect(bottoms.contains { $0.hasPrefix(" Looking for the first fetch with data… 19 h of 192 h") })
        #expect(bottoms.last!.hasPrefix(" First data: "))
        #expect(clockLine(terminal.frames.last!.screen).contains("Wed 4 Mar 2026 03:00:00"))
    }

    @Test func aKeyDuringAJumpIsHandledAtOnceAndQuitEndsIt() throws {
        let (end, terminal) = try play(try heavyDemo(), [.init(at: 0.05, .key(.char("}"))), .init(at: 0.05, .key(.char("q")))])
        #expect(end == .quit)
        // The jump's first frame, then one step, then q.
        #expect(terminal.frames.count == 3)
        #expect(clockLine(terminal.frames.last!.screen).contains("Mon 2 Mar 2026 09:00:00"))
    }

    @Test func aResizeRedrawsAtTheNewSize() throws {
        let (_, terminal) = try play(try heavyDemo(), [.init(at: 0.05, .resize(width: 90, height: 30)), .init(at: 0.06, .key(.char("q")))])
        #expect(terminal.invalidations == 1)
        let sizes = terminal.frames.map { "\($0.screen.width)×\($0.screen.height)" }
        #expect(sizes.first == "160×50")
        #expect(sizes.last == "90×30")
    }

    @Test func aSignalEndsTheLoopEvenMidJump() throws {
        let (end, _) = try play(try heavyDemo(), [.init(at: 0.05, .key(.char("}"))), .init(at: 0.05, .signal(15))])
        #expect(end == .signal(15))
    }

    /// A key that answers with a notice (u with no version staged) shows it on the bottom line.
    @Test func aNoticeKeyIsAnsweredOnTheBottomLine() throws {
        let (_, terminal) = try play(try heavyDemo(), [.init(at: 0.05, .key(.char("u"))), .init(at: 0.06, .key(.char("q")))])
        #expect(terminal.frames.last?.screen.line(49).contains("--update-to") == true)
    }

    /// A notice answers the key that caused it, so the next key takes it down: refused `s`
    /// ("Settings opens once the Motion & Fitness alert is answered"), the alert answered, then
    /// `s` again, left the refusal under the open Settings for the rest of its three seconds.
    @Test func theNextKeyTakesANoticeDown() throws {
        let (_, terminal) = try play(try heavyDemo(), [
            .init(at: 0.05, .key(.char("u"))), .init(at: 0.5, .key(.char("s"))), .init(at: 0.6, .key(.char("q"))),
        ])
        let bottom = terminal.frames.map { $0.screen.line(49) }
        #expect(bottom.contains { $0.contains("--update-to") }, "the notice was shown")
        #expect(terminal.frames.last?.screen.text.contains("Privacy & Security") == true, "Settings opened")
        #expect(bottom.last?.contains("--update-to") == false, "\(bottom.last ?? "")")
    }

    @Test func whilePausedNothingIsDrawnWithoutInput() throws {
        let demo = try heavyDemo()
        demo.perform(try #require(demo.command(for: .char("p"), on: Screen(width: 160, height: 50)).act))
        let (_, terminal) = try play(demo, [.init(at: 5, .key(.char("q")))])
        #expect(terminal.frames.count == 1)
    }
}

private extension Optional where Wrapped == DemoSession.Command {
    /// The action of an `.act` command.
    var act: DemoSession.Act? {
        if case .act(let a)? = self { return a }
        return nil
    }
}
