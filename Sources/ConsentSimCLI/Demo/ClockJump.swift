import TerminalUI

/// A jump of the clock in progress (`}` is a day on): done in steps, with a frame between them
/// whose bottom line says how far it has got, so a long jump on a heavy study shows it is working.
struct ClockJump: Equatable {
    /// Virtual seconds asked for, in all (a second `}` during a jump adds a day).
    private(set) var total: Double
    private(set) var done = 0.0

    init(seconds: Double) { total = seconds }

    var isFinished: Bool { done >= total }

    /// Asks for `seconds` more.
    mutating func extend(by seconds: Double) { total += seconds }

    /// Takes the next step, at most `size` seconds; returns its length.
    mutating func step(atMost size: Double) -> Double {
        let step = min(size, total - done)
        done += step
        return step
    }

    /// "Moving the clock on… 6 h of 24 h".
    var progressText: String { "Moving the clock on… \(Self.duration(done)) of \(Self.duration(total))" }

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
