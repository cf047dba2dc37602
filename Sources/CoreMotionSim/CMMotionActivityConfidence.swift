/// Apple's `CMMotionActivityConfidence`: how sure the coprocessor is of an activity.
public enum CMMotionActivityConfidence: Int, Sendable {
    case low = 0
    case medium = 1
    case high = 2

    // The case's name, as string interpolation prints it; not a conformance, which would add to
    // Apple's public surface (`CustomStringConvertible`, `CaseIterable`).
    package var description: String {
        switch self {
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        }
    }

    package static let allCases: [CMMotionActivityConfidence] = [.low, .medium, .high]
}
