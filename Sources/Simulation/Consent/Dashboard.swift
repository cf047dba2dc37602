import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim

/// What the dashboard shows, read from the simulation: the clock, one row per sensor and
/// device, and Motion & Fitness.
public struct Dashboard: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let sensor: SRSensor
        public let name: String
        package let device: SRDevice.Kind
        /// What the study app reads (`readerStatus`): with collection off, `denied` for every
        /// sensor, one the participant was never asked about included.
        public let status: SRAuthorizationStatus
        public let recording: Bool
        /// Samples stored within the look-back, and how many of them are still held back.
        public let samples: Int
        public let held: Int
        /// The fetchable window `(lower, upper]` (wall time), while `nothingFetchable` is nil.
        public let fetchableLower: Double
        public let fetchableUpper: Double
        /// Why the app can fetch nothing of the sensor, whatever the window (never asked, denied,
        /// collection off, not entitled, not on this iOS: `FetchConditions.standing`); nil
        /// when the fetchable window is open to it.
        public let nothingFetchable: EmptyFetchReason?
        /// The study app's last fetch from this device: results, or the error code.
        package let lastFetch: FetchRecord?
        /// Values from the last fetch, for the sparkline (oldest first).
        public let values: [Double]
        /// False for a Watch's row while no Watch is paired: it stays while the store holds what
        /// the Watch recorded before it was unpaired (fetchable for the look-back, and counted),
        /// and a sensor only a Watch records keeps one row all the same, for the sheet's answer.
        public let devicePaired: Bool
        /// The iOS version that brings the sensor when the phone's is older (the sheet never asks
        /// for it and nothing can read it), else nil.
        public let introducedLater: OSVersion?
    }

    public internal(set) var now: Date
    public internal(set) var speed: Double
    public internal(set) var paused: Bool
    /// One row per sensor and device; nil when this snapshot did not count them (a frame the
    /// phone covers whole), never stale ones.
    public internal(set) var rows: [Row]?
    public internal(set) var motionStatus: CMAuthorizationStatus?
    public internal(set) var fitnessTracking: Bool
    public internal(set) var appRunning: Bool
    public internal(set) var launches: Int
}
