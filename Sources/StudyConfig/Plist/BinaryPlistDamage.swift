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

    /// How many values the list holds once every reference is read out (stopping past `limit`)
    /// and how deep it nests, counted over its objects without building them; nil when the structure cannot be
    /// walked (Foundation then says what is wrong). Arrays, sets and dictionaries may share an
    /// object, so 600 bytes can stand for 10^12 values, which Foundation builds one by one.
    static func expandedValues(in bytes: [UInt8], limit: Int) -> (values: Int, depth: Int)? {
        guard bytes.count >= 41, find(in: bytes) == nil else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), refSize = Int(bytes[trailer + 7])
        let count = Int(number(bytes, at: trailer + 8, size: 8)), top = Int(number(bytes, at: trailer + 16, size: 8))
        let table = Int(number(bytes, at: trailer + 24, size: 8))
        func children(_ object: Int) -> [Int]? {
            let at = Int(number(bytes, at: table + object * offsetSize, size: offsetSize))
            let marker = bytes[at], kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
            var n = Int(marker & 0xF), start = at + 1
            if n == 0xF {
                guard start < trailer, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0xF)
                guard size <= 8, start + 1 + size <= trailer else { return nil }
                n = Int(clamping: number(bytes, at: start + 1, size: size))
                start += 1 + size
            }
            // Bounded before it is doubled: a dictionary's count of 2^62 or more overflowed here.
            let per = kind == 0xD ? 2 : 1
            guard n >= 0, n <= (trailer - start) / refSize / per else { return nil }
            let refs = per * n
            var out: [Int] = []
            out.reserveCapacity(refs)
            for i in 0..<refs {
                let ref = Int(number(bytes, at: start + i * refSize, size: refSize))
                guard ref < count else { return nil }
                out.append(ref)
            }
            return out
        }
        // Post-order without recursion; a value's total is 1 plus its children's, capped past `limit`.
        var total = [Int](repeating: -1, count: count), depth = [Int](repeating: 0, count: count)
        var open = [Bool](repeating: false, count: count)
        var stack: [(object: Int, expanded: Bool)] = [(top, false)]
        while let (object, expanded) = stack.popLast() {
            guard total[object] < 0 else { continue }
            guard let kids = children(object) else { return nil }
            if expanded {
                var sum = 1, deepest = 0
                for k in kids {
                    guard total[k] >= 0 else { return nil }
                    sum = min(limit + 1, sum + total[k])
                    deepest = max(deepest, depth[k])
                }
                total[object] = sum
                depth[object] = deepest + 1
                open[object] = false
            } else {
                // An object met again while its own children are being counted is a cycle: Foundation refuses it.
                guard !open[object] else { return nil }
                open[object] = true
                stack.append((object, true))
                for k in kids where total[k] < 0 { stack.append((k, false)) }
            }
        }
        return (total[top], depth[top])
    }

    /// A big-endian unsigned integer of `size` bytes (at most 8).
    private static func number(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
