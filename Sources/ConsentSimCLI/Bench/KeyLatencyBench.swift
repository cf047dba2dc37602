import StudyConfig
import TerminalUI

/// The worst time from a key press to its frame, through the real event loop at the highest
/// speed, with a scripted terminal whose time follows the wall clock while the loop works (so
/// a slow slice of simulation delays the keys typed meanwhile, as it would a person's) and
/// skips ahead while it waits (so the run takes no longer than the work).
enum KeyLatencyBench {
    struct Result {
        /// The slowest key, from its arrival (at worst, the loop's last look at the keyboard
        /// before it) to its frame.
        let worst: Stopwatch.Elapsed
        /// The median key's wall time: what a key usually takes, between the slow ones.
        let medianSeconds: Double
        let keys: Int
        /// Simulated hours the clock covered meanwhile.
        let simulatedHours: Double
    }

    /// Presses `?` about every `interval` seconds for `seconds` seconds of the loop's time, with
    /// every sensor of `study` allowed a week earlier and the clock at its highest speed.
    static func measure(study: Study, seconds: Double = 5, interval: Double = 0.05) throws -> Result {
        let demo = DemoSession(study: study, speed: DemoSession.maximumSpeed)
        demo.launch()
        // The sheet is answered before the clock runs: its pages are not what is measured.
        demo.allowEverything()
        // Eight days on, so the store holds a full week and each daily fetch is as large as it gets.
        demo.advance(seconds: 8 * 86_400)
        let started = demo.clockSeconds
        // Keys at uneven gaps (0.4 to 1.6 times `interval`, a fixed low-discrepancy sequence), so
        // they land at every phase of the loop's work, not always just after its last frame.
        var script: [ScriptedTerminal.Entry] = []
        var at = 0.0, phase = 0.0
        while true {
            phase = (phase + 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
            at += interval * (0.4 + 1.2 * phase)
            guard at < seconds else { break }
            script.append(ScriptedTerminal.Entry(at: at, .key(.char("?"))))
        }
        script.append(ScriptedTerminal.Entry(at: seconds, .key(.char("q"))))
        let terminal = ScriptedTerminal(width: 160, height: 50, followsWallTime: true, script: script)
        terminal.keepsFrames = false
        _ = try EventLoop(demo: demo, terminal: terminal, clock: terminal.now).run()
        let latencies = terminal.keyLatencies.filter { $0.key == .char("?") }
        let worst = latencies.max { $0.seconds < $1.seconds }
        return Result(worst: Stopwatch.Elapsed(wall: worst?.seconds ?? 0, cpu: worst?.cpuSeconds ?? 0),
                      medianSeconds: latencies.map(\.seconds).median, keys: latencies.count, simulatedHours: (demo.clockSeconds - started) / 3600)
    }
}
