import Export
import Simulation

/// What `export` prints when done: where the files are, rows per sensor, who enrolled, notes.
enum ExportReport {
    static func text(_ summary: ExportSummary, options: ExportOptions) -> String {
        var lines = ["Exported \(options.format.rawValue) to \(options.out): \(Plural.of(summary.participants, "participant")) "
                     + "(\(summary.enrolled) enrolled), \(Plural.of(options.week.days, "day")) each, \(Plural.of(summary.rows, "row"))."]
        for sensor in options.exportedSensors {
            lines.append("  \(sensor.description): \(Plural.of(summary.rowsBySensor[sensor.description] ?? 0, "row"))")
        }
        lines += summary.notes.map { "  note: " + $0 }
        lines.append("  participants.csv lists who answered what.")
        return lines.joined(separator: "\n")
    }
}
