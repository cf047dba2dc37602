extension SampleRates {
    /// One of the rates, by the name of its property: the one list of them, which the limits
    /// (`problem`) and the sources of their defaults (`source(of:)`) both read.
    public enum Rate: String, CaseIterable, Sendable {
        case accelerometerHz, rotationRateHz, ambientPressureHz, ambientLightInterval, reportInterval
        case communicationReportInterval, pedometerInterval, heartRateInterval, odometerInterval
        case wristTemperatureInterval, speechMetricsInterval, siriRequestsPerDay, phoneCallsPerDay
        case electrocardiogramSessionsPerWeek, photoplethysmogramHz, photoplethysmogramInterval
        case photoplethysmogramDuration, acousticSettingsInterval, headphoneMotionHz

        /// This rate's value in `rates`.
        public func value(in rates: SampleRates) -> Double { rates[keyPath: keyPath] }

        /// Whether the rate is samples per second (`…Hz`) rather than a gap, a length or a count.
        public var isPerSecond: Bool { rawValue.hasSuffix("Hz") }

        /// The property of `SampleRates` this rate names, to read or set.
        public var keyPath: WritableKeyPath<SampleRates, Double> {
            switch self {
            case .accelerometerHz: \.accelerometerHz
            case .rotationRateHz: \.rotationRateHz
            case .ambientPressureHz: \.ambientPressureHz
            case .ambientLightInterval: \.ambientLightInterval
            case .reportInterval: \.reportInterval
            case .communicationReportInterval: \.communicationReportInterval
            case .pedometerInterval: \.pedometerInterval
            case .heartRateInterval: \.heartRateInterval
            case .odometerInterval: \.odometerInterval
            case .wristTemperatureInterval: \.wristTemperatureInterval
            case .speechMetricsInterval: \.speechMetricsInterval
            case .siriRequestsPerDay: \.siriRequestsPerDay
            case .phoneCallsPerDay: \.phoneCallsPerDay
            case .electrocardiogramSessionsPerWeek: \.electrocardiogramSessionsPerWeek
            case .photoplethysmogramHz: \.photoplethysmogramHz
            case .photoplethysmogramInterval: \.photoplethysmogramInterval
            case .photoplethysmogramDuration: \.photoplethysmogramDuration
            case .acousticSettingsInterval: \.acousticSettingsInterval
            case .headphoneMotionHz: \.headphoneMotionHz
            }
        }
    }

    /// Where a rate's default comes from.
    public enum Source: Sendable, Equatable {
        /// Apple states it; the text names where.
        case documented(String)
        /// Nobody publishes it: the simulator's choice.
        case assumption
    }

    /// The one table of where each default rate comes from, as FIDELITY.md's "Samples" rows
    /// class them: Apple documents only the high-frequency heart rate (1 Hz); every other rate,
    /// interval and count is our assumption (sensorkit-facts §1: "a simulator may pick 50 Hz but
    /// must label it as an assumption").
    public static func source(of rate: Rate) -> Source {
        switch rate {
        case .heartRateInterval: .documented("Apple: CMHighFrequencyHeartRateData, “heart rate data collected at 1 Hz”")
        default: .assumption
        }
    }
}
