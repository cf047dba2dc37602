import Foundation

extension SRDeviceUsageReport {
    /// Apple's `SRDeviceUsageReport.WebUsage`: web use in one category within a report.
    public final class WebUsage: NSObject, Sendable {
        public let totalUsageTime: TimeInterval

        init(totalUsageTime: TimeInterval) {
            self.totalUsageTime = totalUsageTime
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? WebUsage else { return false }
            return o.totalUsageTime == totalUsageTime
        }

        public override var hash: Int {
            var h = Hasher()
            h.combine(totalUsageTime)
            return h.finalize()
        }
    }
}
