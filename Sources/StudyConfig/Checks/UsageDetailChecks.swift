import Foundation
import SensorKitSim

extension Checker {
    static var knownUsageKeys: [String] {
        Array(Set(SensorCatalog.all.compactMap(\.usageDetailKey))).sorted()
    }

    /// The fix for an unknown usage-detail key: the nearest spelling; else the key of the sensor
    /// it names (`SRSensorUsageAccelerometer`: the accelerometer is asked under
    /// `SRSensorUsageMotion`); else every key there is.
    static func usageKeySuggestion(for key: String) -> String {
        // "did you mean SRSensorUsageVisits?" reads the same as the key with a space after it.
        let trimmed = key.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed != key, knownUsageKeys.contains(trimmed) {
            return "the key \"\(key)\" has a space or line break around it: write \(trimmed)"
        }
        if let near = NearestName.suggest(key, among: knownUsageKeys) { return "did you mean \(near)?" }
        let prefix = "SRSensorUsage"
        let named = (key.hasPrefix(prefix) ? String(key.dropFirst(prefix.count)) : key).lowercased()
        let squeezed = { (s: String) in s.lowercased().filter { $0.isLetter || $0.isNumber } }
        if !named.isEmpty, let info = SensorCatalog.all.first(where: { info in
            info.usageDetailKey != nil && [info.swiftName, info.displayName, info.entitlementValue ?? ""].contains { squeezed($0) == squeezed(named) }
        }), let usageKey = info.usageDetailKey {
            return "\(info.swiftName) is asked under \(usageKey): use that key"
        }
        return "use one of SensorKit's usage-detail keys: " + knownUsageKeys.joined(separator: ", ")
    }

