import Foundation

/// CoreMotion's `CMHighFrequencyHeartRateDataConfidence`.
public enum CMHighFrequencyHeartRateDataConfidence: Int, Sendable {
    case low = 0, medium, high, highest
}

/// CoreMotion's `CMHighFrequencyHeartRateData`: one heart rate reading from the Watch.
public final class CMHighFrequencyHeartRateData: NSObject {
    /// Beats per minute.
    public let heartRate: Double
    public let confidence: CMHighFrequencyHeartRateDataConfidence
    public let date: Date?

    init(heartRate: Double, confidence: CMHighFrequencyHeartRateDataConfidence, date: Date?) {
        self.heartRate = heartRate
        self.confidence = confidence
        self.date = date
    }
}
