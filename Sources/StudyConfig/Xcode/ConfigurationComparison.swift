/// Finds build configurations of one target that differ in what SensorKit sees: a Debug build
/// that is entitled while Release is not passes every test and fails for every participant.
enum ConfigurationComparison {
    static func differences(chosen: (name: String, files: TargetFiles), other: (name: String, files: TargetFiles),
                            project: PBXProject, configurationID: String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func list(_ values: [String]?) -> String {
            guard let values else { return "no SensorKit entitlement" }
            return values.isEmpty ? "an empty SensorKit entitlement" : values.joined(separator: ", ")
        }
        let mine = chosen.files.sensorKitEntitlement, theirs = other.files.sensorKitEntitlement
        if mine.map(Set.init) != theirs.map(Set.init) {
            // Two lists of eleven values leave the team to find the one that differs.
            let difference: String
            if let mine, let theirs, !mine.isEmpty, !theirs.isEmpty {
                difference = "the SensorKit entitlement differs between configurations: "
                    + [only(chosen.name, mine, theirs), only(other.name, theirs, mine)].compactMap { $0 }.joined(separator: "; ")
            } else {
                difference = "\(chosen.name) has \(list(mine)) but \(other.name) has \(list(theirs))"
            }
            out.append(Diagnostic(.warning, code: "configurations-differ", file: project.file, keyPath: "CODE_SIGN_ENTITLEMENTS",
                                  line: project.lines.line(of: "CODE_SIGN_ENTITLEMENTS", inObject: configurationID),
                                  message: "\(difference): what one build shows, the other does not",
                                  suggestion: "give both configurations the same SensorKit entitlement, unless the difference is intended"))
        }
        let myKeys = chosen.files.sensorKitInfoKeys, theirKeys = other.files.sensorKitInfoKeys
        if myKeys != theirKeys {
            let parts = [only(chosen.name, myKeys, theirKeys), only(other.name, theirKeys, myKeys)].compactMap { $0 }
            out.append(Diagnostic(.warning, code: "configurations-differ", file: project.file, keyPath: "INFOPLIST_FILE",
                                  line: project.lines.line(of: "INFOPLIST_FILE", inObject: configurationID),
                                  message: "the SensorKit keys of Info.plist differ between configurations: \(parts.joined(separator: "; "))",
                                  suggestion: "give both configurations the same SensorKit keys, unless the difference is intended"))
        }
        return out
    }

    /// "only Release has ECG, PPG", or nil when that configuration has nothing the other lacks.
    private static func only(_ name: String, _ values: [String], _ others: [String]) -> String? {
        let extra = values.filter { !others.contains($0) }
        return extra.isEmpty ? nil : "only \(name) has \(extra.joined(separator: ", "))"
    }
}
