import SimCore

/// Seeded draws for the cohort, named by what they decide (`"watch"`, `"decline.<sensor>"`).
enum SeededNoiseBridge {
    static func hash(_ seed: UInt64, _ name: String, _ index: UInt64) -> UInt64 {
        SeededNoise.hash(seed, SeededNoise.streamID(name), index)
    }

    static func unit(_ seed: UInt64, _ name: String, _ index: UInt64) -> Double {
        SeededNoise.unit(seed, SeededNoise.streamID(name), index)
    }
}
