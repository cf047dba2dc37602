import Foundation

/// CoreMotion's `CMHighFrequencyHeartRateDataConfidence`.
public enum CMHighFrequencyHeartRateDataConfidence: Int, Sendable {
    case low = 0, medium, high, highest
}

/// CoreMotion's `CMHighFrequencyHeartRateData`: one heart rate reading from the Watch, a
/// `CMLogItem` as on iOS. Open, as CMHighFrequencyHeartRateData.h leaves it in Swift: a team's
/// test double is made with `init()` and overrides what it reports.
open class CMHighFrequencyHeartRateData: CMLogItem, @unchecked Sendable {
    private let _heartRate: Double
    private let _confidence: CMHighFrequencyHeartRateDataConfidence
    private let _date: Date?

    /// Beats per minute.
    open var heartRate: Double { _heartRate }
    open var confidence: CMHighFrequencyHeartRateDataConfidence { _confidence }
    open var date: Date? { _date }

    init(heartRate: Double, confidence: CMHighFrequencyHeartRateDataConfidence, date: Date?, timestamp: TimeInterval) {
        _heartRate = heartRate
        _confidence = confidence
        _date = date
        super.init(timestamp: timestamp)
    }

    /// 0 bpm at low confidence and no date, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md). A test double starts here.
    public override init() {
        _heartRate = 0
        _confidence = .low
        _date = nil
        super.init()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(heartRate, forKey: "heartRate")
        coder.encodeRaw(confidence, forKey: "confidence")
        if let date { coder.encodeDate(date, forKey: "date") }
    }

    public required init?(coder: NSCoder) {
        guard let heartRate = coder.decodeNumber(forKey: "heartRate"),
              let confidence = coder.decodeRaw(CMHighFrequencyHeartRateDataConfidence.self, forKey: "confidence")
        else { return nil }
        _heartRate = heartRate
        _confidence = confidence
        _date = coder.decodeDate(forKey: "date")
        super.init(coder: coder)
    }
}
