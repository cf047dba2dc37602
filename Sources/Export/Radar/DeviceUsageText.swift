import SensorKitSim

/// The text RADAR's `…ByCategory` string fields carry: JSON (what a schema reader would
/// expect), or with the plugin's quirk a Swift-style printout of the dictionary.
///
/// Categories are sorted by name so the same report always gives the same bytes (a real
/// Swift printout's order varies from run to run).
struct DeviceUsageText {
    let swiftPrintout: Bool

    typealias Report = SRDeviceUsageReport

    func applications(_ byCategory: [Report.CategoryKey: [Report.ApplicationUsage]]) -> String {
        map(byCategory) { u in
            swiftPrintout
                ? "ApplicationUsage(bundleIdentifier: \(u.bundleIdentifier.map { "Optional(\"\($0)\")" } ?? "nil"), "
                    + "reportApplicationIdentifier: \"\(u.reportApplicationIdentifier)\", usageTime: \(u.usageTime), "
                    + "relativeStartTime: \(u.relativeStartTime))"
                : "{\"bundleIdentifier\":\(JSONText.string(u.bundleIdentifier)),\"reportApplicationIdentifier\":"
                    + "\(JSONText.string(u.reportApplicationIdentifier)),\"usageTime\":\(u.usageTime),"
                    + "\"relativeStartTime\":\(u.relativeStartTime)}"
        }
    }

    func notifications(_ byCategory: [Report.CategoryKey: [Report.NotificationUsage]]) -> String {
        map(byCategory) { n in
            swiftPrintout
                ? "NotificationUsage(bundleIdentifier: \(n.bundleIdentifier.map { "Optional(\"\($0)\")" } ?? "nil"), "
                    + "event: \(n.event.rawValue))"
                : "{\"bundleIdentifier\":\(JSONText.string(n.bundleIdentifier)),\"event\":\(n.event.rawValue)}"
        }
    }

    func web(_ byCategory: [Report.CategoryKey: [Report.WebUsage]]) -> String {
        map(byCategory) { w in
            swiftPrintout ? "WebUsage(totalUsageTime: \(w.totalUsageTime))" : "{\"totalUsageTime\":\(w.totalUsageTime)}"
        }
    }

    private func map<T>(_ byCategory: [Report.CategoryKey: [T]], _ item: (T) -> String) -> String {
        let keys = byCategory.keys.map(\.rawValue).sorted()
        let parts = keys.map { key in
            let items = byCategory[Report.CategoryKey(rawValue: key)]!.map(item).joined(separator: ", ")
            return swiftPrintout ? "\"\(key)\": [\(items)]" : "\(JSONText.string(key)):[\(items)]"
        }
        return swiftPrintout ? (parts.isEmpty ? "[:]" : "[" + parts.joined(separator: ", ") + "]")
                             : "{" + parts.joined(separator: ",") + "}"
    }
}
