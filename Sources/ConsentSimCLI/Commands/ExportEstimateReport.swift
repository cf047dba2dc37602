import Export
import Simulation

/// What `export` says of its estimate: with `--dry-run`, the whole of it; when the estimate does
/// not fit, the refusal.
enum ExportEstimateReport {
    static func text(_ estimate: ExportEstimate, options: ExportOptions, out: String, free: Int?,
                     ignoringFreeSpace: Bool = false, refusal: String? = nil) -> String {
        var lines = ["Estimate for \(options.format.rawValue) to \(out): \(Plural.of(estimate.participants, "participant")), "
                     + "\(Plural.of(options.week.days, "day")) each: about \(Plural.of(estimate.rows, "row")), "
                     + "\(ByteSize.text(estimate.bytes)) (\(Plural.of(estimate.bytes, "byte")))."]
        for line in estimate.lines {
            lines.append("  \(line.sensor.description): \(Plural.of(line.rows, "row")), \(ByteSize.text(line.bytes))")
        }
        lines.append("  participants.csv: \(ByteSize.text(estimate.participantsTableBytes))")
        lines.append("  \(ExportManifest.fileName): \(ByteSize.text(estimate.manifestBytes))")
        if estimate.simulated < estimate.participants {
            lines.append("  note: from \(estimate.simulated) of the \(estimate.participants) participants, spread over the cohort")
        }
        if estimate.countsBeforeDecimation {
            lines.append("  note: --radar-quirks decimates motion, pressure and light; the estimate counts every sample, so the export is likely smaller")
        }
        if let free {
            lines.append("  free on --out's filesystem: \(ByteSize.text(free)); "
                         + (estimate.bytes <= free ? "the export fits"
                            : ignoringFreeSpace ? "less than the estimate: the export goes ahead (--ignore-free-space) and may run out of room"
                            : "the export would be refused (--ignore-free-space exports anyway)"))
        }
        if let refusal { lines.append("  note: the export would be refused: --out \(out): \(refusal)") }
        lines.append("Nothing was written (--dry-run).")
        return lines.joined(separator: "\n")
    }

    /// Why an export that would not fit is refused, and what to do.
    static func refusal(_ estimate: ExportEstimate, free: Int) -> String {
        "the export needs about \(ByteSize.text(estimate.bytes)) "
            + "(\(Plural.of(estimate.rows, "row"))) and its filesystem has \(ByteSize.text(free)) free; narrow it "
            + "(--days, --participants, --sensors, --rates), free space, or give --ignore-free-space; --dry-run shows the estimate per sensor"
    }
}
