import Foundation

/// Apple's `SRTextInputSession` (iOS 15): one time the keyboard (or pencil, or dictation) was up
/// while an app was in use.
public final class SRTextInputSession: NSObject, Sendable {
    /// How the text was entered.
    public enum SessionType: Int, Sendable {
        case keyboard = 1, thirdPartyKeyboard = 2, pencil = 3, dictation = 4
    }

    /// Seconds the session spans.
    public let duration: TimeInterval
    public let sessionType: SessionType
    /// A unique identifier for the session (iOS 16.4).
    public let sessionIdentifier: String

    init(duration: TimeInterval, sessionType: SessionType, sessionIdentifier: String) {
        self.duration = duration
        self.sessionType = sessionType
        self.sessionIdentifier = sessionIdentifier
    }
}
