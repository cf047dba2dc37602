import Testing
import SimCore
@testable import SensorKitSim
@testable import Simulation

/// A fetch's tally takes a run of equal results whole (50 Hz motion lays them by the tens of
/// thousands); what it keeps must be what adding each result in turn keeps.
@Suite struct FetchSeriesTests {
    /// The simulator's own seeded noise as draws, so every run of the test sees the same cases.
    struct Draws {
        var index: UInt64 = 0
        mutating func next() -> UInt64 {
            index += 1
            return SeededNoise.hash(20_261_206, 0, index)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    /// Every fourth run's results have no value where `i % 7 == 3` (a sample the series cannot
    /// plot), so a slice's first result is sometimes passed over for the next.
    static func leading(_ i: Int, gaps: Bool) -> Any {
        gaps && i % 7 == 3 ? "no value" : CMHighFrequencyHeartRateData(heartRate: Double(i), confidence: .high, date: nil, timestamp: 0)
    }

    @Test func aRunAddedWholeKeepsWhatItsResultsAddedInTurnKeep() {
        var draws = Draws()
        var mostValues = 0
        for trial in 0..<150 {
            let from = Double(trial) * 7.3
            let span = [0, 0.5, 60, 3600, 86_400][trial % 5]
            let whole = FetchSeries(from: SRAbsoluteTime(from), to: SRAbsoluteTime(from + span))
            let inTurn = FetchSeries(from: SRAbsoluteTime(from), to: SRAbsoluteTime(from + span))
            for _ in 0..<draws.int(1...4) {
                // Runs that start before the window, cross many slices or few, and end past it.
                let start = from - span * 0.2 + draws.unit() * span * 1.2
                let step = max(span, 1) / Double(draws.int(1...5_000))
                let count = draws.int(0...3_000), size = draws.int(1...60)
                let gaps = draws.int(0...3) == 0
                let time = { (i: Int) in SRAbsoluteTime(start + Double(i) * step) }
                whole.addRun(count: count, sampleCount: size, timestamp: time) { Self.leading($0, gaps: gaps) }
                for i in 0..<count { inTurn.add(timestamp: time(i), sampleCount: size) { Self.leading(i, gaps: gaps) } }
                // A single result between runs, as a window's ragged end gives.
                let t = SRAbsoluteTime(from + draws.unit() * span)
                whole.add(timestamp: t, sampleCount: 3) { Self.leading(1, gaps: false) }
                inTurn.add(timestamp: t, sampleCount: 3) { Self.leading(1, gaps: false) }
            }
            #expect(whole.results == inTurn.results, "trial \(trial)")
            #expect(whole.samples == inTurn.samples, "trial \(trial)")
            #expect(whole.values == inTurn.values, "trial \(trial)")
            mostValues = max(mostValues, whole.values.count)
        }
        // Some window was read in every one of its slices and at its end.
        #expect(mostValues == FetchSeries.maxValues + 1)
    }
}
