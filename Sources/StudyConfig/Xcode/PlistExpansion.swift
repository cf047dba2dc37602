/// Fills build variables into an Info.plist's values, as Xcode does when it builds the app
/// (keys stay as written). Variables nothing defines stay as written, so the screen shows them.
enum PlistExpansion {
    /// A reference nothing defines, and where it stands.
    struct Unresolved: Equatable {
        let name: String
        let keyPath: String
        let line: Int?
    }

    static func expand(_ doc: PlistDocument, settings: inout BuildSettings) throws(StudyLoadError) -> (PlistDocument, [Unresolved]) {
        var unresolved: [Unresolved] = []
        let root = try expand(doc.root, file: doc.file, keyPath: "", line: doc.root.line, settings: &settings, unresolved: &unresolved)
        return (PlistDocument(file: doc.file, format: doc.format, root: root), unresolved)
    }

    private static func expand(_ node: PlistNode, file: String, keyPath: String, line: Int?, settings: inout BuildSettings,
                               unresolved: inout [Unresolved]) throws(StudyLoadError) -> PlistNode {
        switch node.value {
        case .string(let s):
            let (text, names) = try settings.expand(s, at: BuildSettings.Site(file: file, line: node.line ?? line))
            for name in names { unresolved.append(Unresolved(name: name, keyPath: keyPath, line: node.line ?? line)) }
            return PlistNode(.string(text), line: node.line)
        case .array(let items):
            var out: [PlistNode] = []
            for (i, item) in items.enumerated() {
                out.append(try expand(item, file: file, keyPath: "\(keyPath)[\(i)]", line: item.line ?? line, settings: &settings, unresolved: &unresolved))
            }
            return PlistNode(.array(out), line: node.line)
        case .dict(let dict):
            var entries: [PlistDict.Entry] = []
            for e in dict.entries {
                entries.append(PlistDict.Entry(key: e.key, keyLine: e.keyLine,
                                               node: try expand(e.node, file: file, keyPath: keyPath.isEmpty ? e.key : "\(keyPath).\(e.key)",
                                                                line: e.keyLine ?? line, settings: &settings, unresolved: &unresolved)))
            }
            return PlistNode(.dict(PlistDict(entries)), line: node.line)
        default:
            return node
        }
    }
}
