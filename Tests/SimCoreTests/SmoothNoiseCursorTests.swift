import Testing
import SimCore

@Suite struct SmoothNoiseCursorTests {
    /// Generators swap `SeededNoise.smooth` for the cursor, so any difference would change samples.
    @Test func matchesSmoothBitForBitAcrossKnots() {
        var cursor = SmoothNoiseCursor(seed: 42, stream: 7)
        var x = -3.0
        while x < 3 {
            #expect(cursor.value(at: x).bitPattern == SeededNoise.smooth(42, 7, x).bitPattern, "x = \(x)")
            x += 0.013
        }
        // Going back to an earlier knot re-hashes it rather than reusing the last one.
        #expect(cursor.value(at: -2.5).bitPattern == SeededNoise.smooth(42, 7, -2.5).bitPattern)
    }
}
