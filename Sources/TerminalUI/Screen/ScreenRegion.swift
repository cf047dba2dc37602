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
    public func reading(_ region: Region) -> String? {
        guard let rect = regions[region] else { return nil }
        var rows: [String] = []
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            var row = ""
            for x in max(0, rect.x)..<min(width, rect.maxX) { self[x, y].append(to: &row) }
            rows.append(row)
        }
        return Self.words(rows)
    }

    /// `lines` as one run of words: box drawing, the scroll indicator and every run of
    /// whitespace become one space, none at either end.
    public static func words(_ lines: [String]) -> String {
        var out = ""
        var lastWasSpace = true
        for line in lines {
            for ch in line {
                if ch.isWhitespace || frameCharacters.contains(ch) {
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

    /// Frames, dividers and the scroll indicator's marks: drawing, not words.
    private static let frameCharacters: Set<Character> = ["│", "─", "╭", "╮", "╰", "╯", "├", "┤", "┬", "┴", "┼", "┌", "┐",
                                                          "└", "┘", "║", "═", "┃", "▲", "▼"]
}
