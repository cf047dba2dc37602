/// Apple's `CMAuthorizationStatus` for Motion & Fitness.
public enum CMAuthorizationStatus: Int, Sendable, CaseIterable, CustomStringConvertible {
    case notDetermined = 0
    /// Denied by a system-wide restriction (in the simulator: Fitness Tracking off).
    case restricted = 1
    case denied = 2
    case authorized = 3

    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .authorized: "authorized"
        }
    }
}
