import StudyConfig

/// The export figures `bench` prints, in one place so BenchCommand adds them with one line.
enum ExportBenchFigures {
    static func measure(study: Study?) throws -> [(String, Double)] {
        let t = try ExportBench.measure(study: study)
        return [
            ("export_rows", Double(t.rows)),
            ("export_rows_per_s", t.rowsPerSecond),
            ("export_rows_per_cpu_s", Double(t.rows) / t.time.cpu),
            ("export_plain_loop_rows_per_s", t.loopRowsPerSecond),
            ("export_share_of_plain_loop_pct", 100 * t.rowsPerSecond / t.loopRowsPerSecond),
            ("export_peak_rss_mb_1_participant", try ExportBench.peakRSS(study: study, participants: 1)),
            ("export_peak_rss_mb_100_participants", try ExportBench.peakRSS(study: study, participants: 100)),
        ]
    }
}
