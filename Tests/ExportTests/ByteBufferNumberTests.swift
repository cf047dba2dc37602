import Testing
@testable import Export

/// Numbers are formatted straight into the export's buffer; every file must keep the bytes
/// `description` gave, so the fast path is held to it over edge cases and seeded random values.
struct ByteBufferNumberTests {
    /// splitmix64: a fixed seed gives the same values on every run and platform.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func written(_ value: Double) -> String {
        var buffer = ByteBuffer()
        buffer.shortest(value)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    static func written(_ value: Float) -> String {
        var buffer = ByteBuffer()
        buffer.shortest(value)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// Whole numbers ("1.0", "100.0"), zeros inside the digits, negative zero, the switch to and
    /// from exponents (1e-05, 0.0001, 2^53, 1e+16), subnormals, the extremes and the non-finite.
    static var doubleEdges: [Double] {
        var values: [Double] = [0, -0.0, 1, -1, 10, 100, 1000, 0.1, 0.5, 1.5, 2.05, 100.001, 1e-5, 1e-4, 0.001,
                                1e15, 1e16, 1e22, 1e23, 9_007_199_254_740_992, 18_014_398_509_481_984,
                                1_772_593_200, 1_772_593_200.5, 1_772_593_200.02,
                                .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .ulpOfOne,
                                .pi, -.pi, .infinity, -.infinity, .nan, -.nan, .signalingNaN]
        for exponent in -30...30 {
            let p = pow10(exponent)
            values += [p, p.nextUp, p.nextDown, -p, 3 * p, 1.0000000000000002 * p]
        }
        return values
    }

    static func pow10(_ e: Int) -> Double {
        var value = 1.0
        for _ in 0..<abs(e) { value = e < 0 ? value / 10 : value * 10 }
        return value
    }

    @Test func edgeDoublesMatchDescription() {
        for value in Self.doubleEdges {
            #expect(Self.written(value) == value.description, "bits \(String(value.bitPattern, radix: 16))")
        }
    }

    @Test func edgeFloatsMatchDescription() {
        for value in Self.doubleEdges.map(Float.init) + [Float.leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.98, -0.15] {
            #expect(Self.written(value) == value.description, "bits \(String(value.bitPattern, radix: 16))")
        }
    }

    /// Every bit pattern is as likely as another (all exponents, subnormals, NaN payloads), then
    /// the values exports hold: timestamps near now, unit-scale readings, whole seconds.
    @Test func seededRandomDoublesMatchDescription() {
        var random = SplitMix(state: 20)
        var mismatches: [String] = []
        for i in 0..<50_000 {
            let value: Double
            switch i % 4 {
            case 0: value = Double(bitPattern: random.next())
            case 1: value = 1_772_593_200 + Double.random(in: 0..<(400 * 86_400), using: &random)
            case 2: value = Double.random(in: -20...20, using: &random)
            default: value = Double(Int64.random(in: -10_000_000...10_000_000, using: &random)) / [1, 10, 100, 1000][i % 16 / 4]
            }
            if Self.written(value) != value.description, mismatches.count < 10 {
                mismatches.append("\(value.description) bits \(String(value.bitPattern, radix: 16)): \(Self.written(value))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func seededRandomFloatsMatchDescription() {
        var random = SplitMix(state: 21)
        var mismatches: [String] = []
        for i in 0..<50_000 {
            let value = i % 2 == 0 ? Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
                                   : Float(Double.random(in: -2...2, using: &random))
            if Self.written(value) != value.description, mismatches.count < 10 {
                mismatches.append("\(value.description) bits \(String(value.bitPattern, radix: 16)): \(Self.written(value))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Rows are formatted into one buffer: a number lands after what is there and nothing else.
    @Test func numbersAppendAfterWhatTheBufferHolds() {
        var buffer = ByteBuffer()
        buffer.append("t=")
        buffer.shortest(1.0)
        buffer.byte(UInt8(ascii: ","))
        buffer.shortest(Float(-0.5))
        buffer.byte(UInt8(ascii: ","))
        buffer.shortest(Double.nan)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "t=1.0,-0.5,nan")
    }
}
