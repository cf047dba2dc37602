import Foundation

/// CoreMotion's `CMLogItem`: the base of every CoreMotion sample, stamped with seconds since boot.
open class CMLogItem: NSObject, @unchecked Sendable {
    /// Seconds since boot.
    public let timestamp: TimeInterval

    package init(timestamp: TimeInterval) {
        self.timestamp = timestamp
        super.init()
    }
}
