/// How one fetch ended, as the daemon saw it: what a host shows for an app whose own code
/// made the fetch (a hosted app does not report its fetches itself).
public struct FetchOutcome: Sendable, Equatable {
    public let sensor: SRSensor
    public let device: SRDevice
    /// The requested window, as wall times.
    public let from: Double
    public let to: Double
    public let results: Int
    public let samples: Int
    /// The `SRError` code the fetch failed with, if it did.
    public let errorCode: Int?
}
