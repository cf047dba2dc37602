import Foundation
import SensorKitSim
import Simulation

/// My Heart Counts' uploads, uncompressed and as files instead of Firebase Storage and Firestore:
/// `users/<userId>/SensorKit/<sensor id>/<batch>.csv` per fetch batch (the batch id is
/// `<fromISO8601>_<toISO8601>_<device>` of the fetch window, colons as dashes), a CSV per wrist-temperature session, and
/// `users/<userId>/HealthObservations_<sensor id>/<batch>.ndjson` with one FHIR R4 Observation
/// per line for visits, on-wrist, device usage and ECG.
final class MyHeartCountsShape: ExportShape {
    private let context: ShapeContext
    private var file: AtomicFile?
    private var request: ObjectIdentifier?
    private var buffer = ByteBuffer()
    private var device: [UInt8] = []
    /// What names the open batch's Observations: the participant and the batch's device.
    private var ids: MHCObservationID
    /// The ECG recording being gathered: its id, first and last sample, rate, batches and the
    /// names of its device.
    private var ecg: (id: String, start: Date, end: Date, hz: Double, batches: [String], ids: MHCObservationID)?
    /// Sensors with a file so far.
    private var written: Set<SRSensor> = []

    init(_ context: ShapeContext) {
        self.context = context
        ids = MHCObservationID(userId: context.participant.userId, device: .iPhone)
    }

    static let tableSensors: [SRSensor] = [.accelerometer, .ambientLightSensor, .ambientPressure, .heartRate, .pedometerData]
    static let observationSensors: [SRSensor] = [.visits, .onWristState, .deviceUsageReport, .electrocardiogram]

    private var folder: String { context.out + "/users/" + context.participant.userId }

    private func open(_ sensor: SRSensor, _ request: SRFetchRequest, observations: Bool) throws(ExportError) {
        guard self.request != ObjectIdentifier(request) else { return }
        try close()
        self.request = ObjectIdentifier(request)
        let unix = Date.timeIntervalBetween1970AndReferenceDate
        let batch = UTCText.iso8601(request.from.toCFAbsoluteTime() + unix) + "_" + UTCText.iso8601(request.to.toCFAbsoluteTime() + unix)
        // Two devices share a fetch window: the device kind keeps their batches apart.
        let name = batch.replacingOccurrences(of: ":", with: "-") + "_" + request.device.kind.rawValue
        file = try context.file(path(sensor, name, observations: observations), of: sensor)
        written.insert(sensor)
        var cell = ByteBuffer(capacity: 128)
        RadarCSVShape.text(MHCDeviceText.text(request.device), &cell)
        device = cell.bytes
        ids = MHCObservationID(userId: context.participant.userId, device: request.device.kind)
        if !observations, let header = MHCTable.header(sensor) { buffer.append(header + "\n") }
    }

    private func path(_ sensor: SRSensor, _ name: String, observations: Bool) -> String {
        observations ? folder + "/HealthObservations_" + sensor.rawValue + "/" + name + ".ndjson"
                     : folder + "/SensorKit/" + sensor.rawValue + "/" + name + ".csv"
    }

    private func close() throws(ExportError) {
        try flushECG()
        guard let f = file else { return }
        try f.write(&buffer)
        try f.commit()
        file = nil
        request = nil
    }

    func received(_ result: SRFetchResult<AnyObject>, sensor: SRSensor, request: SRFetchRequest,
                  receivedAt: Double) throws(ExportError) -> Int {
        let time = result.timestamp.toCFAbsoluteTime() + Date.timeIntervalBetween1970AndReferenceDate
        let date = Date(timeIntervalSince1970: time)
        var n = 0
        if Self.tableSensors.contains(sensor) {
            try open(sensor, request, observations: false)
            n = MHCTable.rows(sensor, result, resultTime: time, device: device, &buffer)
        } else if sensor == .wristTemperature {
            guard let s = result.sample as? SRWristTemperatureSession else { return 0 }
            try close()
            let id = Participant.uuid(SeededNoiseBridge.hash(context.participant.seed, "wristTemperature", 0),
                                      String(s.startDate.timeIntervalSince1970))
            let f = try context.file(path(sensor, id, observations: false), of: sensor)
            written.insert(sensor)
            buffer.append(MHCTable.header(sensor)! + "\n")
            _ = MHCTable.session(s, &buffer)
            try f.write(&buffer)
            try f.commit()
            // A session is one sample, as `week` counts it; its readings are the file's rows.
            return result.sampleCount
        } else if Self.observationSensors.contains(sensor) {
            try open(sensor, request, observations: true)
            let o: JSONObject?
            switch sensor {
            case .visits: o = (result.sample as? SRVisit).map { MHCObservation.visit($0, sensor: sensor, time: date, ids: ids) }
            case .onWristState:
                o = (result.sample as? SRWristDetection).map { MHCObservation.onWrist($0, sensor: sensor, time: date, ids: ids) }
            case .deviceUsageReport:
                o = (result.sample as? SRDeviceUsageReport).map { MHCObservation.deviceUsage($0, sensor: sensor, time: date, ids: ids) }
            default:
                o = nil
                if let batch = result.sample as? [SRElectrocardiogramSample] { try gather(batch) }
            }
            if let o {
                buffer.append(o.text + "\n")
            }
            n = result.sampleCount
        }
        if buffer.count >= 1 << 16, let f = file { try f.write(&buffer) }
        return n
    }

    /// Adds one result of ECG samples to its recording; a recording is written when it ends.
    private func gather(_ batch: [SRElectrocardiogramSample]) throws(ExportError) {
        guard let first = batch.first, let last = batch.last else { return }
        if let current = ecg, current.id != first.session.identifier { try flushECG() }
        let data = batch.map { s in s.data.map { String(Int($0.value.value.rounded())) }.joined(separator: " ") }.joined(separator: " ")
        if ecg == nil {
            ecg = (first.session.identifier, first.date, last.date, first.frequency.value, [], ids)
        }
        ecg?.end = last.date
        ecg?.batches.append(data)
        if last.session.state == .end { try flushECG() }
    }

    private func flushECG() throws(ExportError) {
        guard let r = ecg else { return }
        ecg = nil
        let o = MHCObservation.electrocardiogram(id: r.id, sensor: .electrocardiogram, start: r.start, end: r.end, hz: r.hz,
                                                 batches: r.batches, ids: r.ids)
        buffer.append(o.text + "\n")
    }

    func finished(_ record: FetchRecord, request: SRFetchRequest) throws(ExportError) {
        if self.request == ObjectIdentifier(request) { try close() }
    }

    /// A sensor without rows gets one batch for the participant's whole window from no device
    /// (`<from>_<to>_none`): a table's header alone, or an empty NDJSON file.
    func commit() throws(ExportError) {
        try close()
        let window = UTCText.iso8601(context.window.start) + "_" + UTCText.iso8601(context.window.end)
        let name = window.replacingOccurrences(of: ":", with: "-") + "_none"
        for sensor in context.sensors where !written.contains(sensor) {
            let f = try context.file(path(sensor, name, observations: Self.observationSensors.contains(sensor)), of: sensor)
            if let header = MHCTable.header(sensor) { buffer.append(header + "\n") }
            try f.write(&buffer)
            try f.commit()
        }
    }
}
