import TerminalUI

/// A terminal that plays input from a script on fake time, for the event loop's tests and for
/// `bench`'s key latency: no tty, no sleeps.
///
/// Time moves when a read waits: the wait ends at once, the clock skipping to the next scripted
/// input or to the timeout. With `followsWallTime`, time also moves with the real time the loop
/// spends working, so slow work delays the keys scripted meanwhile, as it would delay a person's.
package final class ScriptedTerminal: TerminalDevice {
    /// Something that happens at a moment of fake time.
    package enum Event: Equatable, Sendable {
        case key(Key)
        case resize(width: Int, height: Int)
        case signal(Int32)
        /// The process is stopped (Ctrl-Z, a sleeping laptop) for this long: a read that
        /// starts after the moment returns only after the pause, and finds what was typed meanwhile.
        case suspend(seconds: Double)
    }

    /// One scripted event and its moment, in seconds of fake time.
    package struct Entry: Equatable, Sendable {
        package let at: Double
        package let event: Event
        package init(at: Double, _ event: Event) {
            self.at = at
            self.event = event
        }
    }

    /// A frame as drawn, with the fake time it was drawn at.
    package struct DrawnFrame: Sendable {
        package let screen: Screen
        package let at: Double
    }

    /// How long a key waited for its frame: from when it arrived to the next draw.
    package struct KeyLatency: Sendable {
        package let key: Key
        package let seconds: Double
        /// CPU seconds the process used from the loop's last look at the keyboard before the key
        /// arrived to the draw: what the loop was busy with meanwhile (at most a little more
        /// than the wait, never less).
        package let cpuSeconds: Double
    }

    package private(set) var size: TerminalSize
    package let colour: Bool
    /// Every frame drawn, in order (empty when `keepsFrames` is off).
    package private(set) var frames: [DrawnFrame] = []
    /// Off for long runs that only need the latencies.
    package var keepsFrames = true
    package private(set) var invalidations = 0
    package private(set) var isStarted = false
    package private(set) var isStopped = false
    package private(set) var keyLatencies: [KeyLatency] = []

    private var script: [Entry]
    private var next = 0
    private let followsWallTime: Bool
    private let wallStart = Monotonic.seconds()
    private var skipped = 0.0
    /// When the loop looked at the keyboard, and the process's CPU time then, in order.
    private var looks: [(time: Double, cpu: Double)] = []
    private var waitingKey: (key: Key, time: Double, cpu: Double)?

    /// A `width` × `height` terminal that will deliver `script` (sorted by time; equal times
    /// keep their order).
    package init(width: Int, height: Int, colour: Bool = false, followsWallTime: Bool = false, script: [Entry]) {
        size = TerminalSize(width: width, height: height)
        self.colour = colour
        self.followsWallTime = followsWallTime
        self.script = script.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        looks = [(0, CPUTime.process())]
    }

    /// Seconds of fake time since the terminal was made.
    package func now() -> Double {
        skipped + (followsWallTime ? Monotonic.seconds() - wallStart : 0)
    }

    package func start() throws { isStarted = true }

    package func stop() { isStopped = true }

    package func draw(_ frame: Screen) {
        if keepsFrames { frames.append(DrawnFrame(screen: frame, at: now())) }
        if let waiting = waitingKey {
            keyLatencies.append(KeyLatency(key: waiting.key, seconds: now() - waiting.time, cpuSeconds: CPUTime.process() - waiting.cpu))
            waitingKey = nil
        }
    }

    package func invalidate() { invalidations += 1 }

    /// Delivers the next scripted event that is due by the end of the wait, skipping time
    /// to it; throws `TerminalError.inputLost` when the script has run out and the loop would
    /// wait, so a test that forgets to quit ends instead of hanging.
    package func read(timeout milliseconds: Int) throws -> TerminalInput {
        let started = (time: now(), cpu: CPUTime.process())
        let deadline = started.time + Double(max(0, milliseconds)) / 1000
        defer { looks.append((now(), CPUTime.process())) }
        while next < script.count {
            let entry = script[next]
            let current = now()
            guard entry.at <= deadline || entry.at <= current else {
                skip(to: deadline)
                return .timedOut
            }
            next += 1
            if entry.at > current { skip(to: entry.at) }
            switch entry.event {
            case .suspend(let seconds):
                skip(to: now() + seconds)
            case .key(let key):
                // Typed during this wait: nothing ran meanwhile. Typed while the loop worked (or
                // queued behind another key): CPU from the last look before it arrived.
                let arrival = entry.at > started.time ? (entry.at, started.cpu)
                    : (entry.at, looks.last { $0.time <= entry.at }?.cpu ?? started.cpu)
                if waitingKey == nil { waitingKey = (key, arrival.0, arrival.1) }
                return .key(key)
            case .resize(let width, let height):
                size = TerminalSize(width: width, height: height)
                return .key(.resize)
            case .signal(let number):
                return .signal(number)
            }
        }
        if milliseconds == 0 { return .timedOut }
        throw TerminalError.inputLost
    }

    private func skip(to time: Double) {
        let current = now()
        if time > current { skipped += time - current }
    }
}
