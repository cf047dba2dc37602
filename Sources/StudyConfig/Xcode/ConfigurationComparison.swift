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
            out.append(Diagnostic(.warning, code: "configurations-differ", file: project.file, keyPath: "CODE_SIGN_ENTITLEMENTS",
                                  line: project.lines.line(of: "CODE_SIGN_ENTITLEMENTS", inObject: configurationID),
                                  message: "\(chosen.name) has \(list(mine)) but \(other.name) has \(list(theirs)): what one build shows, the other does not",
                                  suggestion: "give both configurations the same SensorKit entitlement, unless the difference is intended"))
        }
        let myKeys = chosen.files.sensorKitInfoKeys, theirKeys = other.files.sensorKitInfoKeys
        if myKeys != theirKeys {
            let onlyMine = myKeys.filter { !theirKeys.contains($0) }, onlyTheirs = theirKeys.filter { !myKeys.contains($0) }
            var parts: [String] = []
            if !onlyMine.isEmpty { parts.append("only \(chosen.name) has \(onlyMine.joined(separator: ", "))") }
            if !onlyTheirs.isEmpty { parts.append("only \(other.name) has \(onlyTheirs.joined(separator: ", "))") }
            out.append(Diagnostic(.warning, code: "configurations-differ", file: project.file, keyPath: "INFOPLIST_FILE",
                                  line: project.lines.line(of: "INFOPLIST_FILE", inObject: configurationID),
                                  message: "the SensorKit keys of Info.plist differ between configurations: \(parts.joined(separator: "; "))",
                                  suggestion: "give both configurations the same SensorKit keys, unless the difference is intended"))
        }
        return out
    }
}
