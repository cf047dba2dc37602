/// Stateless deterministic noise: every value is a pure function of its inputs.
///
/// Generators call these per sample with (seed, stream, index), so a sample's value never
/// depends on which window was asked for or on what was generated before it.
public enum SeededNoise {
    /// SplitMix64's finaliser: a fast, well-mixed 64-bit hash.
    @inline(__always)
    public static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    @inline(__always)
    public static func hash(_ seed: UInt64, _ stream: UInt64, _ index: UInt64) -> UInt64 {
        mix(seed ^ mix(stream &+ mix(index)))
    }

    /// Uniform in [0, 1).
    @inline(__always)
    public static func unit(_ seed: UInt64, _ stream: UInt64, _ index: UInt64) -> Double {
        Double(hash(seed, stream, index) >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// Uniform in [-1, 1).
    @inline(__always)
    public static func signed(_ seed: UInt64, _ stream: UInt64, _ index: UInt64) -> Double {
        unit(seed, stream, index) * 2 - 1
    }

    /// A stable 64-bit id for a string (FNV-1a), for deriving streams from names.
    public static func streamID(_ name: String) -> UInt64 {
        streamID(continuing: 0xCBF2_9CE4_8422_2325, name)
    }

    /// The id of the string `name` continues, given the id `h` of what came before it: the id of
    /// `a + b` is `streamID(continuing: streamID(a), b)`, without building `a + b` (a per-batch
    /// string in the generators' hot paths).
    @inlinable
    public static func streamID(continuing h: UInt64, _ name: String) -> UInt64 {
        var h = h
        for b in name.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// Smooth noise in [-1, 1] that changes slowly over `index / period`.
    public static func smooth(_ seed: UInt64, _ stream: UInt64, _ x: Double) -> Double {
        let i = x.rounded(.down)
        let f = x - i
        let k = UInt64(bitPattern: Int64(i))
        let a = signed(seed, stream, k), b = signed(seed, stream, k &+ 1)
        let t = f * f * (3 - 2 * f)
        return a + (b - a) * t
    }
}
