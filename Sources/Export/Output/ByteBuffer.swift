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

    /// The shortest text that reads back as exactly `value`: the same bytes as `description`.
    @inline(__always) public mutating func shortest(_ value: Double) {
        guard value.isFinite else { return append(value.description) }
        withZeroedDigits { swift_float64ToString($0, $1, value, false) }
    }

    /// The shortest text that reads back as exactly `value` at single precision, as `description`.
    @inline(__always) public mutating func shortest(_ value: Float) {
        guard value.isFinite else { return append(value.description) }
        withZeroedDigits { swift_float32ToString($0, $1, value, false) }
    }

    /// Runs the runtime's formatter (the one `description` is built on) in a stack buffer of '0'
    /// bytes and appends what it reports writing. The entry point leaves each '0' digit unwritten
    /// on some toolchains ("1.0" comes back as "1." with length 3), so the space is filled with
    /// '0' first; where it does write them, the fill changes nothing. Non-finite values go through
    /// `description`, which spells every NaN "nan" where the entry point writes "-nan".
    @inline(__always) private mutating func withZeroedDigits(_ format: (UnsafeMutablePointer<UInt8>, UInt) -> UInt64) {
        let zeros: UInt64 = 0x3030_3030_3030_3030
        var digits: (UInt64, UInt64, UInt64, UInt64) = (zeros, zeros, zeros, zeros) // the runtime's 32-byte room
        withUnsafeMutableBytes(of: &digits) { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let length = Int(format(base, UInt(raw.count)))
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: min(length, raw.count)))
        }
    }

    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }
}

// The Swift runtime's shortest round-trip formatters, exported from the runtime on every platform
// (the C anchor calls the same one); `ByteBufferNumberTests` holds their digits to `description`'s.
@_silgen_name("swift_float64ToString")
private func swift_float64ToString(_ buffer: UnsafeMutablePointer<UInt8>, _ length: UInt, _ value: Double, _ debug: Bool) -> UInt64

@_silgen_name("swift_float32ToString")
private func swift_float32ToString(_ buffer: UnsafeMutablePointer<UInt8>, _ length: UInt, _ value: Float, _ debug: Bool) -> UInt64
