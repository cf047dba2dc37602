import Foundation

/// CoreMotion's `CMLogItem`: the base of every CoreMotion sample, stamped with seconds since boot.
///
/// It adopts `NSSecureCoding` and `NSCopying`, as CMLogItem.h declares, and so does every sample
/// under it: each subclass archives its own values after its parent's (NSCoder+Samples.swift).
open class CMLogItem: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    /// Seconds since boot.
    public let timestamp: TimeInterval

    package init(timestamp: TimeInterval) {
        self.timestamp = timestamp
        super.init()
    }

    // MARK: NSSecureCoding and NSCopying (CMLogItem.h)

    open class var supportsSecureCoding: Bool { true }

    open func encode(with coder: NSCoder) { coder.encode(timestamp, forKey: "timestamp") }

    public required init?(coder: NSCoder) {
        guard let timestamp = coder.decodeNumber(forKey: "timestamp") else { return nil }
        self.timestamp = timestamp
        super.init()
    }

    /// The item itself: CoreMotion's samples never change.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
