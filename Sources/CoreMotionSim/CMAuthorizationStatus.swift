/// Apple's `CMAuthorizationStatus` for Motion & Fitness.
public enum CMAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    /// Denied by a system-wide restriction (in the simulator: Fitness Tracking off).
    case restricted = 1
    case denied = 2
    case authorized = 3

    // The case's name, as string interpolation prints it; not a conformance, which would add to
    // Apple's public surface (`CustomStringConvertible`, `CaseIterable`).
    package var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .authorized: "authorized"
        }
    }

    package static let allCases: [CMAuthorizationStatus] = [.notDetermined, .restricted, .denied, .authorized]
}
