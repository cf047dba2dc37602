import Foundation

/// Apple's `SRVisit`: a stay at a place of interest, with blurred arrival and departure times.
///
/// Open, as SRVisit.h's class is in Swift (no `objc_subclassing_restricted`, no unavailable
/// `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRVisit: NSObject, @unchecked Sendable {
    public enum LocationCategory: Int, Sendable {
        case unknown = 0, home, work, school, gym
    }

    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _identifier: UUID
    private let _arrival, _departure: DateInterval
    private let _distanceFromHome: CLLocationDistance
    private let _locationCategory: LocationCategory

    /// Maps to one geographic location: every visit to the same place carries the same value.
    open var identifier: UUID { _identifier }
    /// SensorKit gives ranges rather than instants, to protect the participant's privacy.
    open var arrivalDateInterval: DateInterval { _arrival }
    open var departureDateInterval: DateInterval { _departure }
    /// Metres from the home-category location.
    open var distanceFromHome: CLLocationDistance { _distanceFromHome }
    open var locationCategory: LocationCategory { _locationCategory }

    init(identifier: UUID, arrivalDateInterval: DateInterval, departureDateInterval: DateInterval,
         distanceFromHome: CLLocationDistance, locationCategory: LocationCategory) {
        _identifier = identifier
        _arrival = arrivalDateInterval
        _departure = departureDateInterval
        _distanceFromHome = distanceFromHome
        _locationCategory = locationCategory
        super.init()
    }

    /// An unknown place 0 m from home, both intervals empty at the reference date and a zero
    /// identifier, as NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md). A test
    /// double starts here.
    public override init() {
        _identifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        _arrival = DateInterval(start: Date(timeIntervalSinceReferenceDate: 0), duration: 0)
        _departure = _arrival
        _distanceFromHome = 0
        _locationCategory = .unknown
        super.init()
    }
}
