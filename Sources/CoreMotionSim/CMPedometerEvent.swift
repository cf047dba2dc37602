import Foundation

/// Apple's `CMPedometerEventType`: the person stopped or started moving on foot.
public enum CMPedometerEventType: Int, Sendable {
    case pause = 0, resume = 1
}

/// Apple's `CMPedometerEvent`: a change in the person's walking or running. It adopts
/// `NSSecureCoding` and `NSCopying`, as CMPedometer.h declares.
public final class CMPedometerEvent: NSObject, NSSecureCoding, NSCopying, Sendable {
    public let date: Date
    public let type: CMPedometerEventType

    init(date: Date, type: CMPedometerEventType) {
        self.date = date
        self.type = type
    }

    // MARK: NSSecureCoding and NSCopying (CMPedometer.h)

    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encodeDate(date, forKey: "date")
        coder.encodeRaw(type, forKey: "type")
    }

    public init?(coder: NSCoder) {
        guard let date = coder.decodeDate(forKey: "date"), let type = coder.decodeRaw(CMPedometerEventType.self, forKey: "type")
        else { return nil }
        self.date = date
        self.type = type
    }

    /// The event itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMPedometerEvent else { return false }
        return o.date == date && o.type == type
    }

    public override var hash: Int { date.hashValue }
}
