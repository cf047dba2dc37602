import Foundation

/// Apple's `SRDeviceUsageReport`: screen wakes, unlocks, and app, notification and web use.
///
/// Apple's nested types are classes; here they are values.
public final class SRDeviceUsageReport: NSObject {
    public struct ApplicationUsage: Sendable, Hashable {
        /// Set only for Apple's own apps.
        public let bundleIdentifier: String?
        public let usageTime: TimeInterval
        /// An opaque per-app identifier, set for every app.
        public let reportApplicationIdentifier: String
        /// Seconds from the start of the report to the first use.
        public let relativeStartTime: TimeInterval
    }

    public struct NotificationUsage: Sendable, Hashable {
        public enum Event: Int, Sendable {
            case unknown = 0, received, defaultAction, supplementaryAction, clear, notificationCenterClearAll,
                 removed, hide, longLook, silence, appLaunch, expired, bannerPulldown, tapCoalesce, deduped,
                 deviceActivated, deviceUnlocked
        }
        public let bundleIdentifier: String?
        public let event: Event
    }

    public struct WebUsage: Sendable, Hashable {
        public let totalUsageTime: TimeInterval
    }

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
