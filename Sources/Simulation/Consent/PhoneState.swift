import SensorKitSim
import CoreMotionSim
import SimCore

/// What the phone's system knows now that its screens show: each sensor's status, the
/// switches, Motion & Fitness, and the study app's process. Read from the phone after every
/// action; the reducer reads it to decide, the views to draw.
public struct PhoneState: Equatable, Sendable {
    /// What the study app reads for each sensor SensorKit knows (the global switch applied).
    public var statuses: [SRSensor: SRAuthorizationStatus] = [:]
    /// Sensors recording with the study app's stake in them.
    public var recordingForApp: Set<SRSensor> = []
    public var collectionEnabled = true
    /// What the app reads for Motion & Fitness (`authorizationStatus()`).
    public var motionStatus: CMAuthorizationStatus = .notDetermined
    /// The study app's own Motion & Fitness answer, whatever Fitness Tracking says.
    public var storedMotionStatus: CMAuthorizationStatus = .notDetermined
    public var fitnessTracking = true
    /// Whether the study app uses Motion & Fitness at all (its Info.plist, or the app's settings).
    public var usesMotion = false
    public var watchPaired = true
    public var appRunning = false
    public var launches = 0
    /// Apple's crash reason while the study app is crashed.
    public var crashReason: String?
    /// iPhone or iPad.
    public var device = DeviceFamily.iphone

    public init() {}

    public func status(of sensor: SRSensor) -> SRAuthorizationStatus { statuses[sensor.parentSensor] ?? .notDetermined }
}
