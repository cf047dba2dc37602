import Foundation

/// CoreMotion's `CMPedometerData`: steps and distance over one interval.
///
/// Apple's numeric properties are `NSNumber`s; the optional ones are nil when not measured. It
/// adopts `NSSecureCoding` and `NSCopying`, as CMPedometer.h declares.
public final class CMPedometerData: NSObject, NSSecureCoding, NSCopying, Sendable {
    public let startDate: Date
    public let endDate: Date
    public let numberOfSteps: NSNumber
    /// Metres.
    public let distance: NSNumber?
    public let floorsAscended: NSNumber?
    public let floorsDescended: NSNumber?
    /// Seconds per metre.
    public let currentPace: NSNumber?
    /// Steps per second.
    public let currentCadence: NSNumber?
    /// Seconds per metre, averaged over the time spent moving.
    public let averageActivePace: NSNumber?

    package init(startDate: Date, endDate: Date, numberOfSteps: Int, distance: Double?, floorsAscended: Int?,
         floorsDescended: Int?, currentPace: Double?, currentCadence: Double?, averageActivePace: Double?) {
        self.startDate = startDate
        self.endDate = endDate
        self.numberOfSteps = NSNumber(value: numberOfSteps)
        self.distance = distance.map { NSNumber(value: $0) }
        self.floorsAscended = floorsAscended.map { NSNumber(value: $0) }
        self.floorsDescended = floorsDescended.map { NSNumber(value: $0) }
        self.currentPace = currentPace.map { NSNumber(value: $0) }
        self.currentCadence = currentCadence.map { NSNumber(value: $0) }
        self.averageActivePace = averageActivePace.map { NSNumber(value: $0) }
    }

    // MARK: NSSecureCoding and NSCopying (CMPedometer.h)

    public class var supportsSecureCoding: Bool { true }

    private static let optionalKeys = ["distance", "floorsAscended", "floorsDescended", "currentPace", "currentCadence",
                                       "averageActivePace"]

    public func encode(with coder: NSCoder) {
        coder.encodeDate(startDate, forKey: "startDate")
        coder.encodeDate(endDate, forKey: "endDate")
        coder.encode(numberOfSteps.int64Value, forKey: "numberOfSteps")
        let values = [distance, floorsAscended, floorsDescended, currentPace, currentCadence, averageActivePace]
        for (key, value) in zip(Self.optionalKeys, values) {
            if let value { coder.encode(value.doubleValue, forKey: key) }
        }
    }

    public convenience init?(coder: NSCoder) {
        guard let start = coder.decodeDate(forKey: "startDate"), let end = coder.decodeDate(forKey: "endDate"),
              coder.containsValue(forKey: "numberOfSteps") else { return nil }
        let v = Self.optionalKeys.map { coder.decodeNumber(forKey: $0) }
        self.init(startDate: start, endDate: end, numberOfSteps: Int(coder.decodeInt64(forKey: "numberOfSteps")),
                  distance: v[0], floorsAscended: v[1].map { Int($0) }, floorsDescended: v[2].map { Int($0) },
                  currentPace: v[3], currentCadence: v[4], averageActivePace: v[5])
    }

    /// The data itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
