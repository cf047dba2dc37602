import Testing
@testable import SensorKitSim
import SimCore

/// Ambient light is sampled while the screen is on; counting skips the minutes whose roll keeps
/// the screen off, and must still find every sample the screen rule allows, at any rate.
@Suite struct AmbientLightCountTests {
    @Test(arguments: [10.0, 7.0, 1.0, 0.3, 61.0, 150.0])
    func countingFindsEveryScreenOnGridTime(interval: Double) {
        var rates = SampleRates()
        rates.ambientLightInterval = interval
        let c = GenerationContext(seed: Fixture.seed, device: .iPhone, routine: Fixture.routine,
                                  bootTime: Fixture.start - 5 * Fixture.day, rates: rates)
        // Three days, starting off the grid, as stored intervals do.
        let lower = Fixture.start + 13.7, upper = Fixture.start + 3 * Fixture.day
        let window = Fixture.window(lower, upper)
        let grid = PeriodicGrid(hz: 1 / interval)
        var expected: [Double] = []
        for n in grid.indices(lower, upper)! where Fixture.routine.isScreenOn(at: grid.time(n)) { expected.append(grid.time(n)) }
        let generator = AmbientLightGenerator()
        #expect(generator.sampleCount(in: window, c) == expected.count)
        var emitted: [Double] = []
        _ = generator.generate(window, c) { _, t, _ in emitted.append(t); return true }
        #expect(emitted == expected)
        #expect(expected.count > 0)
    }
}
