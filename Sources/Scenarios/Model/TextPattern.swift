import Foundation

/// What an expectation looks for: plain text by default (`expectScreen: "Allow All"`), or a
/// regular expression when the scenario says so (`expectScreen: {regex: "[1-9] results"}`).
///
/// Plain text is the default because screen text is full of characters a regular expression
/// reads as syntax (`(`, `?`, `.`). A regular expression's cost is bounded without a clock, so
/// a verdict never depends on how busy the machine is: the parser refuses the shapes that
/// backtrack exponentially (`RegexShape`), and a search reads at most
/// `ScenarioLimits.maximumRegexText` characters of one text.
public enum TextPattern: Sendable, Equatable, CustomStringConvertible {
    case text(String)
    case regex(String)

    /// `"text"` or `/regex/`, as reports show it.
    public var description: String {
        switch self {
        case .text(let t): "\"\(t)\""
        case .regex(let r): "/\(r)/"
        }
    }

    /// The pattern as it is matched against a screen's words, where every line break and run of
    /// spaces is one space: plain text with its own runs of whitespace made one space too.
    var ignoringLineBreaks: TextPattern {
        guard case .text(let t) = self else { return self }
        return .text(t.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// A text longer than a regular expression searches: the step fails with this.
    public struct TooLong: Error, Sendable, Equatable {
        public let characters: Int
    }

    /// Why `pattern` is not a usable regular expression, or nil when it is: it must compile,
    /// and have none of the shapes whose search can run for hours (at `offset`, from 0).
    static func problem(compiling pattern: String) -> (offset: Int?, message: String)? {
        do { _ = try NSRegularExpression(pattern: pattern) } catch {
            return (nil, "\"\(pattern)\" is not a valid regular expression")
        }
        return RegexShape.problem(in: pattern).map {
            ($0.offset, "\"\(pattern)\" at character \($0.offset + 1): \($0.message)")
        }
    }

    /// Whether the regular expression `pattern` (one that compiles) matches the empty text, and
    /// so is found in every text.
    static func matchesEmptyText(regex pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: "", range: NSRange(location: 0, length: 0)) != nil
    }

    /// Whether the pattern occurs anywhere in `texts`; with `ignoringCase`, plain text in any
    /// capitals (a regular expression says its own case, `(?i)`).
    func occurs(in texts: [String], ignoringCase: Bool = false) throws(TooLong) -> Bool {
        try !matches(in: texts, firstOnly: true, ignoringCase: ignoringCase).isEmpty
    }

    /// The indices of the `texts` the pattern occurs in, in order.
    func matchingIndices(in texts: [String]) throws(TooLong) -> [Int] {
        try matches(in: texts, firstOnly: false, ignoringCase: false)
    }

    private func matches(in texts: [String], firstOnly: Bool, ignoringCase: Bool) throws(TooLong) -> [Int] {
        switch self {
        case .text(let written):
            // A scenario typed with straight quotes reads the phone's typographic ones (Don't
            // finds Don’t): the texts are folded only when the text looked for has a quote.
            let folds = written.unicodeScalars.contains(where: Self.isQuote)
            let t = folds ? Self.foldingQuotes(written) : written
            func has(_ text: String) -> Bool {
                let text = folds ? Self.foldingQuotes(text) : text
                return ignoringCase ? text.range(of: t, options: .caseInsensitive) != nil : Self.holds(text, t)
            }
            return firstOnly ? texts.firstIndex(where: has).map { [$0] } ?? []
                             : texts.indices.filter { has(texts[$0]) }
        case .regex(let r):
            guard let expression = try? NSRegularExpression(pattern: r) else { return [] }
            var found: [Int] = []
            for (index, text) in texts.enumerated() {
                let length = (text as NSString).length
                if length > ScenarioLimits.maximumRegexText { throw TooLong(characters: text.count) }
                if expression.firstMatch(in: text, range: NSRange(location: 0, length: length)) != nil {
                    found.append(index)
                    if firstOnly { return found }
                }
            }
            return found
        }
    }

    /// The words `text` holds that this plain text names with other capitals (looked for
    /// "research sensor", the phone reads "Research Sensor"), for a failed check to quote: the
    /// search matches case, and a failure that says only "no match" leaves the reader staring
    /// at a screen that shows the words. Nil for a regular expression, or when there are none.
    func otherCapitals(in text: String) -> String? {
        guard case .text(let written) = self, !written.isEmpty else { return nil }
        let folds = written.unicodeScalars.contains(where: Self.isQuote)
        let t = folds ? Self.foldingQuotes(written) : written
        let haystack = folds ? Self.foldingQuotes(text) : text
        guard let range = haystack.range(of: t, options: .caseInsensitive) else { return nil }
        // Folding maps one scalar to one, so the match's scalar offsets are the same in `text`.
        let scalars = haystack.unicodeScalars
        let start = scalars.distance(from: scalars.startIndex, to: range.lowerBound)
        let count = scalars.distance(from: range.lowerBound, to: range.upperBound)
        let original = text.unicodeScalars
        let from = original.index(original.startIndex, offsetBy: start)
        let found = String(original[from..<original.index(from, offsetBy: count)])
        return (folds ? Self.foldingQuotes(found) : found) == t ? nil : found
    }

    /// The apostrophes and quotation marks a participant reads as one: straight, curly, and low.
    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2018}", "\u{2019}", "\u{201A}"]
    private static let quotationMarks: Set<Unicode.Scalar> = ["\"", "\u{201C}", "\u{201D}", "\u{201E}"]

