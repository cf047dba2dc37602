import SensorKitSim

extension Checker {
    static var knownEntitlementValues: [String] {
        SensorCatalog.all.flatMap { [$0.entitlementValue].compactMap { $0 } + $0.entitlementAliases }
    }

    /// `com.apple.developer.sensorkit.reader.allow`: present, an array of strings, known values,
    /// and in step with the usage details.
    mutating func checkEntitlements() {
        let key = Study.entitlementKey
        guard let ent = study.entitlements else {
            return error("missing-entitlements", file: "(entitlements)",
                         "no *.entitlements file: the system closes a SensorKit app whose signature lacks \(key)",
                         suggestion: "add the app's .entitlements file to the study folder, or pass --entitlements")
        }
        let file = ent.file
        guard let entry = ent.root.dict?.entry(key) else {
            // An Info.plist given as the entitlements (`--entitlements Info.plist`): saying only
            // that the key is missing sent the reader to edit the wrong file.
            if let bundleKey = ent.root.dict?.entries.first(where: { $0.key == "CFBundleIdentifier" || $0.key == "NSSensorKitUsageDetail" }) {
                return error("missing-sensorkit-entitlement", file: file, keyPath: key,
                             "\(key) is missing, and this file is an Info.plist, not an entitlements file (it has \(bundleKey.key)\(bundleKey.keyLine.map { " at line \($0)" } ?? ""))",
                             suggestion: "give the app's .entitlements file (with --entitlements FILE), not its Info.plist")
            }
            return error("missing-sensorkit-entitlement", file: file, keyPath: key,
                         "\(key) is missing: the system closes the app, and every SensorKit call fails with invalidEntitlement",
                         suggestion: "add \(key) with the sensors Apple approved for the study")
        }
        guard let items = entry.node.array else {
            return error("entitlement-wrong-type", file: file, keyPath: key, line: entry.node.line ?? entry.keyLine,
                         "\(key) is \(entry.node.value.typeName); it must be an array of strings (the system closes the app)",
                         suggestion: entry.node.string.map { "<array><string>\($0)</string></array>" })
        }
        for (i, item) in items.enumerated() {
            let path = "\(key)[\(i)]"
            guard let value = item.string else {
                error("entitlement-wrong-type", file: file, keyPath: path, line: item.line,
                      "item \(i) is \(item.value.typeName); every item must be a string (the system closes the app)")
                continue
            }
            let sensors = SensorCatalog.sensors(forEntitlement: value)
            guard let sensor = sensors.first, let info = SensorCatalog.info(for: sensor) else {
                error("unknown-entitlement", file: file, keyPath: path, line: item.line,
                      "\"\(value)\" is not a SensorKit entitlement value: it grants nothing",
                      suggestion: NearestName.suggest(value, among: Self.knownEntitlementValues).map { "did you mean \($0)?" })
                continue
            }
            if info.entitlementValue != value {
                note("entitlement-spelling", file: file, keyPath: path, line: item.line,
                     "\"\(value)\" is how some apps spell it; Apple's documentation writes \"\(info.entitlementValue ?? "")\"",
                     suggestion: "verify the exact value with Apple")
            } else if info.entitlementCertainty == .assumption {
                note("undocumented-entitlement", file: file, keyPath: path, line: item.line,
                     "\"\(value)\" is an assumption: Apple publishes no \(key) value for \(info.swiftName), and this "
                        + "simulator chose it (FIDELITY.md)",
                     suggestion: "verify the exact value with Apple")
            } else if info.entitlementCertainty != .documented {
                note("undocumented-entitlement", file: file, keyPath: path, line: item.line,
                     "\"\(value)\" is not in Apple's documented list of values for \(key)",
                     suggestion: "verify the exact value with Apple")
            }
        }
        guard let entitled = study.entitledSensors, study.root["NSSensorKitUsageDetail"]?.dict != nil else { return }
        let covered = Set(study.usageDetails.flatMap(\.sensors))
        for (i, item) in items.enumerated() {
            guard let value = item.string else { continue }
            for sensor in SensorCatalog.sensors(forEntitlement: value) where entitled.contains(sensor) && !covered.contains(sensor) {
                let usage = SensorCatalog.info(for: sensor)?.usageDetailKey ?? "a usage detail"
                warning("entitled-without-usage-detail", file: file, keyPath: "\(key)[\(i)]", line: item.line,
                        "\(sensor) is entitled but Info.plist has no \(usage) entry: the app can never ask for it",
                        suggestion: "add NSSensorKitUsageDetail.\(usage) with a Description")
            }
        }
    }
}
