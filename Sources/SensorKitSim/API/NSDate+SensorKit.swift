import Foundation

/// Apple's `NSDate (SensorKit)` category: dates from and to `SRAbsoluteTime` on the current device.
extension NSDate {
    public convenience init(srAbsoluteTime time: SRAbsoluteTime) {
        self.init(timeIntervalSinceReferenceDate: time.toCFAbsoluteTime())
    }

    public var srAbsoluteTime: SRAbsoluteTime { SRAbsoluteTime.fromCFAbsoluteTime(_cf: timeIntervalSinceReferenceDate) }
}
