import Testing
@testable import SimCore

/// `SampleRates.Rate` is the one list of the rates: the limits and the sources of the defaults
/// read it, so a rate added to `SampleRates` and missing here would go unchecked and unlabelled.
@Suite struct SampleRatesTableTests {
    @Test func everyRateOfSampleRatesIsInTheListWithItsValue() {
        var rates = SampleRates()
        rates.accelerometerHz = 12.5
        let fields = Mirror(reflecting: rates).children.compactMap { child -> (String, Double)? in
            guard let name = child.label, let value = child.value as? Double else { return nil }
            return (name, value)
        }
        #expect(Set(fields.map(\.0)) == Set(SampleRates.Rate.allCases.map(\.rawValue)))
        for (name, value) in fields {
            #expect(SampleRates.Rate(rawValue: name)?.value(in: rates) == value, "\(name)")
        }
    }

    @Test func aRateOutOfItsRangeIsNamed() {
        var rates = SampleRates()
        rates.headphoneMotionHz = 0
        #expect(rates.problem?.hasPrefix("headphoneMotionHz is 0.0; it must be a finite number of samples per second from one in 400 days") == true, "\(rates.problem ?? "")")
        #expect(SampleRates().problem == nil)
    }

    /// A batch size is a whole number, and the refusal wrote it as a fraction: `SRTestSession`'s
    /// `setSampleRates` said "motionBatchSize is 0.0; it must be a whole number from 1 to 1000000".
    /// A PPG reading longer than the gap between readings (2000 s every 900 s) was accepted, and
    /// the readings overlapped; it is refused, naming both settings. As long as the gap is fine.
    @Test func aPhotoplethysmogramReadingLongerThanItsIntervalIsRefused() {
        var rates = SampleRates()
        rates.photoplethysmogramInterval = 900
        rates.photoplethysmogramDuration = 2000
        #expect(rates.problem?.hasPrefix("photoplethysmogramDuration is 2000.0; it must be at most photoplethysmogramInterval (900.0 s)") == true,
                "\(rates.problem ?? "")")
        rates.photoplethysmogramDuration = 900
        #expect(rates.problem == nil)
    }

    @Test func aBatchSizeOutOfRangeIsWrittenAsTheWholeNumberGiven() {
        var rates = SampleRates()
        rates.motionBatchSize = 0
        #expect(rates.problem == "motionBatchSize is 0; it must be a whole number from 1 to 1000000", "\(rates.problem ?? "")")
        rates = SampleRates()
        rates.ambientPressureBatchSize = 1_000_001
        #expect(rates.problem == "ambientPressureBatchSize is 1000001; it must be a whole number from 1 to 1000000", "\(rates.problem ?? "")")
    }
}
