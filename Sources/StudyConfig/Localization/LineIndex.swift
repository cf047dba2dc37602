import Foundation

/// Turns byte offsets in UTF-8 text into 1-based lines and columns.
///
/// Built in one pass over the text; columns count Unicode scalars, so `é` is one column, as an
/// editor shows it.
struct LineIndex {
    private let bytes: [UInt8]
    /// The offset each line starts at; line 1 starts at 0.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            guard let base = buffer.baseAddress else { return starts }
            let count = buffer.count
            // memchr finds line feeds far faster than a byte loop in debug builds; the loop is
            // only needed for files that contain a carriage return.
            if memchr(base, 0x0D, count) == nil {
                var index = 0
                while index < count, let found = memchr(base + index, 0x0A, count - index) {
                    index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(index)
                }
                return starts
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                index += 1
                // CR LF is one line break; a lone CR (classic Mac OS files) is one too.
                if byte == 0x0A || (byte == 0x0D && (index == count || buffer[index] != 0x0A)) {
                    starts.append(index)
                }
            }
            return starts
        }
    }

    /// The 1-based line of `offset`, found by binary search.
    func line(at offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The line and column of `offset`. The column is counted from the start of its line, so
    /// this is for the odd error, not for every value of a file that may be one long line.
    func position(at offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = line(at: offset)
        var column = 1
        for index in lineStarts[line - 1]..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return SourcePosition(line: line, column: column)
    }

    /// The offset where 1-based `line` starts; the end of the text past the last line.
    func offset(ofLine line: Int) -> Int {
        line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] : bytes.count
    }

    /// The position just after the last byte, where an error about a truncated file points.
    var end: SourcePosition { position(at: bytes.count) }
}
