/// Fills build variables into an Info.plist's values, as Xcode does when it builds the app
/// (keys stay as written). Variables nothing defines stay as written, so the screen shows them.
enum PlistExpansion {
    /// A reference nothing defines, and where it stands.
    struct Unresolved: Equatable {
        let name: String
        let keyPath: String
        let line: Int?
    }

    static func expand(_ doc: PlistDocument, settings: inout BuildSettings) -> (PlistDocument, [Unresolved]) {
        var unresolved: [Unresolved] = []
        let root = expand(doc.root, keyPath: "", line: doc.root.line, settings: &settings, unresolved: &unresolved)
        return (PlistDocument(file: doc.file, format: doc.format, root: root), unresolved)
    }

    private static func expand(_ node: PlistNode, keyPath: String, line: Int?, settings: inout BuildSettings,
                               unresolved: inout [Unresolved]) -> PlistNode {
        switch node.value {
        case .string(let s):
            let (text, names) = settings.expand(s)
            for name in names { unresolved.append(Unresolved(name: name, keyPath: keyPath, line: node.line ?? line)) }
            return PlistNode(.string(text), line: node.line)
        case .array(let items):
            return PlistNode(.array(items.enumerated().map { i, item in
                expand(item, keyPath: "\(keyPath)[\(i)]", line: item.line ?? line, settings: &settings, unresolved: &unresolved)
            }), line: node.line)
        case .dict(let dict):
            let entries = dict.entries.map { e in
                PlistDict.Entry(key: e.key, keyLine: e.keyLine,
                                node: expand(e.node, keyPath: keyPath.isEmpty ? e.key : "\(keyPath).\(e.key)", line: e.keyLine ?? line,
                                             settings: &settings, unresolved: &unresolved))
            }
            return PlistNode(.dict(PlistDict(entries)), line: node.line)
        default:
            return node
        }
    }
}
