import StudyConfig

/// The export figures `bench` prints, in one place so BenchCommand adds them with one line.
///
/// Rates come per wall second and per CPU second: on a shared machine writing gigabytes, wall
/// time is mostly waiting for the disk and the cores, for the export and the plain loop alike.
enum ExportBenchFigures {
    /// The export's memory for 1 and 100 participants. `bench` measures it first, while the
    /// process holds little: a peak after the other benches would count what they left with
    /// the allocator.
    static func memory(study: Study?) throws -> [(String, Double)] {
        try rss(study: study, participants: 1, "1_participant") + rss(study: study, participants: 100, "100_participants")
    }

    /// Rows per second, beside the plain loop and the C writer of the same bytes (or a note
    /// saying why that anchor is missing).
    static func throughput(study: Study?, _ output: CommandOutput) throws -> [(String, Double)] {
        let t = try ExportBench.measure(study: study)
        var limit: [(String, Double)] = []
        switch t.limit {
        case .success(let c):
            limit = [("export_c_limit_rows_per_s", Double(c.rows) / c.wall), ("export_c_limit_rows_per_cpu_s", Double(c.rows) / c.cpu),
                     ("export_share_of_c_limit_pct", 100 * t.rowsPerSecond / (Double(c.rows) / c.wall))]
        case .failure(let missing):
            output.message("note: export_c_limit_rows_per_s is missing: \(missing)")
        }
        return [
            ("export_rows", Double(t.rows)),
            ("export_rows_per_s", t.rowsPerSecond),
            ("export_rows_per_cpu_s", Double(t.rows) / t.time.cpu),
            ("export_plain_loop_rows_per_s", t.loopRowsPerSecond),
            ("export_plain_loop_rows_per_cpu_s", Double(t.rows) / t.loop.cpu),
            ("export_share_of_plain_loop_pct", 100 * t.rowsPerSecond / t.loopRowsPerSecond),
        ] + limit
    }

    private static func rss(study: Study?, participants: Int, _ suffix: String) throws -> [(String, Double)] {
        let m = try ExportBench.peakRSS(study: study, participants: participants)
        return [("export_peak_rss_mb_" + suffix, m.peak), ("export_rss_growth_mb_" + suffix, m.growth)]
    }
}
