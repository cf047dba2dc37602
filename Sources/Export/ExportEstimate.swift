import SensorKitSim
import Simulation

/// How many rows and bytes an export will write, worked out before it writes anything, from the
/// same deciders the export runs: the cohort's participants (`Cohort.participant`), each one's
/// simulated days (`Exporter.week(of:)`, counted as `week` counts them, without building a
/// sample), and the shape's own writers, run on a short measured export whose bytes are counted
/// rather than written (`ExportSink`).
///
/// Rows are each participant's fetched samples times the shape's rows per sample; bytes are those
/// rows times the bytes the shape wrote per row of that sensor in the measured export (files'
/// headers and framing included), or the shape's empty file for a sensor without rows, plus
/// `participants.csv`, plus the manifest the command writes beside them (`ExportManifest`),
/// whose lines are the measured export's files of each sensor per fetch that returned data, or
/// per second those fetches' windows covered, whichever comes to more (a shape makes a file a fetch, a
/// batch, an hour whichever device's data it holds, or a participant: never more than that). The measured export is one participant with a paired Watch allowing every
/// sensor, over up to three days, with the dense sensors slowed to `measuredHz` (a row's length
/// does not depend on the rate: 177, 174 and 176 bytes of accelerometer CSV at 0.05, 1 and 50 Hz).
/// A cohort of more than `simulatedLimit` participants is estimated from that many spread over it.
public struct ExportEstimate: Sendable {
    /// One exported sensor's rows and bytes.
    public struct Line: Sendable, Equatable {
        public let sensor: SRSensor
        public var rows = 0
        public var bytes = 0
        /// The lines the sensor's files add to the manifest.
        public var manifestBytes = 0
    }

    /// Per exported sensor, in the order the phone shows them.
    public private(set) var lines: [Line]
    /// `participants.csv`.
    public private(set) var participantsTableBytes = 0
    /// The manifest listing every file written (`ExportManifest.fileName`).
    public private(set) var manifestBytes = 0
    /// Participants whose days were simulated (all of them up to `simulatedLimit`).
    public private(set) var simulated = 0
    public let participants: Int
    /// True with `--radar-quirks`: the plugin's decimation is not counted, so the decimated
    /// sensors' rows and bytes are likely fewer (not surely: where decimation removes little,
    /// the estimate's usual error of about 1% remains).
    public let countsBeforeDecimation: Bool

    public var rows: Int { lines.reduce(0) { $0 + $1.rows } }
    /// Every file's bytes: the sensors', `participants.csv` and the manifest.
    public var bytes: Int { lines.reduce(participantsTableBytes + manifestBytes) { $0 + $1.bytes } }

    static let simulatedLimit = 24
    static let measuredHz = 0.2

    public init(_ options: ExportOptions) throws(ExportError) {
        participants = max(1, options.cohort.participants)
        countsBeforeDecimation = options.radarQuirks != nil && options.format.isRADAR
        let exported = options.exportedSensors
        lines = exported.map { Line(sensor: $0) }
        let measured = try Measured(options)

        let numbers = Self.sample(participants)
        simulated = numbers.count
        var rows: [SRSensor: Double] = [:], bytes: [SRSensor: Double] = [:], listed: [SRSensor: Double] = [:]
        for number in numbers {
            let participant = options.cohort.participant(number, base: options.week)
            guard participant.enrolled else { continue }
            let report = HeadlessWeek.run(Exporter.week(of: participant, options.week))
            let samples = Self.samples(report, of: Set(exported)), fetched = Self.fetchesWithData(report)
            for sensor in exported {
                let n = Double(samples[sensor] ?? 0) * (measured.rowsPerSample[sensor] ?? 1)
                rows[sensor, default: 0] += n
                bytes[sensor, default: 0] += n > 0 ? n * (measured.bytesPerRow[sensor] ?? 0) : Double(measured.emptyFileBytes[sensor] ?? 0)
                listed[sensor, default: 0] += n > 0 ? measured.manifestBytes(sensor, fetched[sensor])
                    : Double(measured.emptyManifestBytes[sensor] ?? 0)
            }
        }
        let scale = Double(participants) / Double(numbers.count)
        for i in lines.indices {
            lines[i].rows = Int((rows[lines[i].sensor, default: 0] * scale).rounded())
            lines[i].bytes = Int((bytes[lines[i].sensor, default: 0] * scale).rounded())
            lines[i].manifestBytes = Int((listed[lines[i].sensor, default: 0] * scale).rounded(.up))
        }
        participantsTableBytes = measured.tableHeaderBytes + participants * measured.tableRowBytes
        manifestBytes = ExportManifest.text(measured.otherFiles, complete: true).utf8.count
            + lines.reduce(0) { $0 + $1.manifestBytes }
    }

