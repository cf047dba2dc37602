import Foundation

/// Apple's `SRSleepSession` (iOS 26): one detected period of sleep.
///
/// Apple's class also holds a start and an end reason, which no public header declares; the
/// simulator keeps them out of the public surface too.
public final class SRSleepSession: NSObject, Sendable {
    public let startDate: Date
    /// The session's length; 0 when no end event was seen.
    public let duration: TimeInterval
    public let identifier: String

    init(identifier: String, startDate: Date, duration: TimeInterval) {
        self.identifier = identifier
        self.startDate = startDate
        self.duration = duration
    }
}
