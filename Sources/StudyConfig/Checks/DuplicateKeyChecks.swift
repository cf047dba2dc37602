extension Checker {
    /// A key given twice in one dictionary of Info.plist or the entitlements: iOS reads the last
    /// (CoreFoundation sets each in turn), so an edit made to the first does nothing
    /// (FIDELITY.md). Reported at the earlier line, naming the one that counts.
    mutating func checkDuplicateKeys() {
        if study.hasInfoPlist { duplicates(in: study.info.root, file: infoFile, path: "") }
        if let entitlements = study.entitlements { duplicates(in: entitlements.root, file: entitlements.file, path: "") }
    }

    private mutating func duplicates(in node: PlistNode, file: String, path: String) {
        if let dict = node.dict {
            var seen = Set<String>(), reported = Set<String>()
            for entry in dict.entries {
                let keyPath = path.isEmpty ? entry.key : path + "." + entry.key
                if !seen.insert(entry.key).inserted, reported.insert(entry.key).inserted, let last = dict.entry(entry.key) {
                    let lines = dict.entries.filter { $0.key == entry.key }.compactMap(\.keyLine)
                    let count = dict.entries.filter { $0.key == entry.key }.count
                    warning("duplicate-key", file: file, keyPath: keyPath, line: lines.first,
                            "given \(count) times\(lines.isEmpty ? "" : " (lines \(lines.map(String.init).joined(separator: ", ")))"); "
                                + "iOS reads the last\(last.keyLine.map { ", on line \($0)" } ?? ""), so the others do nothing",
                            suggestion: "keep one \(entry.key) and delete the others")
                }
                duplicates(in: entry.node, file: file, path: keyPath)
            }
        } else if let array = node.array {
            for (i, element) in array.enumerated() { duplicates(in: element, file: file, path: "\(path)[\(i)]") }
        }
    }
}
