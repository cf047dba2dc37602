import Foundation
import SensorKitSim

/// FHIR R4 Observations as My Heart Counts writes them for visits, on-wrist, device usage and
/// ECG (`Visit+FHIR.swift` and siblings): one per sample, with the app's extension URLs.
enum MHCObservation {
    static let base = "https://bdh.stanford.edu/fhir/defs/SensorKit/"
    static let sensorKitSystem = "https://developer.apple.com/documentation/sensorkit"
    static let ucum = "http://unitsofmeasure.org"

    static func iso(_ date: Date) -> String { UTCText.iso8601(date.timeIntervalSince1970) }

    static func quantity(_ value: Double, _ unit: String) -> JSONObject {
        var q = JSONObject()
        q.number("value", value)
        q.string("unit", unit)
        q.string("system", ucum)
        q.string("code", unit)
        return q
    }

    static func coding(_ system: String, _ code: String, _ display: String) -> JSONObject {
        var c = JSONObject()
        c.string("system", system)
        c.string("code", code)
        c.string("display", display)
        var concept = JSONObject()
        concept.array("coding", [c])
        return concept
    }

    static func extensionValue(_ url: String, _ key: String, _ raw: String) -> JSONObject {
        var e = JSONObject()
        e.string("url", url)
        e.raw(key, raw)
        return e
    }

    static func period(_ start: Date, _ end: Date) -> JSONObject {
        var p = JSONObject()
        p.string("start", iso(start))
        p.string("end", iso(end))
        return p
    }

    /// The shared head: type, the id `ids` derives from the sample's key, status, code.
    static func head(_ sensor: SRSensor, display: String, ids: MHCObservationID, sample: String) -> JSONObject {
        var o = JSONObject()
        o.string("resourceType", "Observation")
        o.string("id", ids.id(sensor, sample: sample))
        o.string("status", "final")
        o.object("code", coding(sensorKitSystem, sensor.rawValue, display))
        return o
    }

    static func visit(_ v: SRVisit, sensor: SRSensor, time: Date, ids: MHCObservationID) -> JSONObject {
        let url = base + "Visits/"
        var o = head(sensor, display: "Visit", ids: ids, sample: "\(v.identifier)|\(v.arrivalDateInterval.start.timeIntervalSince1970)")
        o.object("effectivePeriod", period(v.arrivalDateInterval.start, v.departureDateInterval.end))
        o.string("valueString", v.identifier.uuidString)
        let category: String = switch v.locationCategory {
        case .home: "home"
        case .work: "work"
        case .school: "school"
        case .gym: "gym"
        default: "unknown"
        }
        o.array("extension", [
            extensionValue(url + "sensorKitTimestamp", "valueDateTime", JSONText.string(iso(time))),
            extensionValue(url + "locationId", "valueUri", JSONText.string("urn:uuid:" + v.identifier.uuidString.lowercased())),
            extensionValue(url + "distanceFromHome", "valueQuantity", quantity(v.distanceFromHome, "m").text),
            extensionValue(url + "arrivalRangeStart", "valueDateTime", JSONText.string(iso(v.arrivalDateInterval.start))),
            extensionValue(url + "arrivalRangeEnd", "valueDateTime", JSONText.string(iso(v.arrivalDateInterval.end))),
            extensionValue(url + "departureRangeStart", "valueDateTime", JSONText.string(iso(v.departureDateInterval.start))),
            extensionValue(url + "departureRangeEnd", "valueDateTime", JSONText.string(iso(v.departureDateInterval.end))),
            extensionValue(url + "locationCategory", "valueString", JSONText.string(category)),
        ])
        return o
    }

