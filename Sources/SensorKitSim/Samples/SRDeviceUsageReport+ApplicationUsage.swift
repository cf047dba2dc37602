import Foundation

extension SRDeviceUsageReport {
    /// Apple's `SRDeviceUsageReport.ApplicationUsage`: one app's use within a report.
    ///
    /// Open, as SRUsageReports.h leaves the class in Swift (no `objc_subclassing_restricted`, no
    /// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
    open class ApplicationUsage: NSObject, @unchecked Sendable {
        // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
        // non-final class cannot be checked).
        private let _bundleIdentifier: String?
        private let _usageTime: TimeInterval
        private let _reportApplicationIdentifier: String
        private let _relativeStartTime: TimeInterval
        private let _textInputSessions: [SRTextInputSession]
        private let _supplementalCategories: [SRSupplementalCategory]

        /// Set only for Apple's own apps.
        open var bundleIdentifier: String? { _bundleIdentifier }
        open var usageTime: TimeInterval { _usageTime }
        /// An opaque per-app identifier, set for every app.
        open var reportApplicationIdentifier: String { _reportApplicationIdentifier }
        /// Seconds from the start of the report to the first use.
        open var relativeStartTime: TimeInterval { _relativeStartTime }
        /// The keyboard, pencil or dictation sessions while the app was in use (iOS 15).
        open var textInputSessions: [SRTextInputSession] { _textInputSessions }
        /// Finer categories of the app (iOS 16.4); the simulator's apps have none.
        open var supplementalCategories: [SRSupplementalCategory] { _supplementalCategories }

        init(bundleIdentifier: String?, usageTime: TimeInterval, reportApplicationIdentifier: String,
             relativeStartTime: TimeInterval, textInputSessions: [SRTextInputSession] = [],
             supplementalCategories: [SRSupplementalCategory] = []) {
            _bundleIdentifier = bundleIdentifier
            _usageTime = usageTime
            _reportApplicationIdentifier = reportApplicationIdentifier
            _relativeStartTime = relativeStartTime
            _textInputSessions = textInputSessions
            _supplementalCategories = supplementalCategories
            super.init()
        }

        /// No app, no time, no sessions, as NSObject's `init()` leaves Apple's (an assumption,
        /// FIDELITY.md). A test double starts here and overrides what it reports.
        public override init() {
            _bundleIdentifier = nil
            _usageTime = 0
            _reportApplicationIdentifier = ""
            _relativeStartTime = 0
            _textInputSessions = []
            _supplementalCategories = []
            super.init()
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? ApplicationUsage else { return false }
            return o.bundleIdentifier == bundleIdentifier && o.usageTime == usageTime
                && o.reportApplicationIdentifier == reportApplicationIdentifier && o.relativeStartTime == relativeStartTime
                && o.textInputSessions.map(\.sessionIdentifier) == textInputSessions.map(\.sessionIdentifier)
        }

        open override var hash: Int {
            var h = Hasher()
            h.combine(bundleIdentifier)
            h.combine(usageTime)
            h.combine(reportApplicationIdentifier)
            h.combine(relativeStartTime)
            return h.finalize()
        }
    }
}