    /// `NSSensorKitUsageDetail`: present, a dictionary, one well-formed entry per known sensor key.
    mutating func checkUsageDetails() {
        let key = "NSSensorKitUsageDetail"
        guard let node = study.root[key] else {
            // A wholly generated Info.plist takes only INFOPLIST_KEY_ settings, which are text.
            let generatedOnly = study.xcode?.projectFile == infoFile
            return error("missing-usage-detail", file: infoFile, keyPath: key,
                         "NSSensorKitUsageDetail is missing: every requestAuthorization fails (SRErrorDomain 8197) and no sheet appears",
                         suggestion: generatedOnly
                            ? "a build setting cannot hold a dictionary: add an Info.plist file with NSSensorKitUsageDetail (one entry per sensor, "
                                + "e.g. SRSensorUsageMotion → {Description, Required}) and name it in INFOPLIST_FILE; Xcode merges the INFOPLIST_KEY_ settings into it"
                            : "add a dictionary with one entry per sensor, e.g. SRSensorUsageMotion → {Description, Required}")
        }
        guard node.dict != nil else {
            return error("usage-detail-wrong-type", file: infoFile, keyPath: key, line: node.line ?? line(of: key),
                         "NSSensorKitUsageDetail is \(node.value.typeName); it must be a dictionary with one entry per sensor (SensorKit rejects the request)",
                         suggestion: "make it a <dict> whose keys are SRSensorUsage… and whose values are {Description, Required}")
        }
        let entitled = study.entitledSensors
        for detail in study.usageDetails {
            let path = "\(key).\(detail.key)"
            guard detail.isKnownKey else {
                error("unknown-usage-key", file: infoFile, keyPath: path, line: detail.line,
                      "\(detail.key) is not a SensorKit usage-detail key: no sensor will use this entry",
                      suggestion: Self.usageKeySuggestion(for: detail.key))
                continue
            }
            guard let entry = detail.node.dict else {
                error("usage-entry-wrong-type", file: infoFile, keyPath: path, line: detail.node.line ?? detail.line,
                      "\(detail.key) is \(detail.node.value.typeName); it must be a dictionary with Description (and optionally Required)",
                      suggestion: detail.node.string.map { "<dict><key>Description</key><string>\($0)</string></dict>" })
                continue
            }
            checkDescription(entry, path: path, detail: detail)
            let assumed = detail.sensors.compactMap(SensorCatalog.info(for:)).filter { $0.usageDetailCertainty == .assumption }
            if !assumed.isEmpty {
                note("assumed-usage-key", file: infoFile, keyPath: path, line: detail.line,
                     "\(detail.key) is an assumption: Apple names no usage-detail key for "
                        + "\(assumed.map(\.swiftName).joined(separator: " or ")), and this simulator chose it (FIDELITY.md)",
                     suggestion: "verify the exact key with Apple")
            }
            if let req = entry.entry("Required"), req.node.bool == nil {
                error("required-not-boolean", file: infoFile, keyPath: path + ".Required", line: req.node.line ?? req.keyLine,
                      "Required is \(req.node.value.typeName)\(req.node.string.map { " (\"\($0)\")" } ?? ""); it must be a Boolean, so SensorKit ignores it",
                      suggestion: "use <true/> or <false/>")
            }
            for other in entry.entries where other.key != "Description" && other.key != "Required" {
                warning("unknown-usage-field", file: infoFile, keyPath: "\(path).\(other.key)", line: other.keyLine,
                        "\(other.key) is not a usage-detail field; SensorKit reads only Description and Required",
                        suggestion: NearestName.suggest(other.key, among: ["Description", "Required"]).map { "did you mean \($0)?" })
            }
            if let entitled, study.entitlements != nil, detail.sensors.allSatisfy({ !entitled.contains($0) }) {
                let values = detail.sensors.compactMap { SensorCatalog.info(for: $0)?.entitlementValue }
                error("usage-detail-not-entitled", file: infoFile, keyPath: path, line: detail.line,
                      "\(detail.key) asks for \(detail.sensors.map(\.description).joined(separator: " or ")), which \(entitlementsFile) does not allow: it never prompts, and a request that includes it fails with invalidEntitlement",
                      suggestion: "add \(values.joined(separator: " or ")) to com.apple.developer.sensorkit.reader.allow (if Apple approved it), or remove the entry")
            }
        }
    }

    private mutating func checkDescription(_ entry: PlistDict, path: String, detail: UsageDetail) {
        guard let d = entry.entry("Description") else {
            return error("missing-description", file: infoFile, keyPath: path + ".Description", line: detail.line,
                         "\(detail.key) has no Description: the sensor's page would have nothing under \"How the study will use this data\"",
                         suggestion: "add <key>Description</key> with what is collected and why")
        }
        guard let text = d.node.string else {
            return error("wrong-type", file: infoFile, keyPath: path + ".Description", line: d.node.line ?? d.keyLine,
                         "Description is \(d.node.value.typeName); it must be a string")
        }
        let shown = study.localized(text)
        if shown.isBlank {
            error("empty-description", file: infoFile, keyPath: path + ".Description", line: d.node.line ?? d.keyLine,
                  "\(detail.key)'s Description is empty", suggestion: "say what is collected and why")
        } else if let why = TextQuality.placeholder(shown) {
            warning("placeholder-text", file: infoFile, keyPath: path + ".Description", line: d.node.line ?? d.keyLine,
                    "\(why): participants would read it on the \(detail.sensors.first.map { SensorCatalog.info(for: $0)?.displayName ?? "" } ?? "") page",
                    suggestion: "write what the study collects and why")
        } else if TextQuality.looksLikeLookupKey(text) && !study.hasTranslation(text) {
            warning("unresolved-lookup-key", file: infoFile, keyPath: path + ".Description", line: d.node.line ?? d.keyLine,
                    "Description \"\(text)\" looks like a lookup key, but no InfoPlist.strings or InfoPlist.xcstrings defines it: participants see it as written",
                    suggestion: "add \"\(text)\" to InfoPlist.xcstrings or <lang>.lproj/InfoPlist.strings")
        }
    }
}
