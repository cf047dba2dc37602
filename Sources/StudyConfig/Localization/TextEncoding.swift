/// The text encoding a localization file was found to use.
///
/// Kept on the parsed file because Xcode and iOS accept all of these, but a file without a
/// byte order mark in UTF-16 was detected by a guess, which a check may want to mention.
public enum TextEncoding: Sendable, Equatable, CustomStringConvertible {
    case utf8(byteOrderMark: Bool)
    case utf16LittleEndian(byteOrderMark: Bool)
    case utf16BigEndian(byteOrderMark: Bool)

    public var hasByteOrderMark: Bool {
        switch self {
        case .utf8(let bom), .utf16LittleEndian(let bom), .utf16BigEndian(let bom): bom
        }
    }

    public var description: String {
        let bom = hasByteOrderMark ? "with byte order mark" : "without byte order mark"
        switch self {
        case .utf8: return "UTF-8 \(bom)"
        case .utf16LittleEndian: return "UTF-16 little-endian \(bom)"
        case .utf16BigEndian: return "UTF-16 big-endian \(bom)"
        }
    }
}
