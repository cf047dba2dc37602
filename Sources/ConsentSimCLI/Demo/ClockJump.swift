import TerminalUI

/// A jump of the clock in progress (`}` is a day on): done in steps, with a frame between them
/// whose bottom line says how far it has got, so a long jump on a heavy study shows it is working.
struct ClockJump: Equatable {
    /// Virtual seconds asked for, in all (a second `}` during a jump adds a day).
    private(set) var total: Double
    private(set) var done = 0.0
    /// For a jump to the first data: the search, which stops at the nightly fetch that
    /// returns data (or gives up).
    var search: DemoSession.Search? {
        didSet { if let search { done = search.moved; total = search.budget } }
    }

    init(seconds: Double) { total = seconds }

    init(search: DemoSession.Search) {
        total = search.budget
        self.search = search
    }

    var isFinished: Bool { search?.isFinished ?? (done >= total) }

    /// What the bottom line says after the jump (a search's outcome), if anything.
    var outcome: String? { search.flatMap(DemoSession.outcomeText) }

    /// Asks for `seconds` more.
    mutating func extend(by seconds: Double) { if search == nil { total += seconds } }

    /// Takes the next step, at most `size` seconds; returns its length.
    mutating func step(atMost size: Double) -> Double {
        let step = min(size, total - done)
        done += step
        return step
    }

    /// "Moving the clock on… 6 h of 24 h".
    var progressText: String {
        let what = search == nil ? "Moving the clock on…" : "Looking for the first fetch with data…"
        return "\(what) \(Self.duration(done)) of \(Self.duration(total))"
    }

    /// Draws the progress over the bottom line of `screen` (the status line), in reverse video
    /// so that it shows without colour too.
    func drawProgress(on screen: inout Screen) { Caption.draw(progressText, on: &screen) }

    /// Whole hours as "6 h"; anything else in minutes.
    private static func duration(_ seconds: Double) -> String {
        let hours = seconds / 3600
        if hours == hours.rounded() { return "\(Int(hours)) h" }
        return "\(Int((seconds / 60).rounded())) min"
    }
}
