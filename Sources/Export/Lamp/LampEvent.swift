import Foundation
import SensorKitSim

/// mindLAMP's sensor events (LAMP-swift's `SensorKitEvent`): `{timestamp, sensor, data}` with the
/// `com.apple.sensorkit.*` names and the `data` payloads its `*Custom.swift` classes encode.
///
/// The current convention gives durations and visit times in milliseconds (LAMP-swift since
/// 2023-02); `legacy` gives the 2022 one: durations in seconds, visit starts on Apple's 2001 clock.
struct LampEvent {
    let legacy: Bool

    static func name(_ sensor: SRSensor) -> String? {
        switch sensor {
        case .deviceUsageReport: "com.apple.sensorkit.device_usage"
        case .ambientLightSensor: "com.apple.sensorkit.ambient_light"
        case .keyboardMetrics: "com.apple.sensorkit.keyboard_metrics"
        case .phoneUsageReport: "com.apple.sensorkit.phone_usage"
        case .messagesUsageReport: "com.apple.sensorkit.messages_usage"
        case .visits: "com.apple.sensorkit.visits"
        case .onWristState: "com.apple.sensorkit.wrist_state"
        default: nil
        }
    }

    /// A duration in the convention's unit.
    private func duration(_ seconds: Double) -> Double { legacy ? seconds : seconds * 1000 }

    /// Foundation's JSONEncoder form of a `Measurement`.
    private func measurement(_ value: Double, symbol: String, coefficient: Double) -> JSONObject {
        var converter = JSONObject()
        converter.number("coefficient", coefficient)
        converter.number("constant", 0)
        var unit = JSONObject()
        unit.string("symbol", symbol)
        unit.object("converter", converter)
        var m = JSONObject()
        m.number("value", value)
        m.object("unit", unit)
        return m
    }

    private func interval(_ i: DateInterval) -> JSONObject {
        var o = JSONObject()
        if legacy {
            o.number("start", i.start.timeIntervalSinceReferenceDate)
        } else {
            o.number("start", (i.start.timeIntervalSince1970 * 1000).rounded())
            o.number("end", (i.end.timeIntervalSince1970 * 1000).rounded())
        }
        o.number("duration", duration(i.duration))
        return o
    }

    private static func byCategory<T>(_ map: [SRDeviceUsageReport.CategoryKey: [T]], _ item: (T) -> JSONObject) -> JSONObject {
        var o = JSONObject()
        for key in map.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            o.raw(key.rawValue, JSONObject.array(map[key]!.map(item)))
        }
        return o
    }

    /// The event's `data`, or nil for a sample this sensor does not carry.
    func data(_ sensor: SRSensor, _ sample: Any) -> JSONObject? {
        var d = JSONObject()
        switch sensor {
        case .ambientLightSensor:
            guard let s = sample as? SRAmbientLightSample else { return nil }
            d.integer("placement", s.placement.rawValue)
            var c = JSONObject()
            c.number("x", Double(s.chromaticity.x))
            c.number("y", Double(s.chromaticity.y))
            d.object("chromaticity", c)
            d.object("lux", measurement(s.lux.value, symbol: "lx", coefficient: 1))
        case .deviceUsageReport:
            guard let r = sample as? SRDeviceUsageReport else { return nil }
            d.integer("totalScreenWakes", r.totalScreenWakes)
            d.integer("totalUnlocks", r.totalUnlocks)
            d.number("totalUnlockDuration", duration(r.totalUnlockDuration))
            d.number("duration", duration(r.duration))
            d.object("applicationUsageByCategory", Self.byCategory(r.applicationUsageByCategory) { u in
                var o = JSONObject()
                o.string("bundleIdentifier", u.bundleIdentifier ?? "null")
                o.number("usageTime", duration(u.usageTime))
                o.string("reportApplicationIdentifier", u.reportApplicationIdentifier)
                o.raw("textInputSessions", "[]")
                return o
            })
            d.object("notificationUsageByCategory", Self.byCategory(r.notificationUsageByCategory) { n in
                var o = JSONObject()
                o.string("bundleIdentifier", n.bundleIdentifier ?? "null")
                o.integer("event", n.event.rawValue)
                o.string("eventRepresentation", "\(n.event)")
                return o
            })
            d.object("webUsageByCategory", Self.byCategory(r.webUsageByCategory) { w in
                var o = JSONObject()
                o.number("totalUsageTime", duration(w.totalUsageTime))
                return o
            })
        case .messagesUsageReport:
            guard let r = sample as? SRMessagesUsageReport else { return nil }
            d.number("duration", duration(r.duration))
            d.integer("totalOutgoingMessages", r.totalOutgoingMessages)
            d.integer("totalIncomingMessages", r.totalIncomingMessages)
            d.integer("totalUniqueContacts", r.totalUniqueContacts)
        case .phoneUsageReport:
            guard let r = sample as? SRPhoneUsageReport else { return nil }
            d.number("duration", duration(r.duration))
            d.integer("totalOutgoingCalls", r.totalOutgoingCalls)
            d.integer("totalIncomingCalls", r.totalIncomingCalls)
            d.integer("totalUniqueContacts", r.totalUniqueContacts)
            // LAMP-swift leaves this one unconverted: seconds in both conventions.
            d.number("totalPhoneCallDuration", r.totalPhoneCallDuration)
        case .visits:
            guard let v = sample as? SRVisit else { return nil }
            d.number("distanceFromHome", v.distanceFromHome)
            d.string("identifier", v.identifier.uuidString)
            d.object("arrivalDateInterval", interval(v.arrivalDateInterval))
            d.object("departureDateInterval", interval(v.departureDateInterval))
            d.integer("locationCategory", v.locationCategory.rawValue)
            d.string("locationCategoryRepresentation", "\(v.locationCategory)")
        case .onWristState:
            guard let w = sample as? SRWristDetection else { return nil }
            d.bool("onWrist", w.onWrist)
            d.integer("wristLocation", w.wristLocation.rawValue)
            d.string("wristLocationRepresentation", "\(w.wristLocation)")
            d.integer("crownOrientation", w.crownOrientation.rawValue)
            d.string("crownOrientationRepresentation", "\(w.crownOrientation)")
        case .keyboardMetrics:
            guard let k = sample as? SRKeyboardMetrics else { return nil }
            d.number("duration", duration(k.duration))
            d.string("keyboardIdentifier", k.keyboardIdentifier)
            d.string("version", k.version)
            d.object("width", measurement(k.width.value, symbol: "mm", coefficient: 0.001))
            d.object("height", measurement(k.height.value, symbol: "mm", coefficient: 0.001))
            d.raw("inputModes", "[" + k.inputModes.map { JSONText.string($0) }.joined(separator: ",") + "]")
        default:
            return nil
        }
        return d
    }
}
