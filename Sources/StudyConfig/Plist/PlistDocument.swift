import Foundation

/// A property list read from a file: its root value and the format it was in.
public struct PlistDocument: Sendable {
    public enum Format: String, Sendable { case xml, binary }

    /// The file's name as diagnostics show it (relative to the study folder).
    public let file: String
    public let format: Format
    public let root: PlistNode
    /// Where a binary list's top object starts, for messages about it (binary lists have no
    /// lines); where its trailer starts when the trailer's numbers are odd but Foundation read it.
    public var rootOffset: Int? = nil

    /// Files larger than this are refused: an Info.plist is a few kilobytes.
    public static let maximumSize = 5 * 1024 * 1024

    /// Reads XML or binary plist data. Every failure is a `PlistError` naming the file and, for a
    /// problem inside an XML plist, the line.
    public static func read(_ data: Data, file: String) throws(PlistError) -> PlistDocument {
        guard !data.isEmpty else { throw PlistError(file: file, line: 1, message: "the file is empty") }
        guard data.count <= maximumSize else {
            let mb = String(format: "%.1f", Double(data.count) / 1_048_576)
            throw PlistError(file: file, line: nil,
                             message: "the file is \(mb) MB; a property list here is a few kilobytes, so files over 5 MB are refused")
        }
        if data.starts(with: Array("bplist".utf8)) {
            let bytes = [UInt8](data)
            return PlistDocument(file: file, format: .binary, root: try readBinary(data, file: file),
                                 rootOffset: BinaryPlistDamage.topObjectOffset(in: bytes) ?? max(0, bytes.count - 32))
        }
        let xml: Data
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let s = String(data: data, encoding: .utf16) else {
                throw PlistError(file: file, line: nil, message: "the file claims UTF-16 but is not valid UTF-16")
            }
            xml = Data(s.utf8)
        } else {
            xml = data
        }
        if String(validating: xml, as: UTF8.self) == nil {
            if let bad = UTF8Position.firstInvalid(in: [UInt8](xml)) {
                let hex = String(bad.byte, radix: 16, uppercase: true)
                throw PlistError(file: file, line: bad.line, column: bad.column,
                                 message: "byte 0x\(hex) is not UTF-8 (an XML property list is UTF-8 or UTF-16 text)")
            }
            throw PlistError(file: file, line: nil, message: "the file is neither an XML property list in UTF-8 or UTF-16 nor a binary property list")
        }
        let trimmed = xml.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        guard trimmed.first == UInt8(ascii: "<") else {
            throw PlistError(file: file, line: 1, message: "this is not an XML or binary property list (old-style text plists are not supported)")
        }
        return PlistDocument(file: file, format: .xml, root: try XMLPlistReader.parse([UInt8](xml), file: file))
    }

    /// Reads the file at `url`; `file` is its name as diagnostics show it.
    public static func read(contentsOf url: URL, file: String) throws(PlistError) -> PlistDocument {
        let data: Data
        do { data = try InputFile.read(url, limit: maximumSize) } catch {
            throw PlistError(file: file, line: nil, message: error.message)
        }
        return try read(data, file: file)
    }

    private static func readBinary(_ data: Data, file: String) throws(PlistError) -> PlistNode {
        // Too short for a header, an object and a trailer: Foundation would read "bplist00" as
        // old-style text, a string at the root, and the message would miss that the file is cut short.
        if data.count < 41, let damage = BinaryPlistDamage.find(in: [UInt8](data)) {
            throw PlistError(file: file, line: nil, message: "damaged binary property list at byte offset \(damage.offset): \(damage.message)")
        }
        // Counted before Foundation reads it: Foundation builds every shared reference out, and a
        // list of 600 bytes whose arrays each hold ten references to the next took minutes and 9 GB.
        if let shape = BinaryPlistDamage.expandedValues(in: [UInt8](data), limit: maximumValues) {
            if shape.values > maximumValues {
                throw PlistError(file: file, line: nil,
                                 message: "the binary property list refers to its objects so many times over that it holds more than "
                                     + "\(maximumValues) values once read; a property list here is a few kilobytes")
            }
            // Foundation stops some 500 deep and the failure read as damage.
            if shape.depth > PlistTreeBuilder.maximumDepth {
                throw PlistError(file: file, line: nil,
                                 message: "the property list is nested more than \(PlistTreeBuilder.maximumDepth) levels deep (binary property list)")
            }
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            if let damage = BinaryPlistDamage.find(in: [UInt8](data)) {
                throw PlistError(file: file, line: nil, message: "damaged binary property list at byte offset \(damage.offset): \(damage.message)")
            }
            let objectsEnd = BinaryPlistDamage.objectsEnd(in: [UInt8](data))
            throw PlistError(file: file, line: nil,
                             message: "damaged binary property list: an object between byte offset 8 and \(objectsEnd) cannot be read")
        }
        // The XML reader's bound holds for binary lists too: Foundation reads them some 500 deep.
        // And a binary list may refer to one object many times: 600 bytes whose arrays each hold
        // ten references to the next expand to 10^12 values, which converting them tried to build.
        switch shape(object) {
        case .tooDeep:
            throw PlistError(file: file, line: nil,
                             message: "the property list is nested more than \(PlistTreeBuilder.maximumDepth) levels deep (binary property list)")
        case .tooMany:
            throw PlistError(file: file, line: nil,
                             message: "the binary property list refers to its objects so many times over that it holds more than "
                                 + "\(maximumValues) values once read; a property list here is a few kilobytes")
        case .fits:
            return convert(object)
        }
    }

    /// The most values a binary property list may hold once its shared references are read out:
    /// more than a 5 MB XML list can (every value takes at least 7 bytes there, `<true/>`).
    static let maximumValues = 1_000_000

    private enum Shape { case fits, tooDeep, tooMany }

    /// Whether `object` nests at most `maximumDepth` deep and holds at most `maximumValues`
    /// values, walked without recursion and stopped at the first bound passed.
    private static func shape(_ object: Any) -> Shape {
        var pending: [(Any, Int)] = [(object, 1)]
        var values = 1
        while let (value, level) = pending.popLast() {
            if level > PlistTreeBuilder.maximumDepth { return .tooDeep }
            let children = value as? [Any] ?? (value as? [String: Any]).map { Array($0.values) } ?? []
            // Counted before they are queued, so the queue never outgrows the bound.
            values += children.count
            if values > maximumValues { return .tooMany }
            pending += children.map { ($0, level + 1) }
        }
        return .fits
    }

    /// Foundation on Linux returns Bool for booleans and NSNumber for numbers.
    private static func convert(_ object: Any) -> PlistNode {
        switch object {
        case let b as Bool where type(of: object) == Bool.self: return PlistNode(.bool(b), line: nil)
        case let s as String: return PlistNode(.string(s), line: nil)
        case let n as NSNumber:
            let kind = String(cString: n.objCType)
            if kind == "d" || kind == "f" { return PlistNode(.real(n.doubleValue), line: nil) }
            if kind == "c" || kind == "B" { return PlistNode(.bool(n.boolValue), line: nil) }
            return PlistNode(.integer(n.int64Value), line: nil)
        case let d as Date: return PlistNode(.date(d), line: nil)
        case let d as Data: return PlistNode(.data(d), line: nil)
        case let a as [Any]: return PlistNode(.array(a.map(convert)), line: nil)
        case let d as [String: Any]:
            var dict = PlistDict()
            for key in d.keys.sorted() { dict.append(key, line: nil, convert(d[key]!)) }
            return PlistNode(.dict(dict), line: nil)
        default:
            return PlistNode(.string(String(describing: object)), line: nil)
        }
    }
}
