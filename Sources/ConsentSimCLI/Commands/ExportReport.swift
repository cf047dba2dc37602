import Export

/// What `export` prints when done: where the files are, rows per sensor, who enrolled, notes.
enum ExportReport {
    static func text(_ summary: ExportSummary, options: ExportOptions) -> String {
        var lines = ["Exported \(options.format.rawValue) to \(options.out): \(summary.participants) participant"
                     + (summary.participants == 1 ? "" : "s") + " (\(summary.enrolled) enrolled), \(options.week.days) days each, "
                     + "\(summary.rows) rows."]
        for sensor in options.week.profile.sensors where options.format.carries(sensor) {
            lines.append("  \(sensor.description): \(summary.rowsBySensor[sensor.description] ?? 0) rows")
        }
        lines += summary.notes.map { "  note: " + $0 }
        lines.append("  participants.csv lists who answered what.")
        return lines.joined(separator: "\n")
    }
}
