/// Bytes appended at the cost of a store each: a cast writes every changed cell of hundreds of
/// frames and then quotes every byte, and `[UInt8].append` costs several times that per byte.
/// Not copyable: one buffer serves one piece of output, and a struct's accesses are checked
/// when compiled rather than at every byte, as a class's would be.
struct ByteBuffer: ~Copyable {
    private(set) var count = 0
    private var capacity: Int
    private var base: UnsafeMutablePointer<UInt8>

    init(capacity: Int = 4096) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far (valid until the next write).
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    var isEmpty: Bool { count == 0 }

    /// Makes room for `n` more bytes, so that the next `n` single-byte appends do not check.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(to: count + n) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends without checking the capacity: only after `reserve` made room.
    @inline(__always)
    mutating func appendReserved(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    mutating func append(_ other: UnsafeBufferPointer<UInt8>) {
        guard let start = other.baseAddress, !other.isEmpty else { return }
        reserve(other.count)
        (base + count).update(from: start, count: other.count)
        count += other.count
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// `n` (not negative) in decimal digits.
    mutating func appendDecimal(_ n: Int) {
        if n >= 10 { appendDecimal(n / 10) }
        append(UInt8(ascii: "0") + UInt8(n % 10))
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    @inline(never)
    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
