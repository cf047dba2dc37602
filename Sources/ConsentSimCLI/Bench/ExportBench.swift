import Foundation
import Export
import Simulation
import StudyConfig

/// `export_rows_per_s`: RADAR CSV for one participant-day of every sensor `study` requests
/// (accelerometer at its full 50 Hz), beside a plain loop that formats and writes as many rows
/// of the same shape to a file in the same run: the export's cost over the bare formatting.
enum ExportBench {
    struct Throughput {
        let rows: Int
        let time: Stopwatch.Elapsed
        let loop: Stopwatch.Elapsed
        /// The C writer of the same rows and bytes, or why it could not run.
        let limit: Result<ExportCLimitBench.Figure, ExportCLimitAnchor.Missing>
        var rowsPerSecond: Double { Double(rows) / time.wall }
        var loopRowsPerSecond: Double { Double(rows) / loop.wall }
    }

    /// Two simulated days: the second day's fetch returns the first day's data, past the holding period.
    static func options(study: Study?, out: String, days: Int = 2) -> ExportOptions {
        ExportOptions(format: .radarCSV, out: out,
                      week: HeadlessRun.options(study: study, options: StudyOptions(), days: days, allow: true))
    }

    static func measure(study: Study?) throws -> Throughput {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (summary, time) = try Stopwatch.time { try Exporter(options(study: study, out: folder + "/export")).run() }
        // The export's files go before the others write (see `ExportCLimitBench`), and each
        // writer's files before the next writes.
        let prepared = ExportCLimitBench.prepare(export: folder + "/export", scratch: folder)
        let loop = try Stopwatch.time { try plainLoop(rows: summary.rows, path: folder + "/loop.csv") }.1
        try? FileManager.default.removeItem(atPath: folder + "/loop.csv")
        let limit = prepared.flatMap(ExportCLimitBench.measure)
        return Throughput(rows: summary.rows, time: time, loop: loop, limit: limit)
    }

    /// `export_peak_rss_mb` for `participants`: the heavy study's two days per participant with
    /// motion at 1 Hz (50 Hz for 100 participants would take an hour), each participant streamed.
    /// Returns the process's peak, and how far the export took it above what the process held
    /// before (earlier benches leave memory with the allocator, which the peak includes).
    static func peakRSS(study: Study?, participants: Int) throws -> (peak: Double, growth: Double) {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var o = options(study: study, out: folder)
        o.week.phone.sensorKit.rates.accelerometerHz = 1
        o.week.phone.sensorKit.rates.rotationRateHz = 1
        o.cohort.participants = participants
        o.cohort.enrolmentDays = 7
        PeakRSS.reset()
        let before = PeakRSS.currentMegabytes()
        _ = try Exporter(o).run()
        let peak = PeakRSS.megabytes()
        return (peak, peak - before)
    }

    /// Formats `rows` accelerometer rows (key, times, device, x, y, z) with the exporter's own
    /// buffer and writes them, without the simulation: the bar the export is measured against.
    static func plainLoop(rows: Int, path: String) throws {
        guard let file = fopen(path, "wb") else { throw CannotCreateError(path: path, reason: String(cString: strerror(errno))) }
        defer { fclose(file) }
        let key = Array("org.example.sleepstudy,d1d1a94c-3c95-4d15-ad7f-01de244049d6,5c0ee1ea-3d03-4bbd-ac4a-535440429059,".utf8)
        var buffer = ByteBuffer()
        for i in 0..<rows {
            let t = 1_772_438_400 + Double(i) / 50
            buffer.append(key)
            buffer.shortest(t)
            buffer.byte(UInt8(ascii: ","))
            buffer.shortest(1_772_593_200.0)
            buffer.append(",iPhone,")
            buffer.shortest(Float(sin(t)))
            buffer.byte(UInt8(ascii: ","))
            buffer.shortest(Float(-0.98 + 0.01 * cos(t)))
            buffer.byte(UInt8(ascii: ","))
            buffer.shortest(Float(-0.15 + 0.001 * Double(i & 1023)))
            buffer.byte(10)
            if buffer.count >= 1 << 16 {
                buffer.bytes.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, file) }
                buffer.removeAll()
            }
        }
        buffer.bytes.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, file) }
    }

    private static func scratch() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("consent-sim-bench-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
