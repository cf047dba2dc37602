import Foundation

/// Apple's `SRSleepSession` (iOS 26): one detected period of sleep.
///
/// Apple's class also holds a start and an end reason, which no public header declares; the
/// simulator keeps them out of the public surface too. It adopts `NSCopying` and
/// `NSSecureCoding`, as SRSleepSession.h declares: an app may copy a session or archive it.
///
/// Final, unlike the sample classes a test double stands in for: SRSleepSession.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRSleepSession: NSObject, NSCopying, NSSecureCoding, Sendable {
    public let startDate: Date
    /// The session's length; 0 when no end event was seen.
    public let duration: TimeInterval
    public let identifier: String

    init(identifier: String, startDate: Date, duration: TimeInterval) {
        self.identifier = identifier
        self.startDate = startDate
        self.duration = duration
    }

    // MARK: NSCopying and NSSecureCoding (SRSleepSession.h)

    /// The session itself: a session never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encodeText(identifier, forKey: "identifier")
        coder.encodeDate(startDate, forKey: "startDate")
        coder.encode(duration, forKey: "duration")
    }

    public init?(coder: NSCoder) {
        guard let identifier = coder.decodeText(forKey: "identifier"), let startDate = coder.decodeDate(forKey: "startDate"),
              let duration = coder.decodeNumber(forKey: "duration") else { return nil }
        self.identifier = identifier
        self.startDate = startDate
        self.duration = duration
    }
}
