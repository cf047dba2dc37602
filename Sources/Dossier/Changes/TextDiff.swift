/// The difference between two lists of lines, as a board reads an amendment: the old text
/// struck through (`<del>`), the new highlighted (`<ins>`), a line changed in place marked word
/// by word. The longest common subsequence decides what stayed.
enum TextDiff {
    enum Piece: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The pieces turning `old` into `new`, in order.
    static func pieces(_ old: [String], _ new: [String]) -> [Piece] {
        let n = old.count, m = new.count
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [Piece] = [], i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] { out.append(.same(old[i])); i += 1; j += 1 }
            // The old text first, then the new, as an amendment reads.
            else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] { out.append(.removed(old[i])); i += 1 }
            else { out.append(.added(new[j])); j += 1 }
        }
        return out
    }

    /// Lines as HTML, one `<div>` each: unchanged lines plain, a removed line that an added one
    /// rewrites diffed word by word, other removed and added lines whole.
    /// `lang` gives a line's language mark (`HTMLText.lang`); a line diffed word by word takes its new line's.
    static func html(_ old: [String], _ new: [String], escape: (String) -> String, lang: (String) -> String = { _ in "" }) -> String {
        let all = pieces(old, new)
        var out = "", k = 0
        while k < all.count {
            if case .same(let line) = all[k] { out += "<div\(lang(line))>\(escape(line))</div>\n"; k += 1; continue }
            var removed: [String] = [], added: [String] = []
            while k < all.count {
                switch all[k] {
                case .removed(let line): removed.append(line)
                case .added(let line): added.append(line)
                case .same: break
                }
                if case .same = all[k] { break }
                k += 1
            }
            // A removed line is paired with the next added one that keeps half its words.
            var next = 0
            for line in removed {
                if let k = added.indices.dropFirst(next).first(where: { similar(line, added[$0]) }) {
                    for extra in added[next..<k] { out += "<div\(lang(extra))><ins>\(escape(extra))</ins></div>\n" }
                    out += "<div\(lang(added[k]))>\(words(line, added[k], escape: escape))</div>\n"
                    next = k + 1
                } else {
                    out += "<div\(lang(line))><del>\(escape(line))</del></div>\n"
                }
            }
            for extra in added.dropFirst(next) { out += "<div\(lang(extra))><ins>\(escape(extra))</ins></div>\n" }
        }
        return out
    }

    /// One line changed in place, word by word (a word keeps the spaces after it).
    static func words(_ old: String, _ new: String, escape: (String) -> String) -> String {
        var out = ""
        for piece in pieces(tokens(old), tokens(new)) {
            switch piece {
            case .same(let w): out += escape(w)
            case .removed(let w): out += "<del>\(escape(w))</del>"
            case .added(let w): out += "<ins>\(escape(w))</ins>"
            }
        }
        return out.replacingOccurrences(of: "</del><del>", with: "").replacingOccurrences(of: "</ins><ins>", with: "")
    }

    /// Whether two lines share at least half the words of the longer one.
    private static func similar(_ a: String, _ b: String) -> Bool {
        let x = tokens(a), y = tokens(b)
        let common = pieces(x, y).filter { if case .same = $0 { return true } else { return false } }.count
        return 2 * common >= max(x.count, y.count)
    }

    private static func tokens(_ line: String) -> [String] {
        var out: [String] = [], current = ""
        for c in line {
            if c == " ", !current.hasSuffix(" "), !current.isEmpty { current.append(c); continue }
            if current.hasSuffix(" ") { out.append(current); current = "" }
            current.append(c)
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
