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
        /// The keyboard, pencil or dictation sessions while the app was in use (iOS 15).
        public let textInputSessions: [SRTextInputSession]
        /// Finer categories of the app (iOS 16.4); the simulator's apps have none.
        public let supplementalCategories: [SRSupplementalCategory]

        init(bundleIdentifier: String?, usageTime: TimeInterval, reportApplicationIdentifier: String,
             relativeStartTime: TimeInterval, textInputSessions: [SRTextInputSession] = [],
             supplementalCategories: [SRSupplementalCategory] = []) {
            self.bundleIdentifier = bundleIdentifier
            self.usageTime = usageTime
            self.reportApplicationIdentifier = reportApplicationIdentifier
            self.relativeStartTime = relativeStartTime
            self.textInputSessions = textInputSessions
            self.supplementalCategories = supplementalCategories
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? ApplicationUsage else { return false }
            return o.bundleIdentifier == bundleIdentifier && o.usageTime == usageTime
                && o.reportApplicationIdentifier == reportApplicationIdentifier && o.relativeStartTime == relativeStartTime
                && o.textInputSessions.map(\.sessionIdentifier) == textInputSessions.map(\.sessionIdentifier)
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
