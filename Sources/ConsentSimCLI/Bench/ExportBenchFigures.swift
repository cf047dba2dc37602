import StudyConfig

/// The export figures `bench` prints, in one place so BenchCommand adds them with one line.
///
/// Rates come per wall second and per CPU second: on a shared machine writing gigabytes, wall
/// time is mostly waiting for the disk and the cores, for the export and the plain loop alike.
enum ExportBenchFigures {
    static func measure(study: Study?) throws -> [(String, Double)] {
        let t = try ExportBench.measure(study: study)
        return [
            ("export_rows", Double(t.rows)),
            ("export_rows_per_s", t.rowsPerSecond),
            ("export_rows_per_cpu_s", Double(t.rows) / t.time.cpu),
            ("export_plain_loop_rows_per_s", t.loopRowsPerSecond),
            ("export_plain_loop_rows_per_cpu_s", Double(t.rows) / t.loop.cpu),
            ("export_share_of_plain_loop_pct", 100 * t.rowsPerSecond / t.loopRowsPerSecond),
            ("export_peak_rss_mb_1_participant", try ExportBench.peakRSS(study: study, participants: 1)),
            ("export_peak_rss_mb_100_participants", try ExportBench.peakRSS(study: study, participants: 100)),
        ]
    }
}
