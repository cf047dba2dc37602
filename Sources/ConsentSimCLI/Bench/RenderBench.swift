import TerminalUI

/// Times one 200 × 60 dashboard frame: rendering plus the diff against the previous frame,
/// which is what the event loop and the ncurses backend do each time the clock moves.
enum RenderBench {
    /// The medians over `frames` frames, in milliseconds of wall and of CPU time.
    static func measure(frames: Int = 300) -> (ms: Double, cpuMs: Double) {
        let demo = fullDashboard()
        var previous = demo.render(width: 200, height: 60, colour: true)
        var wall: [Double] = []
        var cpu: [Double] = []
        var changedRuns = 0
        for _ in 0..<frames {
            demo.advance(seconds: 1)
            let watch = Stopwatch()
            let next = demo.render(width: 200, height: 60, colour: true)
            changedRuns += ScreenDiff.runs(from: previous, to: next).count
            let elapsed = watch.elapsed
            wall.append(elapsed.wall * 1000)
            cpu.append(elapsed.cpu * 1000)
            previous = next
        }
        // Keeps the diff from being optimised away.
        if changedRuns < 0 { print("impossible") }
        return (wall.median, cpu.median)
    }

    /// The sleep study with every sensor allowed, two days on: every dashboard row has data,
    /// fetch results and a log behind it.
    static func fullDashboard() -> DemoSession {
        let study = BundledStudy.folder().flatMap { try? StudySource.load(path: $0) }
        let demo = DemoSession(study: study)
        demo.launch()
        demo.allowEverything()
        demo.advance(seconds: 2 * 86_400)
        return demo
    }
}
