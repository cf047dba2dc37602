import SimCore

/// How one fetch ended, as the daemon saw it: what a host shows for an app whose own code
/// made the fetch (a hosted app does not report its fetches itself).
package struct FetchOutcome: Sendable, Equatable {
    package let sensor: SRSensor
    package let device: SRDevice
    /// The requested window, as wall times.
    package let from: Double
    package let to: Double
    package let results: Int
    package let samples: Int
    /// The `SRError` code the fetch failed with, if it did.
    package let errorCode: Int?
    /// Why it failed or delivered nothing.
    package let why: FetchExplanation?
}
