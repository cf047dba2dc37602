import Foundation

/// Apple's public symbols for one framework, per SDK version: `AppleSDK/<Framework>.txt`, read
/// for `AppleSDKTests`. The file's header says how it is written.
struct AppleSymbolList {
    /// One of Apple's members, as the SDK declares it.
    struct Entry {
        let section: String
        let path: String
        let declaration: String
        /// The branch that adds it, while that branch has not landed.
        let pendingOn: String?
        /// Hidden from the symbol-graph extractor; checked by compiling a reference instead.
        let compiled: Bool
        /// Why the simulator cannot have it on Linux, when it cannot.
        let absentBecause: String?
    }

    let entries: [Entry]

    init(text: String) {
        var entries: [Entry] = []
        var section = "", pending: String?
        for raw in text.split(separator: "\n").map(String.init) where !raw.hasPrefix("#") {
            if raw.hasPrefix("@section ") {
                let title = raw.dropFirst("@section ".count).split(separator: "|")[0].trimmingCharacters(in: .whitespaces)
                section = title
                pending = title.range(of: "@pending ").map { String(title[$0.upperBound...]).trimmingCharacters(in: .whitespaces) }
                continue
            }
            guard let bar = raw.range(of: " | ") else { continue }
            var declaration = String(raw[bar.upperBound...])
            var compiled = false, absent: String?
            if let mark = declaration.range(of: "  @compiled") {
                compiled = true
                declaration = String(declaration[..<mark.lowerBound])
            }
            if let mark = declaration.range(of: "  @absent ") {
                absent = String(declaration[mark.upperBound...])
                declaration = String(declaration[..<mark.lowerBound])
            }
            entries.append(Entry(section: section, path: String(raw[..<bar.lowerBound]), declaration: declaration,
                                 pendingOn: pending, compiled: compiled, absentBecause: absent))
        }
        self.entries = entries
    }

    /// A declaration in the form both sides compare in: no modifiers that do not change what a
    /// client can call (`final` aside), stored `let`s as read-only properties, no parameter
    /// names, Foundation's time aliases as `Double`, and `any Error`.
    static func normalized(_ declaration: String) -> String {
        var d = declaration
        for prefix in ["default "] where d.hasPrefix(prefix) { d.removeFirst(prefix.count) }
        for word in ["override ", "convenience ", "required ", "optional ", "public ", "nonisolated ", "@objc ", "dynamic "] {
            d = d.replacingOccurrences(of: word, with: "")
        }
        d = d.replacingOccurrences(of: "class func ", with: "static func ")
            .replacingOccurrences(of: "class var ", with: "static var ")
        for alias in ["TimeInterval", "CFAbsoluteTime"] {
            d = d.replacingOccurrences(of: "\\b\(alias)\\b", with: "Double", options: .regularExpression)
        }
        d = d.replacingOccurrences(of: "(?<!any )(?<![A-Za-z])Error\\b", with: "any Error", options: .regularExpression)
        d = d.replacingOccurrences(of: "\\s*:\\s*", with: ": ", options: .regularExpression)
        d = d.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let m = d.wholeMatch(of: /(static )?let (\w+): (.*)/) {
            d = "\(m.1 ?? "")var \(m.2): \(m.3) { get }"
        } else if d.hasPrefix("var ") || d.hasPrefix("static var ") || d.hasPrefix("weak var "), !d.contains("{") {
            d += " { get set }"
        }
        if d.hasPrefix("func ") || d.hasPrefix("static func ") || d.hasPrefix("init") || d.hasPrefix("mutating func "),
           let open = d.firstIndex(of: "(") {
            let head = d[..<open], tail = String(d[open...])
            d = head + tail.replacingOccurrences(of: "([(,] ?)(\\w+) \\w+: ", with: "$1$2: ", options: .regularExpression)
        }
        return d
    }
}
