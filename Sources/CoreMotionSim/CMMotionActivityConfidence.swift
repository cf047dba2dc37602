/// Apple's `CMMotionActivityConfidence`: how sure the coprocessor is of an activity.
public enum CMMotionActivityConfidence: Int, Sendable, CaseIterable, CustomStringConvertible {
    case low = 0
    case medium = 1
    case high = 2

    public var description: String {
        switch self {
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        }
    }
}