    static func onWrist(_ w: SRWristDetection, sensor: SRSensor, time: Date, ids: MHCObservationID) -> JSONObject {
        var o = head(sensor, display: "Wrist detection", ids: ids, sample: "\(time.timeIntervalSince1970)|\(w.onWrist)")
        if let on = w.onWristDate, let off = w.offWristDate {
            o.object("effectivePeriod", period(on, off))
        } else {
            o.string("effectiveDateTime", iso(w.onWristDate ?? w.offWristDate ?? time))
        }
        o.bool("valueBoolean", w.onWrist)
        func component(_ code: String, _ display: String, _ left: Bool) -> JSONObject {
            var c = JSONObject()
            c.object("code", coding("https://bdh.stanford.edu/fhir/defs", code, display))
            c.string("valueString", left ? "left" : "right")
            return c
        }
        o.array("component", [
            component("watchWristLocation", "Watch wrist location", w.wristLocation == .left),
            component("watchCrownOrientation", "Watch crown orientation", w.crownOrientation == .left),
        ])
        return o
    }

    static func deviceUsage(_ r: SRDeviceUsageReport, sensor: SRSensor, time: Date, ids: MHCObservationID) -> JSONObject {
        let url = base + "DeviceUsage/"
        var o = head(sensor, display: "Device usage report", ids: ids, sample: "\(time.timeIntervalSince1970)|\(r.duration)")
        o.object("effectivePeriod", period(time, time.addingTimeInterval(r.duration)))
        o.object("valueQuantity", quantity(r.totalUnlockDuration, "s"))
        var ext = [
            extensionValue(url + "totalScreenWakes", "valueInteger", String(r.totalScreenWakes)),
            extensionValue(url + "totalUnlocks", "valueInteger", String(r.totalUnlocks)),
            extensionValue(url + "totalUnlockDuration", "valueQuantity", quantity(r.totalUnlockDuration, "s").text),
            extensionValue(url + "version", "valueString", JSONText.string(r.version)),
        ]
        func nested(_ name: String, _ parts: [JSONObject]) -> JSONObject {
            var e = JSONObject()
            e.string("url", url + name)
            e.array("extension", parts)
            return e
        }
        func text(_ name: String, _ value: String) -> JSONObject { extensionValue(name, "valueString", JSONText.string(value)) }
        for key in r.applicationUsageByCategory.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for u in r.applicationUsageByCategory[key]! {
                var parts = [text("category", key.rawValue)]
                if let b = u.bundleIdentifier { parts.append(text("bundleIdentifier", b)) }
                parts.append(extensionValue("relativeStartTime", "valueQuantity", quantity(u.relativeStartTime, "s").text))
                parts.append(extensionValue("usageTime", "valueQuantity", quantity(u.usageTime, "s").text))
                parts.append(text("reportApplicationIdentifier", u.reportApplicationIdentifier))
                ext.append(nested("appUsage", parts))
            }
        }
        for key in r.notificationUsageByCategory.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for n in r.notificationUsageByCategory[key]! {
                var parts = [text("category", key.rawValue)]
                if let b = n.bundleIdentifier { parts.append(text("bundleIdentifier", b)) }
                parts.append(extensionValue("event", "valueInteger", String(n.event.rawValue)))
                ext.append(nested("notificationUsage", parts))
            }
        }
        for key in r.webUsageByCategory.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for w in r.webUsageByCategory[key]! {
                ext.append(nested("webUsage", [text("category", key.rawValue),
                                               extensionValue("totalUsageTime", "valueQuantity", quantity(w.totalUsageTime, "s").text)]))
            }
        }
        o.array("extension", ext)
        return o
    }

    /// An ECG recording: one component per result (one second of samples) as `SampledData` in µV.
    static func electrocardiogram(id: String, sensor: SRSensor, start: Date, end: Date, hz: Double,
                                  batches: [String], ids: MHCObservationID) -> JSONObject {
        var o = head(sensor, display: "Electrocardiogram", ids: ids, sample: id)
        o.object("effectivePeriod", period(start, end))
        o.array("component", batches.map { data in
            var sampled = JSONObject()
            sampled.object("origin", quantity(0, "uV"))
            sampled.number("period", 1000 / hz)
            sampled.integer("dimensions", 1)
            sampled.string("data", data)
            var c = JSONObject()
            c.object("code", coding("urn:oid:2.16.840.1.113883.6.24", "131329", "MDC_ECG_ELEC_POTL_I"))
            c.object("valueSampledData", sampled)
            return c
        })
        return o
    }
}
