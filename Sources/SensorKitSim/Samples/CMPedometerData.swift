import Foundation

/// CoreMotion's `CMPedometerData`: steps and distance over one interval.
///
/// Apple's numeric properties are `NSNumber`s; the optional ones are nil when not measured. It
/// adopts `NSSecureCoding` and `NSCopying`, as CMPedometer.h declares. Open, as an Objective-C
/// class is in Swift (CMPedometer.h declares no `objc_subclassing_restricted`): a team's test
/// double subclasses it, is made with the `init()` it inherits, and overrides what it reports
/// (`override var numberOfSteps: NSNumber { 42 }`). The simulator reads every value through
/// these properties, so an override is what it archives and shows.
open class CMPedometerData: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked, as Apple's NS_SWIFT_SENDABLE classes are not).
    private let _startDate: Date
    private let _endDate: Date
    private let _numberOfSteps: NSNumber
    private let _distance, _floorsAscended, _floorsDescended, _currentPace, _currentCadence, _averageActivePace: NSNumber?

    open var startDate: Date { _startDate }
    open var endDate: Date { _endDate }
    open var numberOfSteps: NSNumber { _numberOfSteps }
    /// Metres.
    open var distance: NSNumber? { _distance }
    open var floorsAscended: NSNumber? { _floorsAscended }
    open var floorsDescended: NSNumber? { _floorsDescended }
    /// Seconds per metre.
    open var currentPace: NSNumber? { _currentPace }
    /// Steps per second.
    open var currentCadence: NSNumber? { _currentCadence }
    /// Seconds per metre, averaged over the time spent moving.
    open var averageActivePace: NSNumber? { _averageActivePace }

    package init(startDate: Date, endDate: Date, numberOfSteps: Int, distance: Double?, floorsAscended: Int?,
         floorsDescended: Int?, currentPace: Double?, currentCadence: Double?, averageActivePace: Double?) {
        _startDate = startDate
        _endDate = endDate
        _numberOfSteps = NSNumber(value: numberOfSteps)
        _distance = distance.map { NSNumber(value: $0) }
        _floorsAscended = floorsAscended.map { NSNumber(value: $0) }
        _floorsDescended = floorsDescended.map { NSNumber(value: $0) }
        _currentPace = currentPace.map { NSNumber(value: $0) }
        _currentCadence = currentCadence.map { NSNumber(value: $0) }
        _averageActivePace = averageActivePace.map { NSNumber(value: $0) }
        super.init()
    }

    /// Empty data, as NSObject's `init()` leaves Apple's (no steps, nothing measured, both dates
    /// at the reference date: an assumption, FIDELITY.md). A test double starts from it.
    public override init() {
        _startDate = Date(timeIntervalSinceReferenceDate: 0)
        _endDate = _startDate
        _numberOfSteps = NSNumber(value: 0)
        (_distance, _floorsAscended, _floorsDescended) = (nil, nil, nil)
        (_currentPace, _currentCadence, _averageActivePace) = (nil, nil, nil)
        super.init()
    }

    // MARK: NSSecureCoding and NSCopying (CMPedometer.h)

    open class var supportsSecureCoding: Bool { true }

    private static let optionalKeys = ["distance", "floorsAscended", "floorsDescended", "currentPace", "currentCadence",
                                       "averageActivePace"]

    open func encode(with coder: NSCoder) {
        coder.encodeDate(startDate, forKey: "startDate")
        coder.encodeDate(endDate, forKey: "endDate")
        coder.encode(numberOfSteps.int64Value, forKey: "numberOfSteps")
        let values = [distance, floorsAscended, floorsDescended, currentPace, currentCadence, averageActivePace]
        for (key, value) in zip(Self.optionalKeys, values) {
            if let value { coder.encode(value.doubleValue, forKey: key) }
        }
    }

    /// Designated and required, as `NSCoding`'s initializer is on an open class: a double that
    /// adds stored properties writes `required init?(coder:)` and calls this one.
    public required init?(coder: NSCoder) {
        guard let start = coder.decodeDate(forKey: "startDate"), let end = coder.decodeDate(forKey: "endDate"),
              coder.containsValue(forKey: "numberOfSteps") else { return nil }
        let v = Self.optionalKeys.map { coder.decodeNumber(forKey: $0) }
        _startDate = start
        _endDate = end
        _numberOfSteps = NSNumber(value: Int(coder.decodeInt64(forKey: "numberOfSteps")))
        _distance = v[0].map { NSNumber(value: $0) }
        // Floors are whole numbers, as the simulator's own data stores them.
        _floorsAscended = v[1].map { NSNumber(value: Int($0)) }
        _floorsDescended = v[2].map { NSNumber(value: Int($0)) }
        _currentPace = v[3].map { NSNumber(value: $0) }
        _currentCadence = v[4].map { NSNumber(value: $0) }
        _averageActivePace = v[5].map { NSNumber(value: $0) }
        super.init()
    }

    /// The data itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
