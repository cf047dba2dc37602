import Foundation

/// CoreMotion's `CMPedometerData`: steps and distance over one interval.
///
/// Apple's numeric properties are `NSNumber`s; the optional ones are nil when not measured.
public final class CMPedometerData: NSObject, Sendable {
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
}
