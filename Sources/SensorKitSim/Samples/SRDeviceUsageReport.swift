import Foundation

/// Apple's `SRDeviceUsageReport`: screen wakes, unlocks, and app, notification and web use.
///
/// Its nested usage types are `NSObject`s, as Apple's are, that compare by value.
public final class SRDeviceUsageReport: NSObject, Sendable {
    public let duration: TimeInterval
    public let totalScreenWakes: Int
    public let totalUnlocks: Int
    public let totalUnlockDuration: TimeInterval
    public let applicationUsageByCategory: [CategoryKey: [ApplicationUsage]]
    public let notificationUsageByCategory: [CategoryKey: [NotificationUsage]]
    public let webUsageByCategory: [CategoryKey: [WebUsage]]
    public let version: String

    init(duration: TimeInterval, totalScreenWakes: Int, totalUnlocks: Int, totalUnlockDuration: TimeInterval,
         applicationUsageByCategory: [CategoryKey: [ApplicationUsage]],
         notificationUsageByCategory: [CategoryKey: [NotificationUsage]],
         webUsageByCategory: [CategoryKey: [WebUsage]], version: String) {
        self.duration = duration
        self.totalScreenWakes = totalScreenWakes
        self.totalUnlocks = totalUnlocks
        self.totalUnlockDuration = totalUnlockDuration
        self.applicationUsageByCategory = applicationUsageByCategory
        self.notificationUsageByCategory = notificationUsageByCategory
        self.webUsageByCategory = webUsageByCategory
        self.version = version
    }
}
