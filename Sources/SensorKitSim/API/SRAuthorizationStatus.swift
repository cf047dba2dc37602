/// Apple's `SRAuthorizationStatus`: there is no `restricted` case, unlike CoreMotion.
public enum SRAuthorizationStatus: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// The user has not chosen yet.
    case notDetermined = 0
    case authorized = 1
    /// Denied in the sheet, or switched off in Settings.
    case denied = 2

    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .authorized: "authorized"
        case .denied: "denied"
        }
    }
}
