import Synchronization

/// Word wrapping and clipping by display width, so CJK text and emoji line up in boxes.
package enum TextWrap {
    // Lists, not sets, asked only about characters that are not ASCII: every character of
    // every wrapped text is asked, and a Set of Characters hashes each one (and its first use
    // made the runtime scan every protocol conformance in the binary).
    /// Punctuation that must not start a line (it stays with the character before it).
    private static let closing: [Character] = ["、", "。", "，", "．", "！", "？", "）", "」", "』", "】", "〉", "》", "ー", "…", "・", "：", "；"]
    /// Punctuation that must not end a line (it goes with the character after it).
    private static let opening: [Character] = ["（", "「", "『", "【", "〈", "《"]

    private static func isClosing(_ ch: Character) -> Bool { !ch.isASCII && closing.contains(ch) }
    private static func isOpening(_ ch: Character) -> Bool { !ch.isASCII && opening.contains(ch) }

    /// `text` broken into lines at most `width` columns wide. Breaks at spaces, and between any
    /// two wide (CJK) characters, since those scripts put no spaces between words. Newlines
    /// start new lines; a word wider than a line is split.
    package static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        if let hit = cache.withLock({ $0.lookUp(text, width: width) }) { return hit }
        let out = wrap(text, width: width)
        cache.withLock { $0.keep(out, for: text, width: width) }
        return out
    }

    /// Two generations of wrapped text: when the newer fills up it becomes the older and the
    /// older is dropped, and a hit in the older is kept again. The log grows without end; the
    /// lines on screen (and a sheet's paragraphs) stay warm however many went before.
    ///
    /// Keyed by width, then text: by the standard library's own types, whose `Hashable`
    /// conformances are found already, where a key type of our own had the runtime scan every
    /// conformance in the binary the first time the demo wrapped a line.
    struct WrapCache: Sendable {
        static let generation = 2048
        var newer: [Int: [String: [String]]] = [:]
        var older: [Int: [String: [String]]] = [:]
        /// How many texts `newer` holds, all widths together.
        var newerCount = 0

        mutating func lookUp(_ text: String, width: Int) -> [String]? {
            if let hit = newer[width]?[text] { return hit }
            guard let hit = older[width]?[text] else { return nil }
            keep(hit, for: text, width: width)
            return hit
        }

        mutating func keep(_ lines: [String], for text: String, width: Int) {
            if newerCount >= Self.generation {
                older = newer
                newer = [:]
                newerCount = 0
            }
            if newer[width, default: [:]].updateValue(lines, forKey: text) == nil { newerCount += 1 }
        }
    }

    /// Wrapped text by (text, width): the log re-draws the same lines every frame.
    private static let cache = Mutex(WrapCache())

    private static func wrap(_ text: String, width: Int) -> [String] {
        // Most texts are one paragraph, and finding that out by characters breaks graphemes.
        if !text.utf8.contains(0x0A) { return wrapParagraph(text, width: width) }
        var out: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            out += wrapParagraph(String(paragraph), width: width)
        }
        return out
    }

    static func wrapParagraph(_ text: String, width: Int) -> [String] {
        if let lines = wrapLoneNarrow(text, width: width) { return lines }
        return wrapAnyParagraph(text, width: width)
    }

    /// `wrapParagraph` for text whose every character stands alone in one column
    /// (`DisplayWidth.isLoneNarrow`: ASCII, Latin letters, the punctuation, arrows and box
    /// drawing, most of what is drawn) and tabs. Only spaces and tabs break, so words are runs of
    /// bytes, and a word is as wide as it has scalars (bytes that do not continue one). None of
    /// these characters keeps to its neighbour as CJK punctuation does: "…" after a letter is
    /// part of the word, as the general path has it. Nil for any other text.
    static func wrapLoneNarrow(_ text: String, width: Int) -> [String]? {
        for s in text.unicodeScalars where s != "\t" && !DisplayWidth.isLoneNarrow(s) { return nil }
        var text = text
        return text.withUTF8 { bytes -> [String] in
            @inline(__always) func startsScalar(_ b: UInt8) -> Bool { b & 0xC0 != 0x80 }
            @inline(__always) func breaks(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
            var lines: [String] = []
            var line: [UInt8] = []
            var lineWidth = 0
            var i = 0
            let n = bytes.count
            while i < n {
                if breaks(bytes[i]) { i += 1; continue }
                var end = i, wordWidth = 0
                while end < n && !breaks(bytes[end]) {
                    if startsScalar(bytes[end]) { wordWidth += 1 }
                    end += 1
                }
                let gap = line.isEmpty ? 0 : 1
                if lineWidth + gap + wordWidth <= width {
                    if gap == 1 { line.append(0x20) }
                    line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
                    lineWidth += gap + wordWidth
                } else {
                    if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
                    line.removeAll(keepingCapacity: true)
                    // A word wider than a line is split into chunks of the line's width.
                    var start = i
                    while start < end {
                        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
                        var stop = start, columns = 0
                        repeat {
                            stop += 1
                            while stop < end && !startsScalar(bytes[stop]) { stop += 1 }
                            columns += 1
                        } while stop < end && columns < width
                        line.removeAll(keepingCapacity: true)
                        line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<stop]))
                        lineWidth = columns
                        start = stop
                    }
                }
                i = end
            }
            if !line.isEmpty || lines.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
            return lines
        }
    }

    static func wrapAnyParagraph(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = "", lineWidth = 0, pendingSpace = false
        for token in tokens(text) {
            if token == " " { pendingSpace = lineWidth > 0; continue }
            let w = DisplayWidth.of(token)
            let gap = pendingSpace ? 1 : 0
            if lineWidth + gap + w <= width {
                line += (pendingSpace ? " " : "") + token
                lineWidth += gap + w
            } else {
                if lineWidth > 0 { lines.append(line) }
                line = ""; lineWidth = 0
                for chunk in hardSplit(token, width: width) {
                    if lineWidth > 0 { lines.append(line) }
                    line = chunk; lineWidth = DisplayWidth.of(chunk)
                }
            }
            pendingSpace = false
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Words, single spaces, and wide characters each as their own token (with the
    /// punctuation that must stay next to them).
    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        var glueNext = false
        func flush() { if !word.isEmpty { tokens.append(word); word = "" } }
        for ch in text {
            if ch == " " || ch == "\t" {
                flush()
                if tokens.last != " " { tokens.append(" ") }
                glueNext = false
            } else if isClosing(ch) {
                if !word.isEmpty { word.append(ch) }
                else if let last = tokens.last, last != " " { tokens[tokens.count - 1] = last + String(ch) }
                else { word.append(ch) }
            } else if DisplayWidth.of(ch) == 2 || isOpening(ch) {
                if !glueNext { flush() }
                word.append(ch)
                glueNext = isOpening(ch)
                if !glueNext { flush() }
            } else {
                // A Latin letter right after a wide character starts a new word.
                if let last = word.last, DisplayWidth.of(last) == 2, !glueNext { flush() }
                word.append(ch)
                glueNext = false
            }
        }
        flush()
        return tokens
    }

    private static func hardSplit(_ token: String, width: Int) -> [String] {
        var chunks: [String] = [], chunk = "", w = 0
        for ch in token {
            let cw = DisplayWidth.of(ch)
            if w + cw > width && w > 0 { chunks.append(chunk); chunk = ""; w = 0 }
            chunk.append(ch); w += cw
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        return chunks
    }

    /// `text` cut to `width` columns, ending in "…" when it was cut.
    static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        return prefix(text, width: width - 1) + "…"
    }

    /// `text` with "…" appended, cut so the result still fits `width` (for text that goes on
    /// beyond what is shown).
    static func withEllipsis(_ text: String, width: Int) -> String {
        prefix(text, width: width - 1) + "…"
    }

    /// The longest prefix of `text` at most `width` columns wide.
    static func prefix(_ text: String, width: Int) -> String {
        var out = "", w = 0
        for ch in text {
            let cw = DisplayWidth.of(ch)
            if w + cw > width { break }
            out.append(ch); w += cw
        }
        return out
    }

    /// `text` padded with spaces on the right to `width` columns (or cut to it).
    static func padded(_ text: String, to width: Int) -> String {
        let t = truncate(text, width: width)
        return t + String(repeating: " ", count: max(0, width - DisplayWidth.of(t)))
    }

    /// `text` padded on the left to `width` columns, for numbers.
    static func rightAligned(_ text: String, to width: Int) -> String {
        let t = truncate(text, width: width)
        return String(repeating: " ", count: max(0, width - DisplayWidth.of(t))) + t
    }
}
