/// The values a `SampleRates` may hold: each rate finite and positive within the range a
/// scenario's `rates:` accepts, so no setting can trap converting to a sample index or loop
/// for ever on a grid that never advances.
extension SampleRates {
    /// The most samples per second any sensor may be given (a scenario's `rates:` range).
    public static let maximumPerSecond: Double = 10_000
    /// The longest interval any report or sample gap may have: 400 days.
    public static let maximumInterval: Double = 400 * 86_400

    /// What is wrong with the first setting out of range, naming it, or nil when all are good.
    public var problem: String? {
        let perSecond = "a finite number above 0 and at most \(Int(Self.maximumPerSecond)) samples per second"
        let gap = "a finite number of seconds of at least 1/\(Int(Self.maximumPerSecond)) and at most 400 days"
        let report = "a finite number of seconds of at least 1 and at most 400 days"
        // Each check: the setting's name, its value, the value as the message writes it (a batch
        // size as the whole number it is), what it must be, and the range it must lie in.
        let checks: [(String, Double, String, String, ClosedRange<Double>)] = Rate.allCases.map { rate in
            let (words, range): (String, ClosedRange<Double>) = switch rate {
            case .accelerometerHz, .rotationRateHz, .ambientPressureHz, .photoplethysmogramHz, .headphoneMotionHz:
                (perSecond, .leastNonzeroMagnitude...Self.maximumPerSecond)
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
