import Foundation

/// Apple's `SRTextInputSession` (iOS 15): one time the keyboard (or pencil, or dictation) was up
/// while an app was in use.
///
/// Open, as SRUsageReports.h leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRTextInputSession: NSObject, @unchecked Sendable {
    /// How the text was entered.
    public enum SessionType: Int, Sendable {
        case keyboard = 1, thirdPartyKeyboard = 2, pencil = 3, dictation = 4
    }

    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _duration: TimeInterval
    private let _sessionType: SessionType
    private let _sessionIdentifier: String

    /// Seconds the session spans.
    open var duration: TimeInterval { _duration }
    open var sessionType: SessionType { _sessionType }
    /// A unique identifier for the session (iOS 16.4).
    open var sessionIdentifier: String { _sessionIdentifier }

    init(duration: TimeInterval, sessionType: SessionType, sessionIdentifier: String) {
        _duration = duration
        _sessionType = sessionType
        _sessionIdentifier = sessionIdentifier
        super.init()
    }

    /// No time, the keyboard and an empty identifier, as NSObject's `init()` leaves Apple's (an
    /// assumption, FIDELITY.md). A test double starts here and overrides what it reports.
    public override init() {
        _duration = 0
        _sessionType = .keyboard
        _sessionIdentifier = ""
        super.init()
    }
}
