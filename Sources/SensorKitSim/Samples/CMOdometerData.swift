import Foundation

/// CoreMotion's `CMOdometerOriginDevice`.
public enum CMOdometerOriginDevice: Int, Sendable {
    case unknown = 0, local, remote
}

/// CoreMotion's `CMOdometerData`: distance and speed over one interval of a walk, run or ride.
/// It adopts `NSSecureCoding` and `NSCopying`, as CMOdometer.h declares.
public final class CMOdometerData: NSObject, NSSecureCoding, NSCopying, Sendable {
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

    // MARK: NSSecureCoding and NSCopying (CMOdometer.h)

    public class var supportsSecureCoding: Bool { true }

    private static let valueKeys = ["deltaDistance", "deltaDistanceAccuracy", "speed", "speedAccuracy", "deltaAltitude",
                                    "verticalAccuracy"]

    public func encode(with coder: NSCoder) {
        coder.encodeDate(startDate, forKey: "startDate")
        coder.encodeDate(endDate, forKey: "endDate")
        coder.encodeDate(gpsDate, forKey: "gpsDate")
        let values = [deltaDistance, deltaDistanceAccuracy, speed, speedAccuracy, deltaAltitude, verticalAccuracy]
        for (key, value) in zip(Self.valueKeys, values) { coder.encode(value, forKey: key) }
        coder.encodeRaw(originDevice, forKey: "originDevice")
    }

    public convenience init?(coder: NSCoder) {
        let v = Self.valueKeys.compactMap { coder.decodeNumber(forKey: $0) }
        guard let start = coder.decodeDate(forKey: "startDate"), let end = coder.decodeDate(forKey: "endDate"),
              let gps = coder.decodeDate(forKey: "gpsDate"), v.count == Self.valueKeys.count,
              let origin = coder.decodeRaw(CMOdometerOriginDevice.self, forKey: "originDevice") else { return nil }
        self.init(startDate: start, endDate: end, deltaDistance: v[0], deltaDistanceAccuracy: v[1], speed: v[2],
                  speedAccuracy: v[3], gpsDate: gps, deltaAltitude: v[4], verticalAccuracy: v[5], originDevice: origin)
    }

    /// The data itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
