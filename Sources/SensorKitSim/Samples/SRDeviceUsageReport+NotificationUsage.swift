import Foundation

extension SRDeviceUsageReport {
    /// Apple's `SRDeviceUsageReport.NotificationUsage`: one notification event within a report.
    public final class NotificationUsage: NSObject, Sendable {
        public enum Event: Int, Sendable {
            case unknown = 0, received, defaultAction, supplementaryAction, clear, notificationCenterClearAll,
                 removed, hide, longLook, silence, appLaunch, expired, bannerPulldown, tapCoalesce, deduped,
                 deviceActivated, deviceUnlocked
        }
        public let bundleIdentifier: String?
        public let event: Event

        init(bundleIdentifier: String?, event: Event) {
            self.bundleIdentifier = bundleIdentifier
            self.event = event
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? NotificationUsage else { return false }
            return o.bundleIdentifier == bundleIdentifier && o.event == event
        }

        public override var hash: Int {
            var h = Hasher()
            h.combine(bundleIdentifier)
            h.combine(event)
            return h.finalize()
        }
    }
}
