/// The values a `SampleRates` may hold: each rate finite and positive within the range a
/// scenario's `rates:` accepts, so no setting can trap converting to a sample index or loop
/// for ever on a grid that never advances.
extension SampleRates {
    /// The most samples per second any sensor may be given (a scenario's `rates:` range).
    public static let maximumPerSecond: Double = 10_000
    /// The longest interval any report or sample gap may have: 400 days.
    public static let maximumInterval: Double = 400 * 86_400
    /// The samples per second any sensor's rate may be, whether kept as a rate or as the gap
    /// between samples: at least one in 400 days (the longest gap), at most `maximumPerSecond`.
    /// One range, so `accelerometer: 1e-9` is refused as `ambientLightSensor: 1e-9` is.
    public static let perSecondRange: ClosedRange<Double> = (1 / maximumInterval)...maximumPerSecond
    /// `perSecondRange` in words, for every message that names it; the lower bound also as a
    /// number the option and `rates:` accept (`1/34560000` is no number they read).
    public static let perSecondRangeText = "from one in 400 days (\(lowestTypable) or more) to \(Int(maximumPerSecond))"

    /// The lower bound rounded up to two significant digits, as typed: `2.9e-8`.
    static var lowestTypable: String {
        var digits = perSecondRange.lowerBound, exponent = 0
        while digits < 10 { digits *= 10; exponent -= 1 }
        let tenths = Int(digits.rounded(.up))
        return "\(tenths / 10).\(tenths % 10)e\(exponent + 1)"
    }

    /// What is wrong with the first setting out of range, naming it, or nil when all are good.
    public var problem: String? {
        let perSecond = "a finite number of samples per second \(Self.perSecondRangeText)"
        let gap = "a finite number of seconds of at least 1/\(Int(Self.maximumPerSecond)) and at most 400 days"
        let report = "a finite number of seconds of at least 1 and at most 400 days"
        // Each check: the setting's name, its value, the value as the message writes it (a batch
        // size as the whole number it is), what it must be, and the range it must lie in.
        let checks: [(String, Double, String, String, ClosedRange<Double>)] = Rate.allCases.map { rate in
            let (words, range): (String, ClosedRange<Double>) = switch rate {
            case .accelerometerHz, .rotationRateHz, .ambientPressureHz, .photoplethysmogramHz, .headphoneMotionHz:
                (perSecond, Self.perSecondRange)
            case .ambientLightInterval, .heartRateInterval, .odometerInterval, .wristTemperatureInterval:
                (gap, 1 / Self.maximumPerSecond...Self.maximumInterval)
            case .reportInterval, .communicationReportInterval, .pedometerInterval, .speechMetricsInterval,
                 .acousticSettingsInterval, .photoplethysmogramInterval, .photoplethysmogramDuration:
                (report, 1...Self.maximumInterval)
            case .siriRequestsPerDay, .phoneCallsPerDay: ("a finite number from 0 to 86400 a day", 0...86_400)
            case .electrocardiogramSessionsPerWeek: ("a finite number from 0 to 20160 a week", 0...20_160)
            }
            let value = rate.value(in: self)
            return (rate.rawValue, value, "\(value)", words, range)
        } + [
            ("motionBatchSize", Double(motionBatchSize), "\(motionBatchSize)", "a whole number from 1 to 1000000", 1...1_000_000),
            ("ambientPressureBatchSize", Double(ambientPressureBatchSize), "\(ambientPressureBatchSize)",
             "a whole number from 1 to 1000000", 1...1_000_000),
        ]
        // NaN is in no range, so `contains` refuses it along with infinity, 0 and negatives.
        if let bad = checks.first(where: { !$0.4.contains($0.1) }) { return "\(bad.0) is \(bad.2); it must be \(bad.3)" }
        // A PPG reading ends before the next begins: longer ones overlapped, the same seconds read twice.
        if photoplethysmogramDuration > photoplethysmogramInterval {
            return "photoplethysmogramDuration is \(photoplethysmogramDuration); it must be at most photoplethysmogramInterval "
                + "(\(photoplethysmogramInterval) s), so each reading ends before the next begins"
        }
        return nil
    }
}
