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
/// `participants.csv`. The measured export is one participant with a paired Watch allowing every
/// sensor, over up to three days, with the dense sensors slowed to `measuredHz` (a row's length
/// does not depend on the rate: 177, 174 and 176 bytes of accelerometer CSV at 0.05, 1 and 50 Hz).
/// A cohort of more than `simulatedLimit` participants is estimated from that many spread over it.
public struct ExportEstimate: Sendable {
    /// One exported sensor's rows and bytes.
    public struct Line: Sendable, Equatable {
        public let sensor: SRSensor
        public var rows = 0
        public var bytes = 0
    }

    /// Per exported sensor, in the order the phone shows them.
    public private(set) var lines: [Line]
    /// `participants.csv`.
    public private(set) var participantsTableBytes = 0
    /// Participants whose days were simulated (all of them up to `simulatedLimit`).
    public private(set) var simulated = 0
    public let participants: Int
    /// True with `--radar-quirks`: the plugin's decimation is not counted, so rows and bytes of the
    /// decimated sensors are at most these.
    public let upperBound: Bool

    public var rows: Int { lines.reduce(0) { $0 + $1.rows } }
    public var bytes: Int { lines.reduce(participantsTableBytes) { $0 + $1.bytes } }

    static let simulatedLimit = 24
    static let measuredHz = 0.2

    public init(_ options: ExportOptions) throws(ExportError) {
        participants = max(1, options.cohort.participants)
        upperBound = options.radarQuirks != nil && options.format.isRADAR
        let exported = options.exportedSensors
        lines = exported.map { Line(sensor: $0) }
        let measured = try Measured(options)

        let numbers = Self.sample(participants)
        simulated = numbers.count
        var rows: [SRSensor: Double] = [:], bytes: [SRSensor: Double] = [:]
        for number in numbers {
            let participant = options.cohort.participant(number, base: options.week)
            guard participant.enrolled else { continue }
            let samples = Self.samples(HeadlessWeek.run(Exporter.week(of: participant, options.week)), of: Set(exported))
            for sensor in exported {
                let n = Double(samples[sensor] ?? 0) * (measured.rowsPerSample[sensor] ?? 1)
                rows[sensor, default: 0] += n
                bytes[sensor, default: 0] += n > 0 ? n * (measured.bytesPerRow[sensor] ?? 0) : Double(measured.emptyFileBytes[sensor] ?? 0)
            }
        }
        let scale = Double(participants) / Double(numbers.count)
        for i in lines.indices {
            lines[i].rows = Int((rows[lines[i].sensor, default: 0] * scale).rounded())
            lines[i].bytes = Int((bytes[lines[i].sensor, default: 0] * scale).rounded())
        }
        participantsTableBytes = measured.tableHeaderBytes + participants * measured.tableRowBytes
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

    /// What the shape writes per row of each sensor, measured on a short export it writes nowhere.
    private struct Measured {
        var bytesPerRow: [SRSensor: Double] = [:]
        var rowsPerSample: [SRSensor: Double] = [:]
        var emptyFileBytes: [SRSensor: Int] = [:]
        var tableHeaderBytes = 0
        var tableRowBytes = 0

        init(_ options: ExportOptions) throws(ExportError) {
            var short = options
            short.cohort = Cohort()
            short.week.days = max(2, min(options.week.days, 3))
            short.week.allow = true
            short.week.declined = []
            short.week.phone.watchPaired = true
            var rates = short.week.phone.sensorKit.rates
            rates.accelerometerHz = min(rates.accelerometerHz, ExportEstimate.measuredHz)
            rates.rotationRateHz = min(rates.rotationRateHz, ExportEstimate.measuredHz)
            rates.ambientPressureHz = min(rates.ambientPressureHz, ExportEstimate.measuredHz)
            rates.headphoneMotionHz = min(rates.headphoneMotionHz, ExportEstimate.measuredHz)
            rates.photoplethysmogramHz = min(rates.photoplethysmogramHz, ExportEstimate.measuredHz)
            rates.heartRateInterval = max(rates.heartRateInterval, 1 / ExportEstimate.measuredHz)
            short.week.phone.sensorKit.rates = rates
            let participant = short.cohort.participant(1, base: short.week)

            let sink = ExportSink()
            let exporter = Exporter(short)
            exporter.sink = sink
            let summary = try exporter.run()
            let samples = ExportEstimate.samples(HeadlessWeek.run(Exporter.week(of: participant, short.week)),
                                                 of: Set(short.exportedSensors))
            for sensor in short.exportedSensors {
                let rows = summary.rowsBySensor[sensor.description] ?? 0
                guard rows > 0 else { continue }
                bytesPerRow[sensor] = Double(sink.bytesBySensor[sensor] ?? 0) / Double(rows)
                rowsPerSample[sensor] = Double(rows) / Double(max(1, samples[sensor] ?? rows))
            }
            tableHeaderBytes = ParticipantsTable.header(short.week.profile.sensorsAsShown).utf8.count
            tableRowBytes = sink.otherBytes - tableHeaderBytes

            // A sensor without rows gets the shape's empty file: what a participant's shape
            // writes when it received nothing.
            let empty = ExportSink()
            exporter.sink = empty
            try exporter.makeShape(participant).commit()
            emptyFileBytes = empty.bytesBySensor
        }
    }
}
