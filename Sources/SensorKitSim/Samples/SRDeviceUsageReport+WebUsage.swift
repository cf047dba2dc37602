import Foundation

extension SRDeviceUsageReport {
    /// Apple's `SRDeviceUsageReport.WebUsage`: web use in one category within a report.
    ///
    /// Open, as SRUsageReports.h leaves the class in Swift (no `objc_subclassing_restricted`, no
    /// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
    open class WebUsage: NSObject, @unchecked Sendable {
        // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
        // non-final class cannot be checked).
        private let _totalUsageTime: TimeInterval

        open var totalUsageTime: TimeInterval { _totalUsageTime }

        init(totalUsageTime: TimeInterval) {
            _totalUsageTime = totalUsageTime
            super.init()
        }

        /// No time, as NSObject's `init()` leaves Apple's (an assumption,
        /// FIDELITY.md). A test double starts here and overrides what it reports.
        public override init() {
            _totalUsageTime = 0
            super.init()
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? WebUsage else { return false }
            return o.totalUsageTime == totalUsageTime
        }

        open override var hash: Int {
            var h = Hasher()
            h.combine(totalUsageTime)
            return h.finalize()
        }
    }
}
