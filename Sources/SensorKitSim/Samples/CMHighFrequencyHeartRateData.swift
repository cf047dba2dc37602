import Foundation

/// CoreMotion's `CMHighFrequencyHeartRateDataConfidence`.
public enum CMHighFrequencyHeartRateDataConfidence: Int, Sendable {
    case low = 0, medium, high, highest
}

/// CoreMotion's `CMHighFrequencyHeartRateData`: one heart rate reading from the Watch, a
/// `CMLogItem` as on iOS.
public final class CMHighFrequencyHeartRateData: CMLogItem, @unchecked Sendable {
    /// Beats per minute.
    public let heartRate: Double
    public let confidence: CMHighFrequencyHeartRateDataConfidence
    public let date: Date?

    init(heartRate: Double, confidence: CMHighFrequencyHeartRateDataConfidence, date: Date?, timestamp: TimeInterval) {
        self.heartRate = heartRate
        self.confidence = confidence
        self.date = date
        super.init(timestamp: timestamp)
    }

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(heartRate, forKey: "heartRate")
        coder.encodeRaw(confidence, forKey: "confidence")
        if let date { coder.encodeDate(date, forKey: "date") }
    }

    public required init?(coder: NSCoder) {
        guard let heartRate = coder.decodeNumber(forKey: "heartRate"),
              let confidence = coder.decodeRaw(CMHighFrequencyHeartRateDataConfidence.self, forKey: "confidence")
        else { return nil }
        self.heartRate = heartRate
        self.confidence = confidence
        date = coder.decodeDate(forKey: "date")
        super.init(coder: coder)
    }
}
