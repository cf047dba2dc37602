import StudyConfig

/// Times the `week` command's work for 30 days of a heavy study: every day's recording and
/// fetch, the report included.
enum WeekBench {
    static func measure(study: Study, days: Int = 30) -> Stopwatch.Elapsed {
        let (report, time) = Stopwatch.time { HeadlessRun.week(study: study, options: StudyOptions(), days: days, allow: true) }
        // Keeps the report from being optimised away.
        if report.isEmpty { print("empty week") }
        return time
    }
}
