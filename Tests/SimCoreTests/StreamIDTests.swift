import Testing
import SimCore

/// Every generator's noise stream is named by a string; a stream id built in parts must be the
/// id of the whole name, or every seeded dataset (and every golden export) would change.
@Suite struct StreamIDTests {
    @Test func anIDBuiltInPartsIsTheIDOfTheWholeName() {
        for (a, b) in [("accelerometer", "/iPhone"), ("", "heart-rate"), ("wrist", ""), ("é☃", "/Watch")] {
            #expect(SeededNoise.streamID(continuing: SeededNoise.streamID(a), b) == SeededNoise.streamID(a + b))
        }
    }

    @Test func namesThatDifferGiveDifferentStreams() {
        #expect(SeededNoise.streamID("accelerometer/iPhone") != SeededNoise.streamID("accelerometer/Watch"))
        // FNV-1a's offset basis: the id of the empty name.
        #expect(SeededNoise.streamID("") == 0xCBF2_9CE4_8422_2325)
    }
}
