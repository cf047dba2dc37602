/// Where a file stops being valid UTF-8, as a line and column, for "bad byte" errors.
enum UTF8Position {
    /// The 1-based line and column (in bytes) of the first byte that is not valid UTF-8.
    static func firstInvalid(in bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8)? {
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return position(of: i, in: bytes)
            }
            guard i + length <= bytes.count,
                  bytes[(i + 1)..<(i + length)].allSatisfy({ $0 & 0xC0 == 0x80 }),
                  String(validating: bytes[i..<(i + length)], as: UTF8.self) != nil else {
                return position(of: i, in: bytes)
            }
            i += length
        }
        return nil
    }

    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8) {
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return (line, offset - lineStart + 1, bytes[offset])
    }
}
