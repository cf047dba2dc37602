/// Byte classes the localization parsers test.
///
/// Bytes are hex literals here and in the parsers' per-byte loops because `UInt8(ascii:)` is a
/// function call in debug builds, where the robustness tests parse thousands of files.
enum ASCII {
    /// Space, tab, line feed, vertical tab, form feed or carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        if byte >= 0x30 && byte <= 0x39 { return UInt32(byte - 0x30) }  // 0-9
        if byte >= 0x61 && byte <= 0x66 { return UInt32(byte - 0x61 + 10) }  // a-f
        if byte >= 0x41 && byte <= 0x46 { return UInt32(byte - 0x41 + 10) }  // A-F
        return nil
    }
}
