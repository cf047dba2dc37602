import Export
import SensorKitSim
import Simulation

/// The expected data per participant-day, measured rather than typed: samples from the same
/// simulated days `week` runs (the generators' rates over the participant's routine), bytes from
/// rows the RADAR CSV exporter's own writers produce, counted as the export's estimate counts them
/// (`ExportEstimate.fileCosts`: nothing is written).
///
/// Samples per day are the mean over the full days of a simulated week of each fetch's 24-hour
/// window, summed over the devices that record the sensor (a paired Watch included). Bytes are
/// those samples times the exporter's measured bytes per row and rows per sample, plus a header
/// for each hour's file, measured on a two-day export with the continuous sensors slowed to a
/// sample every 20 s (a row's shape does not depend on the rate, and 50 Hz motion would write
/// hundreds of megabytes to say so).
struct DataVolume {
    struct PerDay: Equatable, Sendable {
        /// Samples a participant-day, rounded.
        var samples: Int
        /// Bytes of RADAR CSV a participant-day; nil for a sensor RADAR has no topic for.
        var radarCSVBytes: Int?
    }

    private(set) var perDay: [SRSensor: PerDay] = [:]

    /// Days the samples are averaged over: the first day's fetch finds nothing past the holding
    /// period and the second's covers part of a day, so a week of full windows needs nine.
    static let sampleDays = 9

    init(profile: StudyProfile, phone: SimulatedPhone.Options) throws {
        var week = HeadlessWeek.Options()
        week.profile = profile
        week.phone = phone
        week.days = Self.sampleDays
        week.allow = true
        let samples = Self.samplesPerDay(HeadlessWeek.run(week).fetches, since: phone.start.timeIntervalSinceReferenceDate)
        let rows = try Self.radarRowShape(week)
        for sensor in profile.sensors {
            let n = samples[sensor] ?? 0
            let bytes = rows[sensor].map { shape in
                Int((n * shape.rowsPerSample * shape.bytesPerRow + (n > 0 ? shape.headerBytesPerDay : 0)).rounded())
            }
            perDay[sensor] = PerDay(samples: Int(n.rounded()), radarCSVBytes: bytes)
        }
    }

    /// The mean samples per 24-hour fetch window, over every window the app fetched whole that
    /// began after the participant's first launch (an earlier one holds only part of a day).
    private static func samplesPerDay(_ fetches: [FetchRecord], since start: Double) -> [SRSensor: Double] {
        var total: [SRSensor: Int] = [:], windows: [SRSensor: Set<Double>] = [:]
        for f in fetches where f.errorCode == nil && abs(f.to - f.from - 86_400) < 1 && f.from >= start {
            total[f.sensor.parentSensor, default: 0] += f.samples
            windows[f.sensor.parentSensor, default: []].insert(f.from)
        }
        return total.reduce(into: [:]) { out, entry in
            out[entry.key] = Double(entry.value) / Double(max(1, windows[entry.key]?.count ?? 1))
        }
    }

    /// What one RADAR CSV row of each sensor costs, measured on an export of two days.
    private struct RowShape {
        var bytesPerRow: Double
        var rowsPerSample: Double
        var headerBytesPerDay: Double
    }

    private static func radarRowShape(_ sampled: HeadlessWeek.Options) throws -> [SRSensor: RowShape] {
        var week = sampled
        week.days = 2
        week.phone.sensorKit.rates = week.phone.sensorKit.rates.slowed(to: 0.05)
        let fetched = HeadlessWeek.run(week).fetches
        // The export's own measure of what it would write (its estimate's), nothing written.
        let costs = try ExportEstimate.fileCosts(ExportOptions(format: .radarCSV, out: "radar", week: week))
        var shapes: [SRSensor: RowShape] = [:]
        for sensor in week.profile.sensors {
            guard RadarTopic.topic(for: sensor) != nil, let cost = costs[sensor] else { continue }
            let samples = fetched.filter { $0.sensor.parentSensor == sensor && $0.errorCode == nil }.reduce(0) { $0 + $1.samples }
            let covered = coveredSeconds(fetched.filter { $0.sensor.parentSensor == sensor && $0.errorCode == nil && $0.samples > 0 })
            let header = cost.headerBytes
            shapes[sensor] = RowShape(
                bytesPerRow: cost.rows > 0 ? Double(cost.bytes - header * cost.files) / Double(cost.rows) : 0,
                rowsPerSample: samples > 0 ? Double(cost.rows) / Double(samples) : 1,
                headerBytesPerDay: covered > 0 ? Double(header * cost.filesWithRows) * 86_400 / covered : Double(header))
        }
        return shapes
    }

    /// The span of time the fetches with data covered, overlapping windows counted once.
    private static func coveredSeconds(_ fetches: [FetchRecord]) -> Double {
        guard let from = fetches.map(\.from).min(), let to = fetches.map(\.to).max() else { return 0 }
        return to - from
    }
}
