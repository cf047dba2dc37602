/// Avro's binary encoding (Apache Avro 1.11 specification, "Binary Encoding"): zig-zag
/// varints for int and long, little-endian IEEE floats, length-prefixed strings.
extension ByteBuffer {
    /// An Avro `int` or `long`: zig-zag, then 7 bits a byte, low group first.
    @inline(__always) mutating func avroLong(_ value: Int) {
        var n = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        while n >= 0x80 {
            byte(UInt8(truncatingIfNeeded: n) | 0x80)
            n >>= 7
        }
        byte(UInt8(n))
    }

    @inline(__always) mutating func avroFloat(_ value: Float) {
        let bits = value.bitPattern.littleEndian
        withUnsafeBytes(of: bits) { for b in $0 { byte(b) } }
    }

    @inline(__always) mutating func avroDouble(_ value: Double) {
        let bits = value.bitPattern.littleEndian
        withUnsafeBytes(of: bits) { for b in $0 { byte(b) } }
    }

    @inline(__always) mutating func avroBytes(_ raw: [UInt8]) {
        avroLong(raw.count)
        append(raw)
    }

    @inline(__always) mutating func avroString(_ text: String) {
        avroBytes(Array(text.utf8))
    }

    /// One value of `type`. A `.nullable` field writes its union branch first (0 null, 1 value).
    mutating func avro(_ value: FieldValue, as type: AvroType) {
        switch (type, value) {
        case (.nullable, .null): avroLong(0)
        case (.nullable(let inner), _):
            avroLong(1)
            avro(value, as: inner)
        case (_, .boolean(let b)): byte(b ? 1 : 0)
        case (_, .int(let i)): avroLong(i)
        case (_, .float(let f)): avroFloat(f)
        case (.float, .double(let d)): avroFloat(Float(d))
        case (_, .double(let d)): avroDouble(d)
        case (_, .string(let s)): avroString(s)
        case (_, .symbol(let i)): avroLong(i)
        case (_, .null): preconditionFailure("null for a non-nullable Avro field") // a RadarRows bug
        }
    }
}
