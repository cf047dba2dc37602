import Foundation
import SensorKitSim

/// Turns fetch results into RADAR record values, field by field in schema order, into one row
/// reused for every row of a result (no allocation per row).
///
/// Reads batch sensors in the simulator's own values where the result holds them (`MotionBatch`),
/// other samples by Apple's property names. Times are Unix epoch seconds, as the schemas'
/// "timestamp in UTC (s)" means. The row is a local, not a property: a class property mutated
/// per row costs a dynamic exclusivity check each time, a fifth of the export's time.
final class RadarRows {
    let quirks: RadarQuirks?
    /// The last kept sample time per stream, for the plugin's decimation.
    private var lastKept: [String: Double] = [:]

    init(quirks: RadarQuirks?) {
        self.quirks = quirks
    }

    /// Seconds between 1970 and Apple's 2001 reference date.
    static let unixOffset = Date.timeIntervalBetween1970AndReferenceDate

    @inline(__always)
    private func begin(_ row: inout [FieldValue], _ time: Double, _ received: Double, _ device: String) {
        row.removeAll(keepingCapacity: true)
        row.append(.double(time))
        // The plugin sets timeReceived to time; the schema documents it as the receipt time.
        row.append(.double(quirks == nil ? received : time))
        row.append(.string(device))
    }

    /// Emits every row `result` yields; `received` is when the app fetched it (Unix seconds).
    /// Returns the number of rows emitted.
    @discardableResult
    func rows(_ topic: RadarTopic, _ result: SRFetchResult<AnyObject>, device: SRDevice, received: Double,
              _ emit: ([FieldValue]) throws(ExportError) -> Void) throws(ExportError) -> Int {
        let model = device.model
        var row: [FieldValue] = []
        row.reserveCapacity(16)
        let resultTime = result.timestamp.toCFAbsoluteTime() + Self.unixOffset
        switch topic.sensor {
        case .accelerometer:
            switch AccelerationBatch(result) {
            case .values(let batch):
                return try motion(batch.count, stream: "acc|\(model)", received, model, emit) { i in
                    let s = batch[i]
                    return (s.startDate.timeIntervalSince1970, s.acceleration.x, s.acceleration.y, s.acceleration.z)
                }
            case .objects(let batch):
                return try motion(batch.count, stream: "acc|\(model)", received, model, emit) { i in
                    let s = batch[i]
                    return (s.startDate.timeIntervalSince1970, s.acceleration.x, s.acceleration.y, s.acceleration.z)
                }
            case nil: return 0
            }
        case .rotationRate:
            switch RotationRateBatch(result) {
            case .values(let batch):
                return try motion(batch.count, stream: "rot|\(model)", received, model, emit) { i in
                    let s = batch[i]
                    return (s.startDate.timeIntervalSince1970, s.rotationRate.x, s.rotationRate.y, s.rotationRate.z)
                }
            case .objects(let batch):
                return try motion(batch.count, stream: "rot|\(model)", received, model, emit) { i in
                    let s = batch[i]
                    return (s.startDate.timeIntervalSince1970, s.rotationRate.x, s.rotationRate.y, s.rotationRate.z)
                }
            case nil: return 0
            }
        case .ambientPressure:
            let batch: [(time: Double, kilopascals: Double, celsius: Double)]
            switch PressureBatch(result) {
            case .values(let values): batch = values.map { ($0.startDate.timeIntervalSince1970, $0.kilopascals, $0.celsius) }
            case .objects(let objects):
                batch = objects.map { ($0.startDate.timeIntervalSince1970, $0.pressure.value, $0.temperature.value) }
            case nil: return 0
            }
            var n = 0
            for s in batch {
                guard keep(s.time, "prs|\(model)", quirks?.environmentPeriod) else { continue }
                begin(&row, s.time, received, model)
                // The plugin writes Measurement.value as is (kPa); the schema documents Pascal.
                row.append(.double(quirks == nil ? s.kilopascals * 1000 : s.kilopascals))
                row.append(.double(s.celsius))
                try emit(row)
                n += 1
            }
            return n
        case .ambientLightSensor:
            guard let s = result.sample as? SRAmbientLightSample,
                  keep(resultTime, "als|\(model)", quirks?.environmentPeriod) else { return 0 }
            begin(&row, resultTime, received, model)
            row.append(.float(s.chromaticity.x))
            row.append(.float(s.chromaticity.y))
            row.append(.float(Float(s.lux.value)))
            row.append(.symbol(Self.placementIndex(s.placement)))
        case .pedometerData:
            guard let s = result.sample as? CMPedometerData else { return 0 }
            begin(&row, resultTime, received, model)
            row.append(.double(s.startDate.timeIntervalSince1970))
            row.append(.double(s.endDate.timeIntervalSince1970))
            row.append(.int(s.numberOfSteps.intValue))
            // Missing optionals are 0, as the plugin writes them; the schema has no null here.
            row.append(.double(s.distance?.doubleValue ?? 0))
            row.append(.double(s.averageActivePace?.doubleValue ?? 0))
            row.append(.double(s.currentPace?.doubleValue ?? 0))
            row.append(.double(s.currentCadence?.doubleValue ?? 0))
            row.append(.int(s.floorsAscended?.intValue ?? 0))
            row.append(.int(s.floorsDescended?.intValue ?? 0))
        case .deviceUsageReport:
            guard let s = result.sample as? SRDeviceUsageReport else { return 0 }
            begin(&row, resultTime, received, model)
            row.append(.double(s.duration))
            row.append(.int(s.totalScreenWakes))
            row.append(.int(s.totalUnlocks))
            row.append(.double(s.totalUnlockDuration))
            row.append(.string(s.version))
            let text = DeviceUsageText(swiftPrintout: quirks != nil)
            row.append(.string(text.applications(s.applicationUsageByCategory)))
            row.append(.string(text.notifications(s.notificationUsageByCategory)))
            row.append(.string(text.web(s.webUsageByCategory)))
        case .keyboardMetrics:
            guard let s = result.sample as? SRKeyboardMetrics else { return 0 }
            begin(&row, resultTime, received, model)
            row.append(.int(s.totalWords))
            // The plugin fills totalAlteredWords from totalWords (a bug it is known for).
            row.append(.int(quirks == nil ? s.totalAlteredWords : s.totalWords))
            row.append(.int(s.totalTaps))
            row.append(.int(s.totalEmojis))
            row.append(.double(s.totalTypingDuration))
            row.append(.int(s.totalPauses))
            row.append(.int(s.totalTypingEpisodes))
        case .messagesUsageReport:
            guard let s = result.sample as? SRMessagesUsageReport else { return 0 }
            begin(&row, resultTime, received, model)
            row.append(.double(s.duration))
            row.append(.int(s.totalIncomingMessages))
            row.append(.int(s.totalOutgoingMessages))
            row.append(.int(s.totalUniqueContacts))
        case .phoneUsageReport:
            guard let s = result.sample as? SRPhoneUsageReport else { return 0 }
            begin(&row, resultTime, received, model)
            row.append(.double(s.duration))
            row.append(.int(s.totalIncomingCalls))
            row.append(.int(s.totalOutgoingCalls))
            row.append(.double(s.totalPhoneCallDuration))
            row.append(.int(s.totalUniqueContacts))
        case .onWristState:
            guard let s = result.sample as? SRWristDetection else { return 0 }
            begin(&row, resultTime, received, model)
            row.append(.symbol(s.crownOrientation == .left ? 0 : 1))
            row.append(.boolean(s.onWrist))
            row.append(.symbol(s.wristLocation == .left ? 0 : 1))
            // 0 when unavailable, as the plugin writes; the schema has no null here.
            row.append(.double(s.offWristDate?.timeIntervalSince1970 ?? 0))
            row.append(.double(s.onWristDate?.timeIntervalSince1970 ?? 0))
        case .visits:
            guard let s = result.sample as? SRVisit else { return 0 }
            begin(&row, resultTime, received, model)
            row.append(.string(s.identifier.uuidString))
            for interval in [s.arrivalDateInterval, s.departureDateInterval] {
                row.append(.double(interval.start.timeIntervalSince1970))
                row.append(.double(interval.end.timeIntervalSince1970))
                row.append(.double(interval.duration))
            }
            row.append(.double(s.distanceFromHome))
            row.append(.symbol(Self.locationIndex(s.locationCategory)))
        case .telephonySpeechMetrics:
            guard let s = result.sample as? SRSpeechMetrics else { return 0 }
            begin(&row, resultTime, received, model)
            // SensorKitSim has no CMTimeRange or sound classification (no CoreMedia on Linux):
            // those fields stay null, which the schema allows.
            row.append(.null)
            row.append(.null)
            row.append(s.audioLevel.map { .double($0.loudness) } ?? .null)
            row.append(contentsOf: [.null, .null, .null, .null, .null])
            let e = s.speechExpression
            for v in [e?.activation, e?.confidence, e?.dominance, e?.mood, e?.valence] {
                row.append(v.map { .double($0) } ?? .null)
            }
        default:
            return 0
        }
        try emit(row)
        return 1
    }

