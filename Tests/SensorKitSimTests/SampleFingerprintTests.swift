import Foundation
import Testing
@testable import SensorKitSim
import SimCore

/// The high-volume generators (PPG, ECG, ambient pressure) emit exactly the samples they emitted
/// before they were made lazy and cheaper (fingerprints recorded then, seed 42), and lazy results
/// can be built in any order.
@Suite struct SampleFingerprintTests {
    /// A fingerprint that is the same in every process (Swift's `Hasher` is seeded per process):
    /// FNV-1a over the 64-bit words of every number a sample holds.
    struct Fingerprint {
        private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325
        private(set) var samples = 0

        mutating func add(_ word: UInt64) { value = (value ^ word) &* 0x0000_0100_0000_01B3 }
        mutating func add(_ x: Double) { add(x.bitPattern) }
        mutating func add(_ s: String) { for b in s.utf8 { add(UInt64(b)) } }

        mutating func add(_ s: SRPhotoplethysmogramSample) {
            samples += 1
            add(s.startDate.timeIntervalSinceReferenceDate)
            add(UInt64(bitPattern: s.nanosecondsSinceStart))
            add(s.temperature?.value ?? .nan)
            add(s.hz)
            add(s.reflectance)
            add(s.acceleration.x); add(s.acceleration.y); add(s.acceleration.z)
        }

        mutating func add(_ s: SRElectrocardiogramSample) {
            samples += 1
            add(s.date.timeIntervalSinceReferenceDate)
            add(s.frequency.value)
            add(UInt64(s.session.state.rawValue)); add(UInt64(s.session.sessionGuidance.rawValue)); add(s.session.identifier)
            add(UInt64(s.lead.rawValue))
            add(UInt64(s.flags.rawValue))
            add(s.microvolts)
        }

        mutating func add(_ s: CMRecordedPressureData) {
            samples += 1
            add(s.identifier)
            add(s.startDate.timeIntervalSinceReferenceDate)
            add(s.timestamp)
            add(s.pressure.value); add(s.pressure.unit.symbol)
            add(s.temperature.value); add(s.temperature.unit.symbol)
        }

        /// Adds one emitted result: its time, its count, and each of its samples.
        mutating func add(result sample: Any, time: Double, count: Int) {
            add(time)
            add(UInt64(count))
            if let a = sample as? [SRPhotoplethysmogramSample] { for s in a { add(s) } }
            if let a = sample as? [SRElectrocardiogramSample] { for s in a { add(s) } }
            if let a = sample as? [CMRecordedPressureData] { for s in a { add(s) } }
        }
    }

    /// Six hours of PPG from the fixture's start, the fixture's day with an ECG recording, and a
    /// day of ambient pressure.
    static func window(_ sensor: SRSensor) -> IntervalSet {
        switch sensor {
        case .photoplethysmogram: return Fixture.window(Fixture.start, Fixture.start + 6 * 3600)
        case .ambientPressure: return Fixture.window(Fixture.start, Fixture.start + Fixture.day)
        default:
            let (lower, upper) = Fixture.bounds(sensor)
            return Fixture.window(lower, upper)
        }
    }

    static func fingerprint(_ sensor: SRSensor, _ device: SRDevice.Kind = .appleWatch) -> Fingerprint {
        var f = Fingerprint()
        _ = SampleGenerators.generator(for: sensor)!.generate(window(sensor), Fixture.context(device)) { s, t, n in
            f.add(result: s, time: t, count: n)
            return true
        }
        return f
    }

    @Test func photoplethysmogramSamplesAreTheOnesRecordedBefore() {
        let f = SampleFingerprintTests.fingerprint(.photoplethysmogram)
        #expect(f.samples == 92_160)
        #expect(f.value == 0x7985_6DB0_9E37_F6EF)
    }

    @Test func electrocardiogramSamplesAreTheOnesRecordedBefore() {
        let f = SampleFingerprintTests.fingerprint(.electrocardiogram)
        #expect(f.samples == 15_360)
        #expect(f.value == 0x2A55_CB78_FA3D_12AD)
    }

    /// Re-recorded when batches became left-open, `(k·600, (k+1)·600]` like fetch windows: the
    /// same 86 400 samples, each result's last sample now on the ten-minute mark.
    @Test(arguments: [(SRDevice.Kind.iPhone, UInt64(0x7379_BFFA_FDC6_3210)), (.appleWatch, 0x30FB_7673_5D7A_134D)])
    func ambientPressureSamplesAreTheOnesRecordedBefore(device: SRDevice.Kind, expected: UInt64) {
        let f = SampleFingerprintTests.fingerprint(.ambientPressure, device)
        #expect(f.samples == 86_400)
        #expect(f.value == expected)
    }

    /// What a fetch does: the generator hands out one builder per result with its count, and
    /// builds nothing itself; the delegate may read any result, in any order, or none.
    @Test(arguments: [SRSensor.photoplethysmogram, .electrocardiogram, .ambientPressure])
    func resultsAreCountedUpFrontAndReadInAnyOrder(_ sensor: SRSensor) throws {
        let generator = try #require(SampleGenerators.generator(for: sensor) as? any LazyBatchGenerator)
        let window = SampleFingerprintTests.window(sensor)
        var builders: [(Int) -> Any] = []
        var lazy = Fingerprint()
        _ = generator.generateLazily(window, Fixture.context(.appleWatch)) { make, time, count in
            builders.append(make)
            lazy.add(time)
            lazy.add(UInt64(count))
            return true
        }
        var eager = Fingerprint()
        var eagerResults: [[Int]] = []
        _ = generator.generate(window, Fixture.context(.appleWatch)) { sample, time, count in
            eager.add(time)
            eager.add(UInt64(count))
            eagerResults.append(Digest.samples(sample))
            return true
        }
        #expect(lazy.value == eager.value, "times and counts differ")
        #expect(builders.count == eagerResults.count && builders.count > 1)
        let readBackwards = builders.reversed().map { Digest.samples($0(.max)) }
        #expect(Array(readBackwards.reversed()) == eagerResults)
        #expect(generator.sampleCount(in: window, Fixture.context(.appleWatch)) == eagerResults.joined().count)
    }
}
