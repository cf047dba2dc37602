/// Apple's `SRAuthorizationStatus`: there is no `restricted` case, unlike CoreMotion.
public enum SRAuthorizationStatus: Int, Sendable {
    /// The user has not chosen yet.
    case notDetermined = 0
    case authorized = 1
    /// Denied in the sheet, or switched off in Settings.
    case denied = 2

    // The case's name, as string interpolation prints it; not a conformance, which would add to
    // Apple's public surface (`CustomStringConvertible`, `CaseIterable`).
    package var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .authorized: "authorized"
        case .denied: "denied"
        }
    }

    package static let allCases: [SRAuthorizationStatus] = [.notDetermined, .authorized, .denied]
}