    /// Accelerometer or rotation rate: one row per sample, decimated under the plugin's quirks.
    @inline(__always)
    private func motion(_ count: Int, stream: String, _ received: Double, _ model: String,
                        _ emit: ([FieldValue]) throws(ExportError) -> Void,
                        _ sample: (Int) -> (Double, Double, Double, Double)) throws(ExportError) -> Int {
        var n = 0
        var row: [FieldValue] = []
        row.reserveCapacity(8)
        for i in 0..<count {
            let (t, x, y, z) = sample(i)
            if let period = quirks?.motionPeriod, !keep(t, stream, period) { continue }
            begin(&row, t, received, model)
            row.append(.float(Float(x)))
            row.append(.float(Float(y)))
            row.append(.float(Float(z)))
            try emit(row)
            n += 1
        }
        return n
    }

    /// Whether the plugin's decimation keeps a sample at `time` on `stream` (always without quirks).
    private func keep(_ time: Double, _ stream: String, _ period: Double?) -> Bool {
        guard let period else { return true }
        if let last = lastKept[stream], time < last + period { return false }
        lastKept[stream] = time
        return true
    }

    static func placementIndex(_ p: SRAmbientLightSample.SensorPlacement) -> Int {
        let symbol: String = switch p {
        case .frontBottom: "FRONT_BOTTOM"
        case .frontBottomLeft: "FRONT_BOTTOM_LEFT"
        case .frontBottomRight: "FRONT_BOTTOM_RIGHT"
        case .frontLeft: "FRONT_LEFT"
        case .frontRight: "FRONT_RIGHT"
        case .frontTop: "FRONT_TOP"
        case .frontTopLeft: "FRONT_TOP_LEFT"
        case .frontTopRight: "FRONT_TOP_RIGHT"
        default: "UNKNOWN"
        }
        return RadarTopic.placementSymbols.firstIndex(of: symbol)!
    }

    static func locationIndex(_ c: SRVisit.LocationCategory) -> Int {
        let symbol: String = switch c {
        case .gym: "GYM"
        case .home: "HOME"
        case .school: "SCHOOL"
        case .work: "WORK"
        default: "UNKNOWN"
        }
        return RadarTopic.locationSymbols.firstIndex(of: symbol)!
    }
}
