import Synchronization

/// Word wrapping and clipping by display width, so CJK text and emoji line up in boxes.
enum TextWrap {
    /// Punctuation that must not start a line (it stays with the character before it).
    private static let closing: Set<Character> = ["、", "。", "，", "．", "！", "？", "）", "」", "』", "】", "〉", "》", "ー", "…", "・", "：", "；"]
    /// Punctuation that must not end a line (it goes with the character after it).
    private static let opening: Set<Character> = ["（", "「", "『", "【", "〈", "《"]

    /// `text` broken into lines at most `width` columns wide. Breaks at spaces, and between any
    /// two wide (CJK) characters, since those scripts put no spaces between words. Newlines
    /// start new lines; a word wider than a line is split.
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        let key = WrapKey(text: text, width: width)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let out = wrap(text, width: width)
        cache.withLock { c in
            // The log grows without end; a bounded cache keeps the lines on screen warm.
            if c.count > 4096 { c.removeAll(keepingCapacity: true) }
            c[key] = out
        }
        return out
    }

    private struct WrapKey: Hashable, Sendable {
        let text: String
        let width: Int
    }

    /// Wrapped text by (text, width): the log re-draws the same lines every frame.
    private static let cache = Mutex<[WrapKey: [String]]>([:])

    private static func wrap(_ text: String, width: Int) -> [String] {
        var out: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            out += wrapParagraph(String(paragraph), width: width)
        }
        return out
    }

    private static func wrapParagraph(_ text: String, width: Int) -> [String] {
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
            } else if closing.contains(ch) {
                if !word.isEmpty { word.append(ch) }
                else if let last = tokens.last, last != " " { tokens[tokens.count - 1] = last + String(ch) }
                else { word.append(ch) }
            } else if DisplayWidth.of(ch) == 2 || opening.contains(ch) {
                if !glueNext { flush() }
                word.append(ch)
                glueNext = opening.contains(ch)
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
