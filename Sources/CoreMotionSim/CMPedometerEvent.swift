import Foundation

/// Apple's `CMPedometerEventType`: the person stopped or started moving on foot.
public enum CMPedometerEventType: Int, Sendable {
    case pause = 0, resume = 1
}

/// Apple's `CMPedometerEvent`: a change in the person's walking or running.
public final class CMPedometerEvent: NSObject, Sendable {
    public let date: Date
    public let type: CMPedometerEventType

    init(date: Date, type: CMPedometerEventType) {
        self.date = date
        self.type = type
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMPedometerEvent else { return false }
        return o.date == date && o.type == type
    }

    public override var hash: Int { date.hashValue }
}
