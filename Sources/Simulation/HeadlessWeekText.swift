import Foundation
import SensorKitSim

extension HeadlessWeek.Report {
    /// The per-day, per-sensor summary `consent-sim` prints before the terminal UI exists.
    public func text() -> String {
        let o = options
        var formatters = Formatters()
        var lines: [String] = []
        let startText = formatters.format(start, "EEE d MMM yyyy HH:mm 'UTC'")
        // The iOS it ran on: what the sheet showed and which API the app used depend on it.
        lines.append("\(o.profile.appName) · iOS \(o.phone.osVersion) · seed \(o.phone.seed) · starts \(startText) · "
                     + "Apple Watch \(o.phone.watchPaired ? "paired" : "not paired")")
        lines.append("Authorization: " + (statuses.isEmpty ? "the app requests no SensorKit data"
                                          : statuses.map { "\($0.sensor) \($0.status)" }.joined(separator: ", ")))
        if let motionStatus { lines.append("Motion & Fitness: \(motionStatus)") }
        for e in events where e.kind == .crash { lines.append("The study app crashed: \(e.message)") }
        lines.append("")
        guard o.profile.asksForSensorKitData else {
            // No table of days: there is no SensorKit fetch to list, nor a holding period to explain.
            lines.append("No SensorKit fetches: the app asks SensorKit for no sensor, so no day has one.")
            return lines.joined(separator: "\n")
        }
        // A day runs from the start's time to the next day's. A fetch's row is dated by when the
        // fetch ran (day 1 of a study starting on Monday morning fetches on Tuesday night); a
        // row without one, by the day's last date.
        let header = Self.row("Day", "Date", "Sensor", "Device", "Results", "Samples", "Window fetched")
        lines.append(header)
        lines.append(String(repeating: "─", count: header.count))
        for dayIndex in 1...max(1, o.days) {
            let lower = start + Double(dayIndex - 1) * 86_400, upper = lower + 86_400
            let todays = fetches.filter { $0.finishedAt > lower && $0.finishedAt <= upper }
            let date = formatters.format(upper - 1, "EEE d MMM")
            for sensor in o.profile.sensorsAsShown {
                let rows = todays.filter { $0.sensor == sensor }
                if rows.isEmpty {
                    lines.append(Self.row("\(dayIndex)", date, "\(sensor)", "—", "—", "—", "no fetch: " + noFetchReason(sensor, after: lower, upTo: upper)))
                }
                for f in rows {
                    let window = f.why.flatMap { why in f.results == 0 ? "\(why.reason): \(why)" : nil } ?? f.errorCode.map { "error " + SRError.describe(code: $0) }
                        ?? "\(formatters.format(f.from, "d MMM HH:mm")) – \(formatters.format(f.to, "d MMM HH:mm"))"
                    lines.append(Self.row("\(dayIndex)", formatters.format(f.finishedAt, "EEE d MMM"), "\(sensor)", f.deviceModel,
                                          "\(f.results)", "\(f.samples)", window))
                }
            }
        }
        let total = fetches.reduce(0) { $0 + $1.samples }
        lines.append("")
        // With no fetch at all (every sensor declined, an app that crashed), the holding period is
        // not why nothing came: the rows say what is.
        lines.append(fetches.isEmpty ? "0 fetches, 0 samples: the app fetched nothing; each row says why."
                     : "\(Plural.of(fetches.count, "fetch", "fetches")), \(Plural.of(total, "sample")). Data becomes fetchable "
                         + "\(Plural.span(seconds: o.phone.sensorKit.holdingPeriod)) after it is recorded (the holding period), so day 1's fetch finds none.")
        return lines.joined(separator: "\n")
    }

    /// Why the app fetched nothing of `sensor` on the day `(lower, upper]`: SensorKit's reason at
    /// that day's fetch, in the words of an empty fetch's row, unless the app had crashed by the
    /// day's end and not been launched again since.
    private func noFetchReason(_ sensor: SRSensor, after lower: Double, upTo upper: Double) -> String {
        let lastEnd = events.last { $0.time <= upper && ($0.kind == .crash || $0.kind == .relaunch) }
        if lastEnd?.kind == .crash { return "the study app crashed" }
        let why = unfetched.last { $0.sensor == sensor && $0.time > lower && $0.time <= upper }?.why
        return why.map { "\($0.reason): \($0)" } ?? "the study app did not fetch it"
    }

    private static func row(_ cols: String...) -> String {
        let widths = [4, 11, 20, 12, 8, 11, 0]
        return zip(cols, widths).enumerated().map { i, pair in
            let (text, width) = pair
            guard width > 0 else { return text }
            return (i == 4 || i == 5) ? String(repeating: " ", count: max(0, width - 1 - text.count)) + text + " "
                                      : text.padding(toLength: width, withPad: " ", startingAt: 0)
        }.joined()
    }

    /// One formatter per pattern for a whole report: building one per line was about a
    /// seventh of a 30-day run.
    private struct Formatters {
        private var byPattern: [String: DateFormatter] = [:]

        mutating func format(_ t: Double, _ pattern: String) -> String {
            let f: DateFormatter
            if let cached = byPattern[pattern] {
                f = cached
            } else {
                f = DateFormatter()
                f.locale = Locale(identifier: "en_US_POSIX")
                f.timeZone = TimeZone(identifier: "UTC")
                f.dateFormat = pattern
                byPattern[pattern] = f
            }
            return f.string(from: Date(timeIntervalSinceReferenceDate: t))
        }
    }
}
