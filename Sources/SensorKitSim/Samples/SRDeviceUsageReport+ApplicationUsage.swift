import Foundation

extension SRDeviceUsageReport {
    /// Apple's `SRDeviceUsageReport.ApplicationUsage`: one app's use within a report.
    public final class ApplicationUsage: NSObject, Sendable {
        /// Set only for Apple's own apps.
        public let bundleIdentifier: String?
        public let usageTime: TimeInterval
        /// An opaque per-app identifier, set for every app.
        public let reportApplicationIdentifier: String
        /// Seconds from the start of the report to the first use.
        public let relativeStartTime: TimeInterval

        init(bundleIdentifier: String?, usageTime: TimeInterval, reportApplicationIdentifier: String,
             relativeStartTime: TimeInterval) {
            self.bundleIdentifier = bundleIdentifier
            self.usageTime = usageTime
            self.reportApplicationIdentifier = reportApplicationIdentifier
            self.relativeStartTime = relativeStartTime
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? ApplicationUsage else { return false }
            return o.bundleIdentifier == bundleIdentifier && o.usageTime == usageTime
                && o.reportApplicationIdentifier == reportApplicationIdentifier && o.relativeStartTime == relativeStartTime
        }

        public override var hash: Int {
            var h = Hasher()
            h.combine(bundleIdentifier)
            h.combine(usageTime)
            h.combine(reportApplicationIdentifier)
            h.combine(relativeStartTime)
            return h.finalize()
        }
    }
}
