import Foundation

extension SRDeviceUsageReport {
    /// Apple's `SRDeviceUsageReport.NotificationUsage`: one notification event within a report.
    ///
    /// Open, as SRUsageReports.h leaves the class in Swift (no `objc_subclassing_restricted`, no
    /// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
    open class NotificationUsage: NSObject, @unchecked Sendable {
        public enum Event: Int, Sendable {
            case unknown = 0, received, defaultAction, supplementaryAction, clear, notificationCenterClearAll,
                 removed, hide, longLook, silence, appLaunch, expired, bannerPulldown, tapCoalesce, deduped,
                 deviceActivated, deviceUnlocked
        }
        // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
        // non-final class cannot be checked).
        private let _bundleIdentifier: String?
        private let _event: Event

        open var bundleIdentifier: String? { _bundleIdentifier }
        open var event: Event { _event }

        init(bundleIdentifier: String?, event: Event) {
            _bundleIdentifier = bundleIdentifier
            _event = event
            super.init()
        }

        /// No app, an unknown event, as NSObject's `init()` leaves Apple's (an assumption,
        /// FIDELITY.md). A test double starts here and overrides what it reports.
        public override init() {
            _bundleIdentifier = nil
            _event = .unknown
            super.init()
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? NotificationUsage else { return false }
            return o.bundleIdentifier == bundleIdentifier && o.event == event
        }

        open override var hash: Int {
            var h = Hasher()
            h.combine(bundleIdentifier)
            h.combine(event)
            return h.finalize()
        }
    }
}
