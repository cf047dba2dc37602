extension SampleRates {
    /// One of the rates, by the name of its property, for saying where its default comes from.
    public enum Rate: String, CaseIterable, Sendable {
        case accelerometerHz, rotationRateHz, ambientPressureHz, ambientLightInterval, reportInterval
        case communicationReportInterval, pedometerInterval, heartRateInterval, odometerInterval
        case wristTemperatureInterval, speechMetricsInterval, siriRequestsPerDay, phoneCallsPerDay
        case electrocardiogramSessionsPerWeek, photoplethysmogramHz, photoplethysmogramInterval
        case photoplethysmogramDuration, acousticSettingsInterval, headphoneMotionHz
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
