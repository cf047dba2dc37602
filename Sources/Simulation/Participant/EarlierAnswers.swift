import SensorKitSim
import CoreMotionSim

/// What a participant answered before this run began, as in an earlier version of the app
/// (a scenario's `given:`): SensorKit's stored statuses and the Motion & Fitness choice.
public struct EarlierAnswers: Sendable, Equatable {
    public var authorized: [SRSensor]
    public var denied: [SRSensor]
    /// The Motion & Fitness status; nil when never asked.
    public var motion: CMAuthorizationStatus?

    public init(authorized: [SRSensor] = [], denied: [SRSensor] = [], motion: CMAuthorizationStatus? = nil) {
        self.authorized = authorized
        self.denied = denied
        self.motion = motion
    }

    public var isEmpty: Bool { authorized.isEmpty && denied.isEmpty && motion == nil }

    /// The Motion & Fitness statuses a participant can have given: `restricted` is set by
    /// Screen Time or a profile, never by the alert, but a participant may arrive with it.
    public static let motionStatuses: [CMAuthorizationStatus] = [.authorized, .denied, .restricted]
}
