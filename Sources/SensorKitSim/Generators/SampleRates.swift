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
    /// Seconds between high-frequency heart rate samples while the Watch is worn.
    public var heartRateInterval: Double = 5 * 60

    public init() {}
}
