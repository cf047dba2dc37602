import Export

/// The export's progress on standard error (participants, days, rows, rate), redrawn in place
/// at most ten times a second; silent when standard error is not a terminal.
final class ExportProgressBar {
    private let enabled: Bool
    private let write: (String) -> Void
    private let clock: () -> Double
    private var last = -1.0
    private var drawn = false

    init(enabled: Bool, write: @escaping (String) -> Void, clock: @escaping () -> Double) {
        self.enabled = enabled
        self.write = write
        self.clock = clock
    }

    static func line(_ p: ExportProgress, width: Int = 24) -> String {
        let share = p.days > 0 ? min(1, Double(p.daysDone) / Double(p.days)) : 1
        let filled = Int((share * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let rate = p.rowsPerSecond >= 1e6 ? "\(Int(p.rowsPerSecond / 1e5) / 10).\(Int(p.rowsPerSecond / 1e5) % 10) M"
                                          : "\(Int(p.rowsPerSecond / 1000)) k"
        return "\(bar) participants \(p.participantsDone)/\(p.participants)  days \(p.daysDone)/\(p.days)  "
            + "rows \(p.rows)  \(rate) rows/s"
    }

    func update(_ p: ExportProgress) {
        guard enabled else { return }
        let now = clock()
        guard now - last >= 0.1 || p.participantsDone == p.participants else { return }
        last = now
        drawn = true
        write("\r\u{1B}[2K" + Self.line(p))
    }

    func finish() {
        guard enabled, drawn else { return }
        write("\n")
    }
}
