import TerminalUI

/// The interactive demo's loop: keys and clicks become actions, real time moves the virtual
/// clock, and a frame is drawn when something changed.
///
/// It looks at the keyboard before it moves the clock, and moves it in bounded slices with a
/// look (that does not wait) between them, so a key is handled and its frame drawn before more
/// simulated work is done, at any speed on any study. A jump (`}`) is done in steps with a frame
/// after each, showing its progress. With autoplay (`run --play`), its next phase is due at a
/// time of the loop's clock, and the loop wakes for it as it wakes for keys.
struct EventLoop {
    /// How the loop ended.
    enum End: Equatable {
        case quit
        /// SIGINT, SIGTERM or SIGHUP arrived.
        case signal(Int32)
    }

    let demo: DemoSession
    let terminal: any TerminalDevice
    /// Seconds on a monotonic clock (the scripted terminal's fake time in tests).
    let clock: () -> Double
    /// Draw one frame, then end (for `bench`'s start-up time).
    var exitAfterFirstFrame = false
    /// Plays the demo's scenario at human pace (`run --play`).
    var autoplay: Autoplay?
    /// Saves a screenshot of the frame (without captions) and says where, or why not.
    var saveScreenshot: ((Screen) -> String)?
    /// How long a notice (a saved screenshot, why a key did nothing) stays over the status line.
    static let noticeSeconds = 3.0

    /// While the clock runs, wake often enough for a smooth clock; when paused, rarely (the wake-up
    /// also notices signals, so this bounds how long Ctrl-C takes).
    static let runningTimeoutMS = 100
    static let pausedTimeoutMS = 250
    /// A longer gap (the process was stopped with Ctrl-Z, the machine slept, or the simulation
    /// cannot keep up with the speed) moves the clock by this much real time only, not by
    /// hours of simulated data at once.
    static let longestTick = 1.0
    /// The most virtual time one slice of the running clock covers between two looks at the
    /// keyboard: at ×86400 a 100 ms tick is 2.4 hours, ten slices.
    static let sliceSeconds = 900.0
    /// A jump moves the clock an hour at a time, a frame after each.
    static let jumpStep = 3600.0
    /// While slices are pending, a frame at least this often, so the clock is seen moving.
    static let frameInterval = 0.1

    init(demo: DemoSession, terminal: any TerminalDevice, clock: @escaping () -> Double, exitAfterFirstFrame: Bool = false,
         autoplay: Autoplay? = nil, saveScreenshot: ((Screen) -> String)? = nil) {
        self.demo = demo
        self.terminal = terminal
        self.clock = clock
        self.exitAfterFirstFrame = exitAfterFirstFrame
        self.autoplay = autoplay
        self.saveScreenshot = saveScreenshot
    }

    func run() throws -> End {
        var size = terminal.size
        var shown = Screen(width: 0, height: 0)
        var jump: ClockJump?
        /// What a finished jump to the first data found, shown on the bottom line until a key.
        var banner: String?
        /// While slices are pending, when the next frame is due.
        var nextFrame = 0.0
        var autoplay = self.autoplay
        var notice: (text: String, until: Double)?

        func draw() {
            var frame = demo.render(width: size.width, height: size.height, colour: terminal.colour)
            shown = frame
            var captionRows = 0
            if let caption = autoplay?.caption(demo) {
                captionRows = Caption.draw(caption.text, alarming: caption.alarming, colour: terminal.colour, on: &frame)
            }
            // Above autoplay's caption, not over it.
            if let notice { Caption.draw(notice.text, rowsUp: captionRows, on: &frame) }
            if let jump { jump.drawProgress(on: &frame) } else if let banner { Caption.draw(banner, on: &frame) }
            terminal.draw(frame)
            nextFrame = clock() + Self.frameInterval
        }

        draw()
        if exitAfterFirstFrame { return .quit }
        var lastTick = clock()
        /// Real seconds of the running clock not simulated yet.
        var owed = 0.0
        while true {
            // 1. Input first: only wait when there is no work pending.
            let busy = owed > 0 || jump != nil
            var wait = busy ? 0 : demo.isPaused ? Self.pausedTimeoutMS : Self.runningTimeoutMS
            if let due = autoplay?.millisecondsToWait(now: clock()) { wait = min(wait, due) }
            var handled = false
            switch try terminal.read(timeout: wait) {
            case .signal(let number):
                return .signal(number)
            case .key(.resize):
                size = terminal.size
                terminal.invalidate()
                handled = true
            case .key(let key) where autoplay?.key(key, now: clock(), demo) == .handled:
                handled = true
            case .key(let key):
                banner = nil
                // A notice answers the key before: the next key takes it down (a refusal of `s`
                // stayed under the Settings a later `s` opened).
                if notice != nil { notice = nil; handled = true }
                switch demo.command(for: key, on: shown) {
                case .quit?:
                    return .quit
                case .jump(let seconds)?:
                    if jump == nil { jump = ClockJump(seconds: seconds) } else { jump?.extend(by: seconds) }
                    handled = true
                case .jumpToFirstData?:
                    if jump == nil { jump = ClockJump(search: demo.firstDataSearch()) }
                    handled = true
                case .act(let act)?:
                    demo.perform(act)
                    handled = true
                case .screenshot?:
                    if let saveScreenshot { notice = (saveScreenshot(shown), clock() + Self.noticeSeconds) }
                    handled = true
                case .notice(let text)?:
                    notice = (text, clock() + Self.noticeSeconds)
                    handled = true
                case nil:
                    break
                }
            case .ignored, .timedOut:
                break
            }
            if let current = notice, clock() >= current.until {
                notice = nil
                handled = true
            }
            if autoplay?.tick(now: clock(), demo) == true { handled = true }
            // The key's frame comes before any more simulated work.
            if handled { draw() }

            // 2. Real time owed to the running clock; none while paused or jumping (a jump's
            // own duration is not added on top of it).
            let now = clock()
            if owed <= 0 { nextFrame = now + Self.frameInterval }
            owed = jump == nil && !demo.isPaused ? min(owed + (now - lastTick), Self.longestTick) : 0
            lastTick = now

            // 3. One bounded slice of work, then back to the keyboard.
            if var current = jump {
                if var search = current.search {
                    // Stops exactly at the nightly fetch: never steps past it.
                    demo.step(&search, atMost: Self.jumpStep)
                    current.search = search
                } else {
                    demo.advance(seconds: current.step(atMost: Self.jumpStep))
                }
                if current.isFinished { banner = current.outcome }
                jump = current.isFinished ? nil : current
                draw()
            } else if owed > 0 {
                let slice = min(owed, Self.sliceSeconds / demo.speed)
                demo.tick(realSeconds: slice)
                owed -= slice
                // The tick's last slice always shows; between slices only when a frame is due.
                if owed <= 0 || clock() >= nextFrame { draw() }
            }
        }
    }
}