    /// Up to `simulatedLimit` participant numbers spread evenly over `1...count`, the first included.
    static func sample(_ count: Int) -> [Int] {
        guard count > simulatedLimit else { return Array(1...count) }
        return (0..<simulatedLimit).map { 1 + $0 * (count - 1) / (simulatedLimit - 1) }
    }

    /// Samples per sensor the study app fetched, as `week` counts them.
    private static func samples(_ report: HeadlessWeek.Report, of sensors: Set<SRSensor>) -> [SRSensor: Int] {
        report.fetches.reduce(into: [:]) { out, f in
            if f.errorCode == nil, sensors.contains(f.sensor) { out[f.sensor, default: 0] += f.samples }
        }
    }

    /// Per sensor, the fetches that returned data and the seconds their windows covered (a window
    /// fetched from the iPhone and the Watch counted once): what a shape's files follow.
    private static func fetchesWithData(_ report: HeadlessWeek.Report) -> [SRSensor: (fetches: Int, seconds: Double)] {
        var fetches: [SRSensor: Int] = [:], windows: [SRSensor: [Double: Double]] = [:]
        for f in report.fetches where f.errorCode == nil && f.samples > 0 {
            fetches[f.sensor, default: 0] += 1
            windows[f.sensor, default: [:]][f.from] = max(windows[f.sensor]?[f.from] ?? 0, f.to - f.from)
        }
        return Dictionary(uniqueKeysWithValues: fetches.map { sensor, n in
            (sensor, (n, windows[sensor]?.values.reduce(0, +) ?? 0))
        })
    }

    /// What the shape writes per row of each sensor, measured on a short export it writes nowhere.
    private struct Measured {
        var bytesPerRow: [SRSensor: Double] = [:]
        var rowsPerSample: [SRSensor: Double] = [:]
        var emptyFileBytes: [SRSensor: Int] = [:]
        /// The manifest's lines for each sensor's files, per fetch that returned data and per
        /// second those fetches' windows covered.
        var manifestBytesPerFetch: [SRSensor: Double] = [:]
        var manifestBytesPerSecond: [SRSensor: Double] = [:]
        /// The manifest's lines for a sensor's empty files.
        var emptyManifestBytes: [SRSensor: Int] = [:]
        /// The files of no sensor (`participants.csv`), relative to the export's folder.
        var otherFiles: [String] = []
        var tableHeaderBytes = 0
        var tableRowBytes = 0

        /// The manifest's lines for a participant's files of `sensor`, from what their fetches returned.
        func manifestBytes(_ sensor: SRSensor, _ fetched: (fetches: Int, seconds: Double)?) -> Double {
            guard let fetched else { return 0 }
            return max(Double(fetched.fetches) * (manifestBytesPerFetch[sensor] ?? 0),
                       fetched.seconds * (manifestBytesPerSecond[sensor] ?? 0))
        }

        init(_ options: ExportOptions) throws(ExportError) {
            var short = options
            short.cohort = Cohort()
            short.week.days = max(2, min(options.week.days, 3))
            short.week.allow = true
            short.week.declined = []
            short.week.phone.watchPaired = true
            short.week.phone.sensorKit.rates = short.week.phone.sensorKit.rates.slowed(to: ExportEstimate.measuredHz)
            let participant = short.cohort.participant(1, base: short.week)

            let (summary, sink) = try ExportEstimate.measure(short)
            let report = HeadlessWeek.run(Exporter.week(of: participant, short.week))
            let samples = ExportEstimate.samples(report, of: Set(short.exportedSensors))
            let fetched = ExportEstimate.fetchesWithData(report)
            for sensor in short.exportedSensors {
                let rows = summary.rowsBySensor[sensor.description] ?? 0
                guard rows > 0 else { continue }
                bytesPerRow[sensor] = Double(sink.bytesBySensor[sensor] ?? 0) / Double(rows)
                rowsPerSample[sensor] = Double(rows) / Double(max(1, samples[sensor] ?? rows))
                let listed = sink.filesBySensor[sensor, default: []].reduce(0) { $0 + ExportManifest.lineBytes($1) }
                manifestBytesPerFetch[sensor] = Double(listed) / Double(max(1, fetched[sensor]?.fetches ?? 1))
                manifestBytesPerSecond[sensor] = Double(listed) / max(1, fetched[sensor]?.seconds ?? 1)
            }
            otherFiles = sink.otherFiles.sorted()
            tableHeaderBytes = ParticipantsTable.header(short.week.profile.sensorsAsShown).utf8.count
            tableRowBytes = sink.otherBytes - tableHeaderBytes

            // A sensor without rows gets the shape's empty file: what a participant's shape
            // writes when it received nothing.
            let empty = ExportSink(root: short.out)
            let exporter = Exporter(short)
            exporter.sink = empty
            try exporter.makeShape(participant).commit()
            emptyFileBytes = empty.bytesBySensor
            emptyManifestBytes = empty.filesBySensor.mapValues { $0.reduce(0) { $0 + ExportManifest.lineBytes($1) } }
        }
    }
}
