import Foundation
import SensorKitSim

/// The per-batch CSV tables My Heart Counts uploads (`Sample Types/*+CSV.swift`): exact headers,
/// Unix epoch seconds as Swift `Double` text, empty cells for missing optionals.
enum MHCTable {
    static func header(_ sensor: SRSensor) -> String? {
        switch sensor {
        case .accelerometer: "timestamp,identifier,x,y,z,device"
        case .ambientLightSensor: "timestamp,lux,placement,chromacityX,chromacityY,device"
        case .ambientPressure: "timestamp,identifier,pressure,temperature,device"
        case .heartRate: "timestamp,value,confidence,device"
        case .pedometerData: "start,end,steps,distance,floorsUp,floorsDown,currentPace,currentCadence,avgActivePace,device"
        case .wristTemperature: "timestamp,value,errorEstimate,condition"
        default: nil
        }
    }

    /// Spezi's placement text (`frontTop`, …, `unknown`).
    static func placement(_ p: SRAmbientLightSample.SensorPlacement) -> StaticString {
        switch p {
        case .frontTop: "frontTop"
        case .frontBottom: "frontBottom"
        case .frontRight: "frontRight"
        case .frontLeft: "frontLeft"
        case .frontTopRight: "frontTopRight"
        case .frontTopLeft: "frontTopLeft"
        case .frontBottomRight: "frontBottomRight"
        case .frontBottomLeft: "frontBottomLeft"
        default: "unknown"
        }
    }

    /// Writes the rows of `result`; `device` is the cell's bytes, already CSV-quoted. Returns rows.
    static func rows(_ sensor: SRSensor, _ result: SRFetchResult<AnyObject>, resultTime: Double, device: [UInt8],
                     _ out: inout ByteBuffer) -> Int {
        func end() { out.byte(UInt8(ascii: ",")); out.append(device); out.byte(10) }
        func comma() { out.byte(UInt8(ascii: ",")) }
        func optional(_ n: NSNumber?) { if let n { out.shortest(n.doubleValue) } }
        // Spezi reads floors as `Int?`, and MHC's CSV writer prints an Int as `String(n)`: `3`, not `3.0`.
        func optionalInteger(_ n: NSNumber?) { if let n { out.decimal(n.intValue) } }
        switch sensor {
        case .accelerometer:
            func row(_ time: Double, _ identifier: UInt64, _ a: CMAcceleration) {
                out.shortest(time); comma()
                out.unsignedDecimal(UInt(identifier)); comma()
                out.shortest(a.x); comma()
                out.shortest(a.y); comma()
                out.shortest(a.z); end()
            }
            switch AccelerationBatch(result) {
            case .values(let batch):
                for s in batch { row(s.startDate.timeIntervalSince1970, s.identifier, s.acceleration) }
                return batch.count
            case .objects(let batch):
                for s in batch { row(s.startDate.timeIntervalSince1970, s.identifier, s.acceleration) }
                return batch.count
            case nil: return 0
            }
        case .ambientPressure:
            func row(_ time: Double, _ identifier: UInt64, _ kilopascals: Double, _ celsius: Double) {
                out.shortest(time); comma()
                out.unsignedDecimal(UInt(identifier)); comma()
                out.shortest(kilopascals); comma()
                out.shortest(celsius); end()
            }
            switch PressureBatch(result) {
            case .values(let batch):
                for s in batch { row(s.startDate.timeIntervalSince1970, s.identifier, s.kilopascals, s.celsius) }
                return batch.count
            case .objects(let batch):
                for s in batch { row(s.startDate.timeIntervalSince1970, s.identifier, s.pressure.value, s.temperature.value) }
                return batch.count
            case nil: return 0
            }
        case .ambientLightSensor:
            guard let s = result.sample as? SRAmbientLightSample else { return 0 }
            out.shortest(resultTime); comma()
            out.shortest(s.lux.value); comma()
            out.append(placement(s.placement)); comma()
            out.shortest(s.chromaticity.x); comma()
            out.shortest(s.chromaticity.y); end()
        case .heartRate:
            guard let s = result.sample as? CMHighFrequencyHeartRateData else { return 0 }
            out.shortest(s.date?.timeIntervalSince1970 ?? resultTime); comma()
            out.shortest(s.heartRate); comma()
            out.decimal(s.confidence.rawValue); end()
        case .pedometerData:
            guard let s = result.sample as? CMPedometerData else { return 0 }
            out.shortest(s.startDate.timeIntervalSince1970); comma()
            out.shortest(s.endDate.timeIntervalSince1970); comma()
            out.decimal(s.numberOfSteps.intValue); comma()
            optional(s.distance); comma()
            optionalInteger(s.floorsAscended); comma()
            optionalInteger(s.floorsDescended); comma()
            optional(s.currentPace); comma()
            optional(s.currentCadence); comma()
            optional(s.averageActivePace); end()
        default:
            return 0
        }
        return 1
    }

    /// A wrist-temperature session's rows (no device column); returns rows.
    static func session(_ s: SRWristTemperatureSession, _ out: inout ByteBuffer) -> Int {
        var n = 0
        for t in s.temperatures {
            out.shortest(t.timestamp.timeIntervalSince1970); out.byte(UInt8(ascii: ","))
            out.shortest(t.value.value); out.byte(UInt8(ascii: ","))
            out.shortest(t.errorEstimate.value); out.byte(UInt8(ascii: ","))
            var names: [String] = []
            if t.condition.contains(.offWrist) { names.append("offWrist") }
            if t.condition.contains(.onCharger) { names.append("onCharger") }
            if t.condition.contains(.inMotion) { names.append("inMotion") }
            RadarCSVShape.text(names.joined(separator: ","), &out)
            out.byte(10)
            n += 1
        }
        return n
    }
}
