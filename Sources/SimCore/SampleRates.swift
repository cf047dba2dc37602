/// Sampling rates and report intervals. Apple publishes none of them; each default is an
/// assumption listed in FIDELITY.md and can be changed per simulation.
public struct SampleRates: Sendable, Equatable {
    /// Accelerometer samples per second (CMSensorRecorder's rate, 50 Hz).
    public var accelerometerHz: Double = 50
    /// Rotation-rate samples per second.
    public var rotationRateHz: Double = 50
    /// Samples in one accelerometer or rotation-rate result (one `SRFetchResult` holds an array).
    public var motionBatchSize: Int = 500
    /// Ambient pressure samples per second.
    public var ambientPressureHz: Double = 1
    /// Seconds between ambient light samples while the screen is on.
    public var ambientLightInterval: Double = 10
    /// Length of one device-usage or keyboard-metrics report.
    public var reportInterval: Double = 15 * 60
    /// Length of one messages or phone usage report.
    public var communicationReportInterval: Double = 86_400
    /// Length of one pedometer record.
    public var pedometerInterval: Double = 15 * 60
    /// Seconds between high-frequency heart rate samples while the Watch is worn: 1, as Apple
    /// describes `CMHighFrequencyHeartRateData` ("heart rate data collected at 1 Hz", FIDELITY.md).
    public var heartRateInterval: Double = 1
    /// Samples in one ambient pressure result. Assumption: ten minutes at 1 Hz.
    public var ambientPressureBatchSize: Int = 600
    /// Seconds between odometer records while the participant walks, runs or cycles. Assumption.
    public var odometerInterval: Double = 30
    /// Seconds between wrist temperatures within a night's session. Assumption.
    public var wristTemperatureInterval: Double = 5
    /// Seconds of speech one telephony speech-metrics result covers. Assumption.
    public var speechMetricsInterval: Double = 5
    /// Mean Siri requests a day while awake. Assumption.
    public var siriRequestsPerDay: Double = 3
    /// Mean phone calls a day while awake (phone usage reports, telephony speech metrics). Assumption.
    public var phoneCallsPerDay: Double = 2.5
    /// Mean ECG recordings a week, each 30 s at 512 Hz as in Apple's ECG app. Assumption.
    public var electrocardiogramSessionsPerWeek: Double = 3
    /// PPG samples per second during a background reading. Assumption.
    public var photoplethysmogramHz: Double = 64
    /// Seconds between the starts of background PPG readings while the Watch is worn. Assumption.
    public var photoplethysmogramInterval: Double = 15 * 60
    /// Length in seconds of one background PPG reading. Assumption.
    public var photoplethysmogramDuration: Double = 60
    /// Seconds between acoustic-settings snapshots. Assumption.
    public var acousticSettingsInterval: Double = 86_400
    /// Headphone motion samples per second while the headphones are connected. Assumption: the
    /// rate CMHeadphoneMotionManager delivers to apps.
    public var headphoneMotionHz: Double = 25

    public init() {}
}
