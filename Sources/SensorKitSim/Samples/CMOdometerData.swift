import Foundation
import SimCore

/// CoreMotion's `CMOdometerOriginDevice`.
public enum CMOdometerOriginDevice: Int, Sendable {
    case unknown = 0, local, remote
}

/// CoreMotion's `CMOdometerData`: distance and speed over one interval of a walk, run or ride.
/// It adopts `NSSecureCoding` and `NSCopying`, as CMOdometer.h declares.
///
/// Open, as CMOdometer.h leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class CMOdometerData: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _startDate: Date
    private let _endDate: Date
    private let _deltaDistance: CLLocationDistance
    private let _deltaDistanceAccuracy: CLLocationAccuracy
    private let _speed: CLLocationSpeed
    private let _speedAccuracy: CLLocationSpeedAccuracy
    private let _gpsDate: Date
    private let _deltaAltitude: CLLocationDistance
    private let _verticalAccuracy: CLLocationAccuracy
    private let _originDevice: CMOdometerOriginDevice

    open var startDate: Date { _startDate }
    open var endDate: Date { _endDate }
    /// Metres travelled since the previous record.
    open var deltaDistance: CLLocationDistance { _deltaDistance }
    open var deltaDistanceAccuracy: CLLocationAccuracy { _deltaDistanceAccuracy }
    /// Metres per second.
    open var speed: CLLocationSpeed { _speed }
    open var speedAccuracy: CLLocationSpeedAccuracy { _speedAccuracy }
    /// When the GPS fix behind this record was taken.
    open var gpsDate: Date { _gpsDate }
    /// Metres climbed (negative: descended) since the previous record.
    open var deltaAltitude: CLLocationDistance { _deltaAltitude }
    open var verticalAccuracy: CLLocationAccuracy { _verticalAccuracy }
    open var originDevice: CMOdometerOriginDevice { _originDevice }

    init(startDate: Date, endDate: Date, deltaDistance: Double, deltaDistanceAccuracy: Double, speed: Double,
         speedAccuracy: Double, gpsDate: Date, deltaAltitude: Double, verticalAccuracy: Double,
         originDevice: CMOdometerOriginDevice) {
        _startDate = startDate
        _endDate = endDate
        _deltaDistance = deltaDistance
        _deltaDistanceAccuracy = deltaDistanceAccuracy
        _speed = speed
        _speedAccuracy = speedAccuracy
        _gpsDate = gpsDate
        _deltaAltitude = deltaAltitude
        _verticalAccuracy = verticalAccuracy
        _originDevice = originDevice
        super.init()
    }

    /// Nothing travelled, every date at the reference date and an unknown origin, as NSObject's
    /// `init()` leaves Apple's (an assumption, FIDELITY.md). A test double starts here.
    public override init() {
        let zero = Date(timeIntervalSinceReferenceDate: 0)
        _startDate = zero; _endDate = zero; _gpsDate = zero
        _deltaDistance = 0; _deltaDistanceAccuracy = 0; _speed = 0; _speedAccuracy = 0
        _deltaAltitude = 0; _verticalAccuracy = 0; _originDevice = .unknown
        super.init()
    }

    /// The path's average slope over the record (rise over run), iOS 17; nil without a distance.
    /// Read on a phone before iOS 17, it is noted in the system log (`NewerAPIMember`).
    open var slope: Double? {
        NewerAPIMember.odometerSlope.noteUse()
        return averageSlope
    }

    /// The steepest absolute slope within the record, iOS 17: the simulator puts it a quarter
    /// above the average, an assumption (FIDELITY.md). Noted as `slope` is.
    open var maxAbsSlope: Double? {
        NewerAPIMember.odometerMaxAbsSlope.noteUse()
        return averageSlope.map { (abs($0) * 1.25 * 10_000).rounded() / 10_000 }
    }

    private var averageSlope: Double? {
        deltaDistance > 0 ? ((deltaAltitude / deltaDistance) * 10_000).rounded() / 10_000 : nil
    }

    // MARK: NSSecureCoding and NSCopying (CMOdometer.h)

    open class var supportsSecureCoding: Bool { true }

    private static let valueKeys = ["deltaDistance", "deltaDistanceAccuracy", "speed", "speedAccuracy", "deltaAltitude",
                                    "verticalAccuracy"]

    open func encode(with coder: NSCoder) {
        coder.encodeDate(startDate, forKey: "startDate")
        coder.encodeDate(endDate, forKey: "endDate")
        coder.encodeDate(gpsDate, forKey: "gpsDate")
        let values = [deltaDistance, deltaDistanceAccuracy, speed, speedAccuracy, deltaAltitude, verticalAccuracy]
        for (key, value) in zip(CMOdometerData.valueKeys, values) { coder.encode(value, forKey: key) }
        coder.encodeRaw(originDevice, forKey: "originDevice")
    }

    public required init?(coder: NSCoder) {
        let v = CMOdometerData.valueKeys.compactMap { coder.decodeNumber(forKey: $0) }
        guard let start = coder.decodeDate(forKey: "startDate"), let end = coder.decodeDate(forKey: "endDate"),
              let gps = coder.decodeDate(forKey: "gpsDate"), v.count == CMOdometerData.valueKeys.count,
              let origin = coder.decodeRaw(CMOdometerOriginDevice.self, forKey: "originDevice") else { return nil }
        _startDate = start; _endDate = end; _gpsDate = gps
        _deltaDistance = v[0]; _deltaDistanceAccuracy = v[1]; _speed = v[2]; _speedAccuracy = v[3]
        _deltaAltitude = v[4]; _verticalAccuracy = v[5]; _originDevice = origin
        super.init()
    }

    /// The data itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
