import Foundation

/// CoreMotion's `CMOdometerOriginDevice`.
public enum CMOdometerOriginDevice: Int, Sendable {
    case unknown = 0, local, remote
}

/// CoreMotion's `CMOdometerData`: distance and speed over one interval of a walk, run or ride.
public final class CMOdometerData: NSObject, Sendable {
    public let startDate: Date
    public let endDate: Date
    /// Metres travelled since the previous record.
    public let deltaDistance: CLLocationDistance
    public let deltaDistanceAccuracy: CLLocationAccuracy
    /// Metres per second.
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When the GPS fix behind this record was taken.
    public let gpsDate: Date
    /// Metres climbed (negative: descended) since the previous record.
    public let deltaAltitude: CLLocationDistance
    public let verticalAccuracy: CLLocationAccuracy
    public let originDevice: CMOdometerOriginDevice

    init(startDate: Date, endDate: Date, deltaDistance: Double, deltaDistanceAccuracy: Double, speed: Double,
         speedAccuracy: Double, gpsDate: Date, deltaAltitude: Double, verticalAccuracy: Double,
         originDevice: CMOdometerOriginDevice) {
        self.startDate = startDate
        self.endDate = endDate
        self.deltaDistance = deltaDistance
        self.deltaDistanceAccuracy = deltaDistanceAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.gpsDate = gpsDate
        self.deltaAltitude = deltaAltitude
        self.verticalAccuracy = verticalAccuracy
        self.originDevice = originDevice
    }

    /// The path's average slope over the record (rise over run), iOS 17; nil without a distance.
    public var slope: Double? {
        deltaDistance > 0 ? ((deltaAltitude / deltaDistance) * 10_000).rounded() / 10_000 : nil
    }

    /// The steepest absolute slope within the record, iOS 17: the simulator puts it a quarter
    /// above the average, an assumption (FIDELITY.md).
    public var maxAbsSlope: Double? { slope.map { (abs($0) * 1.25 * 10_000).rounded() / 10_000 } }
}
