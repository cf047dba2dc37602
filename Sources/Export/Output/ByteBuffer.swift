/// A growable byte buffer that rows are formatted into and reused across rows, so the per-row
/// path builds no `String` per field.
public struct ByteBuffer: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 1 << 16) { bytes.reserveCapacity(capacity) }

    public var count: Int { bytes.count }

    @inline(__always) public mutating func byte(_ b: UInt8) { bytes.append(b) }

    @inline(__always) public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always) public mutating func append(_ raw: [UInt8]) { bytes.append(contentsOf: raw) }

    @inline(__always) public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A whole number in decimal, without going through `String`.
    @inline(__always) public mutating func decimal(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            unsignedDecimal(value.magnitude)
        } else {
            unsignedDecimal(UInt(value))
        }
    }

    @inline(__always) public mutating func unsignedDecimal(_ value: UInt) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0) // 24 bytes, room for 20 digits
        var n = value, count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            repeat {
                raw[23 - count] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
                count += 1
            } while n > 0
            bytes.append(contentsOf: raw[(24 - count)...])
        }
    }

    /// The shortest text that reads back as exactly `value` (Swift's round-trip printing).
    @inline(__always) public mutating func shortest(_ value: Double) {
        var text = value.description
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The shortest text that reads back as exactly `value` at single precision.
    @inline(__always) public mutating func shortest(_ value: Float) {
        var text = value.description
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }
}