    /// Which ASCII characters are among them, worked out from the two sets: most of
    /// what a check reads is ASCII, looked up here without hashing.
    private static let asciiQuotes: [Bool] = (0..<128).map { apostrophes.union(quotationMarks).contains(Unicode.Scalar(UInt8($0))) }

    static func isQuote(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return asciiQuotes[Int(scalar.value)] }
        return apostrophes.contains(scalar) || quotationMarks.contains(scalar)
    }

    /// `text` with every apostrophe written `'` and every quotation mark `"`: `text` itself when
    /// it has none (most screen lines and events), rather than a copy made scalar by scalar.
    static func foldingQuotes(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isQuote) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(apostrophes.contains(scalar) ? "'" : quotationMarks.contains(scalar) ? "\"" : scalar)
        }
        return String(out)
    }

    /// Whether `text` holds `t`, as Foundation's `contains` finds it (a search that counts
    /// canonically equivalent spellings as one). When both are `plainText` (every event the
    /// simulation logs, and screens of Latin text, punctuation, arrows and box drawing), each
    /// spelling has one form, so equivalence is byte equality and the search runs over the
    /// bytes: Foundation's spends thousands of instructions bridging each text.
    static func holds(_ text: String, _ t: String) -> Bool {
        if let found = plainHolds(text, t) { return found }
        return text.contains(t)
    }

    /// Nil when either text is not `plainText`, or `t` is empty (which Foundation finds
    /// nowhere). A match starts at a scalar's first byte, as UTF-8 never starts one inside another.
    static func plainHolds(_ text: String, _ t: String) -> Bool? {
        var text = text, t = t
        return t.withUTF8 { needle -> Bool? in
            guard !needle.isEmpty, isPlainText(needle) else { return nil }
            return text.withUTF8 { hay -> Bool? in
                guard isPlainText(hay) else { return nil }
                guard needle.count <= hay.count else { return false }
                let first = needle[0]
                var i = 0
                while i <= hay.count - needle.count {
                    if hay[i] == first {
                        var k = 1
                        while k < needle.count && hay[i + k] == needle[k] { k += 1 }
                        if k == needle.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// Whether every scalar of the UTF-8 `bytes` is one whose text has a single spelling:
    /// no combining mark or other scalar that joins the one before it (so a match cannot end
    /// inside a character), no scalar with a one-scalar canonical equivalent (U+212A KELVIN
    /// SIGN is K), and no carriage return (CR LF is one character). Precomposed letters may
    /// appear: without combining marks, neither text can hold their decomposed spelling.
    private static func isPlainText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count {
            // Eight ASCII bytes without a carriage return pass at once.
            if i + 8 <= bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) {
                let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let highs: UInt64 = 0x8080_8080_8080_8080, lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
                let v = word ^ 0x0D0D_0D0D_0D0D_0D0D
                // A byte of `v` is zero (a carriage return) exactly when its bit 7 is clear here.
                let carriageReturns = ~(((v & lows) &+ lows) | v) & highs
                if word & highs == 0 && carriageReturns == 0 { i += 8; continue }
            }
            let b = bytes[i]
            if b < 0x80 {
                if b == 0x0D { return false }
                i += 1
                continue
            }
            // Valid UTF-8 (a Swift string's): the lead byte says how many follow.
            let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
            guard i + length <= bytes.count else { return false }
            var v = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for k in 1..<length { v = v << 6 | UInt32(bytes[i + k] & 0x3F) }
            guard singleSpelling(v) else { return false }
            i += length
        }
        return true
    }

    /// The scalars beyond ASCII that `isPlainText` accepts: Latin-1 and Latin Extended-A and B
    /// and the spacing modifiers (no soft hyphen), general punctuation from the hyphens to the
    /// ellipsis and from per mille on (no spaces, joiners, separators or direction marks),
    /// arrows, mathematical operators and technical symbols (not the two angle brackets that
    /// are equivalent to others), box drawing, blocks, shapes, symbols and dingbats, and the
    /// common CJK ideographs. The rest, combining marks included, go to Foundation.
    private static func singleSpelling(_ v: UInt32) -> Bool {
        switch v {
        case 0xA0..<0x300: v != 0xAD
        case 0x2010...0x2027, 0x2030...0x205E: true
        case 0x2190...0x23FF: v != 0x2329 && v != 0x232A
        case 0x2500...0x27BF, 0x4E00...0x9FFF: true
        default: false
        }
    }
}
