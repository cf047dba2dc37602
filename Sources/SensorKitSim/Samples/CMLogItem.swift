import Foundation

/// CoreMotion's `CMLogItem`: the base of every CoreMotion sample, stamped with seconds since boot.
///
/// It adopts `NSSecureCoding` and `NSCopying`, as CMLogItem.h declares, and so does every sample
/// under it: each subclass archives its own values after its parent's (NSCoder+Samples.swift).
open class CMLogItem: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    private let _timestamp: TimeInterval

    /// Seconds since boot. Open, as Apple's property is: a test double of a sample overrides it.
    open var timestamp: TimeInterval { _timestamp }

    package init(timestamp: TimeInterval) {
        _timestamp = timestamp
        super.init()
    }

    /// An item stamped at boot (0), as NSObject's `init()` leaves Apple's: what a test double of
    /// a sample (`class FakeActivity: CMMotionActivity`) is made with.
    public override init() {
        _timestamp = 0
        super.init()
    }

    // MARK: NSSecureCoding and NSCopying (CMLogItem.h)

    open class var supportsSecureCoding: Bool { true }

    open func encode(with coder: NSCoder) { coder.encode(timestamp, forKey: "timestamp") }

    public required init?(coder: NSCoder) {
        guard let timestamp = coder.decodeNumber(forKey: "timestamp") else { return nil }
        _timestamp = timestamp
        super.init()
    }

    /// The item itself: CoreMotion's samples never change.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
