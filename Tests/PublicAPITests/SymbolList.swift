import Foundation

/// A checked-in list of a module's public symbols, `PublicAPI/<Module>.txt`: one `SymbolGraph`
/// line per line, sorted, after a header of `#` lines. A line may end in a note after two
/// spaces and `# `; `# not Apple's: <reason>` marks a name that is not in Apple's SDK.
struct SymbolList {
    static let notApple = "not Apple's:"
    private static let noteSeparator = "  # "

    var header: [String]
    /// Each symbol line with its note, if any.
    var entries: [(symbol: String, note: String?)]

    var symbols: [String] { entries.map(\.symbol) }
    /// The entries marked as not Apple's, with their reasons (empty when a mark has none).
    var notApple: [(symbol: String, reason: String)] {
        entries.compactMap { entry in
            guard let note = entry.note, note.hasPrefix(Self.notApple) else { return nil }
            return (entry.symbol, note.dropFirst(Self.notApple.count).trimmingCharacters(in: .whitespaces))
        }
    }

    init(header: [String], entries: [(symbol: String, note: String?)]) {
        self.header = header
        self.entries = entries
    }

    init(text: String) {
        var header: [String] = []
        var entries: [(String, String?)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if line.hasPrefix("#") {
                if entries.isEmpty { header.append(line) }
                continue
            }
            if let range = line.range(of: Self.noteSeparator) {
                entries.append((String(line[..<range.lowerBound]), String(line[range.upperBound...])))
            } else {
                entries.append((line, nil))
            }
        }
        self.init(header: header, entries: entries)
    }

    /// The list for `symbols`, keeping this list's header and the notes of symbols still there.
    func recorded(_ symbols: [String]) -> SymbolList {
        var notes: [String: String] = [:]
        for entry in entries { if let note = entry.note { notes[entry.symbol] = note } }
        return SymbolList(header: header, entries: symbols.sorted().map { ($0, notes[$0]) })
    }

    var text: String {
        let lines = entries.map { entry -> String in
            guard let note = entry.note else { return entry.symbol }
            return entry.symbol + Self.noteSeparator + note
        }
        return (header + lines).joined(separator: "\n") + "\n"
    }

    /// Lines in `actual` and not here (`added`), and here and not in `actual` (`removed`).
    func difference(to actual: [String]) -> (added: [String], removed: [String]) {
        var counts: [String: Int] = [:]
        for s in symbols { counts[s, default: 0] += 1 }
        var added: [String] = []
        for s in actual {
            if let n = counts[s], n > 0 { counts[s] = n - 1 } else { added.append(s) }
        }
        let removed = counts.flatMap { s, n in Array(repeating: s, count: n) }
        return (added.sorted(), removed.sorted())
    }
}
