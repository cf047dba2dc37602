extension Character {
    /// Foundation's `.whitespacesAndNewlines`: Unicode's White_Space, and the zero-width space
    /// CoreFoundation adds to it.
    var isBlankLikeFoundation: Bool { isWhitespace || self == "\u{200B}" }
}

extension StringProtocol {
    /// Whether the text is empty or only whitespace and newlines, as Foundation's
    /// `.whitespacesAndNewlines` says, decided without bridging to Foundation's string search
    /// (which the checklist paid for at every start of the demo).
    var isBlank: Bool { allSatisfy(\.isBlankLikeFoundation) }

    /// The text without the whitespace and newlines at its ends (see `isBlank`).
    var trimmedOfWhitespace: String {
        guard let first = firstIndex(where: { !$0.isBlankLikeFoundation }), let last = lastIndex(where: { !$0.isBlankLikeFoundation }) else { return "" }
        return String(self[first...last])
    }

    /// Whether `part` occurs in the text, compared character by character as `==` compares
    /// them; not Foundation's locale-aware search.
    func containsText(_ part: some StringProtocol) -> Bool {
        // Both ASCII without a carriage return (which joins a line feed into one character):
        // every byte is then a character of its own, and comparing bytes finds what comparing
        // characters finds, without working out where each character ends. The checklist asks
        // this of every description as the demo starts.
        if utf8.allSatisfy(Self.isLoneASCII) && part.utf8.allSatisfy(Self.isLoneASCII) {
            let text = Array(utf8), needle = Array(part.utf8)
            guard let head = needle.first else { return true }
            guard needle.count <= text.count else { return false }
            for start in 0...(text.count - needle.count) where text[start] == head {
                if text[start..<(start + needle.count)].elementsEqual(needle) { return true }
            }
            return false
        }
        return containsTextByCharacters(part)
    }

    private static func isLoneASCII(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0D }

    /// `containsText` walking characters: what it does for any text that is not plain ASCII.
    func containsTextByCharacters(_ part: some StringProtocol) -> Bool {
        guard let head = part.first else { return true }
        var i = startIndex
        while let start = self[i...].firstIndex(of: head) {
            if self[start...].starts(with: part) { return true }
            i = index(after: start)
        }
        return false
    }
}
