/// Finds where things are written in a `project.pbxproj`: Foundation's parser gives no lines,
/// so diagnostics search the text for an object's definition and then for a key inside it.
struct PBXLines {
    private let lines: [Substring]
    /// Where each object is defined, found once: a project has hundreds of settings to place.
    private let starts: [String: Int]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var starts: [String: Int] = [:]
        for (i, line) in lines.enumerated() {
            let t = line.drop { $0 == " " || $0 == "\t" }
            // The first: a target's ID opens its TargetAttributes entry again, further down in PBXProject.
            if Self.startsObject(t), starts[String(t.prefix(24))] == nil { starts[String(t.prefix(24))] = i }
        }
        self.starts = starts
    }

    /// The 1-based line where `key` is set inside the object `id` (a build setting inside a
    /// configuration, `name` inside a target); the object's own line when the key is not found.
    func line(of key: String, inObject id: String) -> Int? {
        guard let start = starts[id] else { return nil }
        let plain = key + " =", quoted = "\"" + key + "\" ="
        if lines[start].contains("{" + plain) || lines[start].contains(" " + plain) { return start + 1 }
        var i = start + 1
        while i < lines.count {
            let t = lines[i].drop { $0 == " " || $0 == "\t" }
            if t.hasPrefix(plain) || t.hasPrefix(quoted) { return i + 1 }
            if Self.startsObject(t) { break }
            i += 1
        }
        return start + 1
    }

    /// Any object definition: object IDs are 24 hex digits.
    private static func startsObject(_ t: Substring) -> Bool {
        t.count > 24 && t.prefix(24).allSatisfy(\.isHexDigit) && t.contains("= {")
    }
}
