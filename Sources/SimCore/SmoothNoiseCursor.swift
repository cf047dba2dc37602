/// `SeededNoise.smooth` along a run of nearby points, hashing each pair of knots only once.
///
/// `value(at: x)` is bit for bit `SeededNoise.smooth(seed, stream, x)`. A generator walking
/// through time at 1 Hz over noise with a two-day period asks for the same two knots 172,800
/// times in a row; the plain function would hash them every time.
public struct SmoothNoiseCursor: Sendable {
    public let seed: UInt64
    public let stream: UInt64
    /// `floor(x)` of the knots held in `a` and `b`; NaN before the first call.
    private var knot = Double.nan
    private var a = 0.0, b = 0.0

    public init(seed: UInt64, stream: UInt64) {
        self.seed = seed
        self.stream = stream
    }

    @inline(__always)
    public mutating func value(at x: Double) -> Double {
        let i = x.rounded(.down)
        if i != knot {
            knot = i
            let k = UInt64(bitPattern: Int64(i))
            a = SeededNoise.signed(seed, stream, k)
            b = SeededNoise.signed(seed, stream, k &+ 1)
        }
        let f = x - i
        let t = f * f * (3 - 2 * f)
        return a + (b - a) * t
    }
}
