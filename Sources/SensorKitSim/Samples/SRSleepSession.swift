import Foundation

/// Apple's `SRSleepSession` (iOS 26): one detected period of sleep.
public final class SRSleepSession: NSObject {
    public let identifier: String
    public let startDate: Date
    public let duration: TimeInterval

    init(identifier: String, startDate: Date, duration: TimeInterval) {
        self.identifier = identifier
        self.startDate = startDate
        self.duration = duration
    }
}
