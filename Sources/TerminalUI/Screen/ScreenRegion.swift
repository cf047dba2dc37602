/// The parts of a frame, and their text as a participant reads it.
extension Screen {
    /// A part of the frame a reader tells apart from the rest.
    public enum Region: Hashable, Sendable, CaseIterable {
        /// The phone's screen: inside its frame (sheet, alert, Settings, home screen, crash).
        case phone
        /// What the study app experiences: the clock, the app's state, the sensor table.
        case dashboard
        /// The event log under the dashboard.
        case log
        /// The keys line at the bottom.
        case statusLine
    }

    /// Where a frame drew each of its parts: a rectangle or nothing per region. Not a
    /// dictionary: the first dictionary keyed by `Region` made the runtime look up its
    /// `Hashable` conformance, a scan of every conformance in the binary, as the demo started.
    public struct Regions: Equatable, Sendable {
        private var rects = [Rect?](repeating: nil, count: Region.allCases.count)

        public subscript(region: Region) -> Rect? {
            get { rects[Self.slot(region)] }
            set { rects[Self.slot(region)] = newValue }
        }

        private static func slot(_ region: Region) -> Int {
            switch region {
            case .phone: 0
            case .dashboard: 1
            case .log: 2
            case .statusLine: 3
            }
        }
    }

    /// The words of `region` in reading order (row after row, left to right), with the frame's
    /// box drawing and the scroll indicator left out and every run of spaces and line breaks one
    /// space: a sentence the view wrapped reads as one. Nil when the frame does not draw it.
    /// Read from the cells as bytes (each cell is one character; the right half of a wide one
    /// adds nothing), with no String made per row: every screen check of `play` reads a region.
    public func reading(_ region: Region) -> String? {
        guard let rect = regions[region] else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(rect.width * rect.height)
        var lastWasSpace = true
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                let cell = self[x, y]
                if cell.isContinuation { continue }
                if cell.isGapInText {
                    if !lastWasSpace { out.append(0x20) }
                    lastWasSpace = true
                } else {
                    cell.appendUTF8(to: &out)
                    lastWasSpace = false
                }
            }
            if !lastWasSpace { out.append(0x20) }
            lastWasSpace = true
        }
        if out.last == 0x20 { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    /// `lines` as one run of words: box drawing, the scroll indicator and every run of
    /// whitespace become one space, none at either end.
    public static func words(_ lines: [String]) -> String {
        var out = ""
        var lastWasSpace = true
        for line in lines {
            for ch in line {
                if isGap(first: ch.unicodeScalars.first!, alone: ch.unicodeScalars.count == 1) {
                    if !lastWasSpace { out.append(" ") }
                    lastWasSpace = true
                } else {
                    out.append(ch)
                    lastWasSpace = false
                }
            }
            if !lastWasSpace { out.append(" ") }
            lastWasSpace = true
        }
        if out.last == " " { out.removeLast() }
        return out
    }

    /// Whether a reader takes a character (its first scalar, and whether it is that scalar
    /// alone) for a gap between words: whitespace, as a Character's `isWhitespace` judges it
    /// by its first scalar, or, alone, a piece of a frame, a divider or the scroll indicator's mark.
    static func isGap(first: Unicode.Scalar, alone: Bool) -> Bool {
        switch first.value {
        case 0x20, 0x09...0x0D: return true
        case 0x21..<0x80: return false
        default: return first.properties.isWhitespace || (alone && frameScalars.contains(first.value))
        }
    }

    /// Frames, dividers and the scroll indicator's marks: drawing, not words.
    private static let frameScalars: [UInt32] = ["│", "─", "╭", "╮", "╰", "╯", "├", "┤", "┬", "┴", "┼", "┌", "┐",
                                                 "└", "┘", "║", "═", "┃", "▲", "▼"].map { (s: Unicode.Scalar) in s.value }
}
