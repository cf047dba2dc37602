import SimCore
import Synchronization
import Simulation

/// A grid of cells that views draw into; the terminal backend copies it to the screen and
/// tests compare it with golden text. Wide characters take two cells: the second holds "".
public struct Screen: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        public let style: Style
        /// The text's scalars and the style packed into one number: a cell holds no reference,
        /// so a frame of cells is filled, copied and compared as plain memory. Bits 0–41: up to
        /// two scalars; 42–43: how many; 44–55: the style. A grapheme of more than two scalars
        /// (a ZWJ emoji sequence) is interned and its index kept in bits 0–41 with `overflow` set.
        private let key: UInt64
        private static let overflow: UInt64 = 1 << 63
        private static let countMask: UInt64 = 3 << 42
        private static let glyphMask: UInt64 = (1 << 42) - 1
        private static let styleMask: UInt64 = 0xFFF << 44
        private static let interned = Mutex<[String]>([])

        public init(text: String, style: Style) {
            self.style = style
            var k: UInt64 = 0, n: UInt64 = 0
            for s in text.unicodeScalars {
                n += 1
                if n > 2 { break }
                k = k << 21 | UInt64(s.value)
            }
            let styleBits = Cell.bits(style) << 44
            if n > 2 {
                let index = Cell.interned.withLock { table in
                    if let i = table.firstIndex(of: text) { return i }
                    table.append(text)
                    return table.count - 1
                }
                key = Cell.overflow | UInt64(index) | styleBits
            } else {
                key = k | n << 42 | styleBits
            }
        }

        /// One character of a single scalar, its style already packed by `styleBits`: what
        /// `put` writes for most of a frame, without making a String of it.
        fileprivate init(narrow scalar: Unicode.Scalar, style: Style, styleBits: UInt64) {
            self.style = style
            key = UInt64(scalar.value) | 1 << 42 | styleBits << 44
        }

        /// The same character in `style`.
        public func restyled(_ style: Style) -> Cell { Cell(glyph: key & ~Cell.styleMask, style: style) }

        private init(glyph: UInt64, style: Style) {
            self.style = style
            key = glyph | Cell.bits(style) << 44
        }

        /// One character (a grapheme), " " for blank, or "" for the right half of a wide one.
        public var text: String {
            var out = ""
            append(to: &out)
            return out
        }

        /// Appends `text` to `out` without making a String of it.
        public func append(to out: inout String) {
            guard let (first, last) = packedScalars else { return out += internedText }
            if let first { out.unicodeScalars.append(first) }
            if let last { out.unicodeScalars.append(last) }
        }

        /// Appends `text` as UTF-8 to `out` (casts write every changed cell as bytes).
        @inline(__always)
        func appendUTF8(to out: inout ByteBuffer) {
            forEachUTF8Byte { out.append($0) }
        }

        /// Appends `text` as UTF-8 to `bytes` and returns how many bytes that took (0 for the
        /// right half of a wide character): the terminal backend writes a run's cells this way,
        /// with no String made per cell.
        @discardableResult
        public func appendUTF8(to bytes: inout [UInt8]) -> Int {
            let before = bytes.count
            forEachUTF8Byte { bytes.append($0) }
            return bytes.count - before
        }

        /// Hands `text`'s UTF-8 bytes to `emit`, one at a time: the one reading of a cell as
        /// bytes, for casts and the terminal alike.
        @inline(__always)
        fileprivate func forEachUTF8Byte(_ emit: (UInt8) -> Void) {
            // Most of a frame is ASCII, one byte a cell.
            if let byte = asciiByte { return emit(byte) }
            guard let (first, last) = packedScalars else { return internedText.utf8.forEach(emit) }
            if let first { UTF8.encode(first, into: emit) }
            if let last { UTF8.encode(last, into: emit) }
        }

        /// How many bytes `forEachUTF8Byte` hands on, worked out from the scalars' values.
        @inline(__always)
        fileprivate var utf8Count: Int {
            if asciiByte != nil { return 1 }
            guard let (first, last) = packedScalars else { return internedText.utf8.count }
            return (first.map(UTF8.width) ?? 0) + (last.map(UTF8.width) ?? 0)
        }

        /// The character's one byte when it is ASCII (most of a frame), else nil.
        @inline(__always)
        fileprivate var asciiByte: UInt8? {
            key & (Cell.overflow | Cell.countMask | 0x1F_FF80) == 1 << 42 ? UInt8(truncatingIfNeeded: key) : nil
        }

        /// Whether a reader takes this character for a gap between words (`Screen.isGap`).
        var isGapInText: Bool {
            // Most of a frame is ASCII, one scalar a cell.
            if let byte = asciiByte { return Screen.isGap(first: Unicode.Scalar(byte), alone: true) }
            guard let (first, last) = packedScalars else {
                let scalars = internedText.unicodeScalars
                return Screen.isGap(first: scalars.first!, alone: false)
            }
            // One scalar is packed as the last; two as first and last.
            guard let leading = first ?? last else { return false }
            return Screen.isGap(first: leading, alone: first == nil)
        }

        /// The one or two scalars packed in the key; nil when the grapheme is interned.
        private var packedScalars: (Unicode.Scalar?, Unicode.Scalar?)? {
            if key & Cell.overflow != 0 { return nil }
            let n = (key & Cell.countMask) >> 42
            return (n == 2 ? Unicode.Scalar(UInt32((key >> 21) & 0x1F_FFFF)) : nil,
                    n >= 1 ? Unicode.Scalar(UInt32(key & 0x1F_FFFF)) : nil)
        }

        private var internedText: String { Cell.interned.withLock { $0[Int(key & Cell.glyphMask)] } }

        fileprivate static func bits(_ s: Style) -> UInt64 {
            let fg = UInt64(s.foreground.map { $0.rawValue + 1 } ?? 0)
            let bg = UInt64(s.background.map { $0.rawValue + 1 } ?? 0)
            let flags = (s.bold ? 1 : 0) | (s.dim ? 2 : 0) | (s.reverse ? 4 : 0) | (s.underline ? 8 : 0)
            return fg | bg << 4 | UInt64(flags) << 8
        }

        /// The style as packed in the key: equal exactly when the styles are.
        public var styleKey: UInt64 { key & Cell.styleMask }

        /// The right half of a wide character (its text is "").
        public var isContinuation: Bool { key & (Cell.countMask | Cell.overflow) == 0 }

        public static let blank = Cell(text: " ", style: .plain)

        public static func == (a: Cell, b: Cell) -> Bool { a.key == b.key }
    }

    /// A rectangle that, when clicked, presses a control.
    public struct Hotspot: Equatable, Sendable {
        public let x: Int, y: Int, width: Int, height: Int
        public let control: ControlID
        public func contains(_ px: Int, _ py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    public private(set) var hotspots: [Hotspot] = []
    /// The part of the screen that scrolls (the phone's page), when it holds more than it shows.
    public internal(set) var scrollArea: ScrollArea?
    /// How far PageUp and PageDown scroll the log as drawn: pages of the lines it shows, so a
    /// line that wraps never makes paging skip one.
    public internal(set) var logPaging: LogPaging?
    /// Where the frame drew each of its parts (the phone's screen, the dashboard, the log, the
    /// status line); a part it did not draw, or that an overlay covers, has none.
    public internal(set) var regions = Regions()
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Writes `text` at (x, y) in `style`, clipped at `maxWidth` columns (and the screen's edge).
    /// Returns the number of columns written. A wide character that would be cut is replaced by a space.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0 && y < height else { return 0 }
        let limit = min(width, x + (maxWidth ?? width))
        if let written = putNarrow(text, x: x, y: y, style: style, limit: limit) { return written }
        var col = x
        // Control characters from a study's text are drawn as escapes, never sent to the terminal.
        for ch in VisibleText.escaped(text) {
            if ch == "\n" { break }
            let w = DisplayWidth.of(ch)
            if w == 0 { continue }
            if col + w > limit {
                if col < limit && col >= 0 { self[col, y] = Cell(text: " ", style: style) }
                break
            }
            if col >= 0 {
                // Overwriting half of an earlier wide character blanks its other half.
                if self[col, y].isContinuation && col > 0 { self[col - 1, y] = Cell(text: " ", style: self[col - 1, y].style) }
                self[col, y] = Cell(text: String(ch), style: style)
                if w == 2 { self[col + 1, y] = Cell(text: "", style: style) }
                else if col + 1 < width && self[col + 1, y].isContinuation { self[col + 1, y] = Cell(text: " ", style: self[col + 1, y].style) }
            }
            col += w
        }
        return col - x
    }

    /// `put(String(repeating: String(scalar), count: count), …)`, without making the text: the
    /// rules and box edges every frame draws.
    @discardableResult
    public mutating func put(repeating scalar: Unicode.Scalar, count: Int, x: Int, y: Int, style: Style = .plain,
                             maxWidth: Int? = nil) -> Int {
        guard y >= 0 && y < height, count > 0 else { return 0 }
        guard DisplayWidth.isLoneNarrow(scalar) else {
            return put(String(repeating: String(scalar), count: count), x: x, y: y, style: style, maxWidth: maxWidth)
        }
        return writeNarrow(repeatElement(scalar, count: count), x: x, y: y, style: style, limit: min(width, x + (maxWidth ?? width)))
    }

    /// `put` for text made only of characters that stand alone and take one column
    /// (`DisplayWidth.isLoneNarrow`: ASCII, Latin letters, box drawing… most of every frame):
    /// each scalar is one cell, with no grapheme breaking, width look-up or escaping. Nil
    /// (nothing written) for any other text.
    private mutating func putNarrow(_ text: String, x: Int, y: Int, style: Style, limit: Int) -> Int? {
        // Printable ASCII, most of it, is read as bytes: no scalar is decoded twice.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for b in bytes where b < 0x20 || b > 0x7E { return nil }
            return writeNarrow(bytes.lazy.map { Unicode.Scalar($0) }, x: x, y: y, style: style, limit: limit)
        }
        if let ascii, let written = ascii { return written }
        let scalars = text.unicodeScalars
        for s in scalars where !DisplayWidth.isLoneNarrow(s) { return nil }
        return writeNarrow(scalars, x: x, y: y, style: style, limit: limit)
    }

    /// Writes `scalars`, each lone and narrow, one a cell from (x, y), up to column `limit`.
    private mutating func writeNarrow<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars, x: Int, y: Int, style: Style,
                                                                          limit: Int) -> Int {
        let styleBits = Cell.bits(style)
        let w = width
        // Through the buffer: the subscript's bounds and uniqueness checks cost more than the
        // store itself, and this writes most of every frame.
        return cells.withUnsafeMutableBufferPointer { cells in
            let row = y * w
            var col = x
            for s in scalars {
                if col >= limit { break }
                if col >= 0 {
                    // Overwriting half of an earlier wide character blanks its other half.
                    if col > 0 && cells[row + col].isContinuation {
                        cells[row + col - 1] = Cell(text: " ", style: cells[row + col - 1].style)
                    }
                    cells[row + col] = Cell(narrow: s, style: style, styleBits: styleBits)
                    if col + 1 < w && cells[row + col + 1].isContinuation {
                        cells[row + col + 1] = Cell(text: " ", style: cells[row + col + 1].style)
                    }
                }
                col += 1
            }
            return col - x
        }
    }

    /// Fills a rectangle with `char` in `style`.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, char: Character = " ", style: Style = .plain) {
        let cell = Cell(text: String(char), style: style)
        // Clipped to the screen; a rectangle wholly off it, or with no width, fills nothing.
        let columns = max(0, x)..<max(max(0, x), min(width, x + w))
        guard !columns.isEmpty else { return }
        let stride = width
        cells.withUnsafeMutableBufferPointer { cells in
            for yy in max(0, y)..<max(max(0, y), min(height, y + h)) {
                let row = yy * stride
                for xx in columns { cells[row + xx] = cell }
            }
        }
    }

    /// Records a clickable area for `control`.
    public mutating func addHotspot(x: Int, y: Int, width w: Int, height h: Int = 1, control: ControlID) {
        hotspots.append(Hotspot(x: x, y: y, width: w, height: h, control: control))
    }

    /// Forgets every hotspot so far: what an alert covers cannot be clicked.
    mutating func removeHotspots() { hotspots.removeAll() }

    /// The control under (x, y), topmost first (later hotspots are drawn over earlier ones).
    public func control(atX x: Int, y: Int) -> ControlID? { hotspots.last { $0.contains(x, y) }?.control }

    /// Makes this screen's size and cells those of `other`, writing only the cells that
    /// differ, into storage of its own: a cast keeps the last frame it wrote this way, so the
    /// frame the caller goes on drawing into is never shared and never copied whole.
    mutating func takeCells(of other: Screen) {
        guard width == other.width, height == other.height else {
            self = Screen(width: other.width, height: other.height)
            return takeCells(of: other)
        }
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { target in
                for i in 0..<target.count where target[i] != source[i] { target[i] = source[i] }
            }
        }
    }

    /// One row as text (wide characters once, their right halves skipped).
    public func line(_ y: Int) -> String {
        precondition((0..<height).contains(y), "row \(y) of a screen \(height) rows high")
        return text(rows: y..<(y + 1))
    }

    /// The whole screen as text, one line per row, trailing spaces kept: what golden files hold.
    public var text: String { text(rows: 0..<height) }

    /// `rows` as text, a line feed between rows. Built as bytes, counted first and then written
    /// in place: a transcript keeps the screen of every step, and a String made per cell was a
    /// quarter of `play --transcript`'s time.
    private func text(rows: Range<Int>) -> String {
        cells.withUnsafeBufferPointer { all in
            let cells = all[(rows.lowerBound * width)..<(rows.upperBound * width)]
            var count = max(0, rows.count - 1)
            for cell in cells { count += cell.utf8Count }
            return String(unsafeUninitializedCapacity: count) { out in
                var i = 0
                for y in rows {
                    if y > rows.lowerBound { out[i] = 0x0A; i += 1 }
                    for cell in all[(y * width)..<((y + 1) * width)] {
                        cell.forEachUTF8Byte { out[i] = $0; i += 1 }
                    }
                }
                assert(i == count, "the text's bytes were counted as \(count) and written as \(i)")
                return i
            }
        }
    }

    public static func == (a: Screen, b: Screen) -> Bool {
        a.width == b.width && a.height == b.height && a.cells == b.cells && a.hotspots == b.hotspots
    }
}
