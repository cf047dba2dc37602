import Foundation

/// Apple's `SRVisit`: a stay at a place of interest, with blurred arrival and departure times.
public final class SRVisit: NSObject, Sendable {
    public enum LocationCategory: Int, Sendable {
        case unknown = 0, home, work, school, gym
    }

    /// Maps to one geographic location: every visit to the same place carries the same value.
    public let identifier: UUID
    /// SensorKit gives ranges rather than instants, to protect the participant's privacy.
    public let arrivalDateInterval: DateInterval
    public let departureDateInterval: DateInterval
    /// Metres from the home-category location.
    public let distanceFromHome: CLLocationDistance
    public let locationCategory: LocationCategory

    init(identifier: UUID, arrivalDateInterval: DateInterval, departureDateInterval: DateInterval,
         distanceFromHome: CLLocationDistance, locationCategory: LocationCategory) {
        self.identifier = identifier
        self.arrivalDateInterval = arrivalDateInterval
        self.departureDateInterval = departureDateInterval
        self.distanceFromHome = distanceFromHome
        self.locationCategory = locationCategory
    }
}
