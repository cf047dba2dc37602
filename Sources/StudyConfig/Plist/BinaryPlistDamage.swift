/// Finds where a binary property list is damaged, so the error can give the byte offset
/// (Foundation's own message, after it falls back to reading text, speaks of a "line 1").
///
/// Checks the structure Foundation relies on: the 32-byte trailer at the end, the offset table
/// it points to, and every object offset in that table.
enum BinaryPlistDamage {
    /// The offset of the first damaged part and what is wrong there; nil when the structure
    /// holds (the damage, if any, is then inside an object).
    static func find(in bytes: [UInt8]) -> (offset: Int, message: String)? {
        let header = 8, trailerSize = 32
        guard bytes.count >= header + trailerSize + 1 else {
            return (bytes.count, "cut short: \(bytes.count) bytes, and a binary property list has at least \(header + trailerSize + 1)")
        }
        let trailer = bytes.count - trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        let refSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize) else {
            return (trailer + 6, "the trailer's integer sizes (\(offsetSize), \(refSize)) are not 1 to 8 bytes")
        }
        let count = number(bytes, at: trailer + 8, size: 8)
        let top = number(bytes, at: trailer + 16, size: 8)
        let table = number(bytes, at: trailer + 24, size: 8)
        guard count > 0, top < count else {
            return (trailer + 8, "the trailer says \(count) objects with the top one at \(top)")
        }
        guard table >= UInt64(header), table < UInt64(trailer),
              count <= UInt64(trailer) / UInt64(offsetSize), Int(table) + Int(count) * offsetSize <= trailer else {
            return (trailer + 24, "the offset table (at \(table), \(count) entries) does not fit before the trailer at \(trailer)")
        }
        for i in 0..<Int(count) {
            let at = Int(table) + i * offsetSize
            let object = number(bytes, at: at, size: offsetSize)
            if object < UInt64(header) || object >= table {
                return (at, "object \(i) is said to start at \(object), outside the objects (\(header) to \(table))")
            }
        }
        return nil
    }

    /// Where the top object starts, for a list whose structure holds.
    static func topObjectOffset(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 41 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let top = number(bytes, at: trailer + 16, size: 8), table = number(bytes, at: trailer + 24, size: 8)
        // Foundation reads some lists this check calls damaged: fall back to what the trailer says.
        guard (1...8).contains(offsetSize), top < UInt64(trailer), table < UInt64(trailer) else { return nil }
        let entry = Int(table) + Int(top) * offsetSize
        guard entry + offsetSize <= trailer else { return nil }
        return Int(clamping: number(bytes, at: entry, size: offsetSize))
    }

    /// Where the objects end (the offset table starts), for a list whose structure holds.
    static func objectsEnd(in bytes: [UInt8]) -> Int {
        guard bytes.count >= 40 else { return bytes.count }
        return Int(clamping: number(bytes, at: bytes.count - 8, size: 8))
    }

    /// A big-endian unsigned integer of `size` bytes (at most 8).
    private static func number(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
