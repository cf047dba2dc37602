/// Deterministic byte-level mutations of a seed file, biased towards what breaks parsers: the
/// format's own tokens, deep nesting, huge or non-finite numbers, control bytes and cut-offs.
struct SeededMutator {
    /// xorshift64*: tiny, fast, and the same sequence for the same seed on every machine.
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// A number in `0..<n` (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// Tokens that matter to every text format here.
    static let common: [String] = ["\u{1B}]0;x\u{7}", "\u{0}", "\u{7F}", "\u{85}", "\n", "\r", "\t", "\"", "\\", "'",
                                   "1e308", "-1", "9223372036854775807", "nan", "inf", "0x", "é", "睡", "\u{FEFF}", "\u{202E}"]

    /// `data` with one to four mutations; `tokens` are the format's own.
    mutating func mutate(_ data: [UInt8], tokens: [String]) -> [UInt8] {
        var bytes = data
        for _ in 0..<(1 + below(4)) {
            let at = bytes.isEmpty ? 0 : below(bytes.count + 1)
            switch below(9) {
            case 0 where !bytes.isEmpty:
                bytes[min(at, bytes.count - 1)] = UInt8(truncatingIfNeeded: next())
            case 1 where !bytes.isEmpty:
                bytes.removeSubrange(min(at, bytes.count - 1)..<min(bytes.count, at + 1 + below(64)))
            case 2, 3:
                let pool = below(3) == 0 ? Self.common : tokens
                bytes.insert(contentsOf: Array(pool[below(pool.count)].utf8), at: at)
            case 4:
                // Deep nesting: an opening token many times over.
                let token = Array(tokens[below(min(tokens.count, 4))].utf8)
                let times = [10, 40, 200, 5_000][below(4)]
                bytes.insert(contentsOf: (0..<times).flatMap { _ in token }, at: at)
            case 5:
                bytes = Array(bytes.prefix(at))
            case 6 where !bytes.isEmpty:
                let start = min(at, bytes.count - 1)
                let piece = bytes[start..<min(bytes.count, start + 1 + below(200))]
                bytes.insert(contentsOf: piece, at: below(bytes.count + 1))
            case 7:
                // A digit run: durations, counts and offsets that overflow.
                bytes.insert(contentsOf: Array(String(repeating: "9", count: 1 + below(30)).utf8), at: at)
            default:
                if !bytes.isEmpty { bytes.swapAt(below(bytes.count), below(bytes.count)) }
            }
        }
        return bytes
    }
}
