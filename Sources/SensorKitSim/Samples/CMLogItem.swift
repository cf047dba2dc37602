import Foundation

/// CoreMotion's `CMLogItem`: the base of every CoreMotion sample, stamped with seconds since boot.
public class CMLogItem: NSObject, @unchecked Sendable {
    /// Seconds since boot.
    public let timestamp: TimeInterval

    init(timestamp: TimeInterval) {
        self.timestamp = timestamp
        super.init()
    }
}
