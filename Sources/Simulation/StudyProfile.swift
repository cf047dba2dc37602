import SensorKitSim

/// What the simulated study app asks for: its name, its sensors (in Info.plist order), which
/// of them are Required, what it is entitled to, and whether it uses Motion & Fitness.
///
/// Until study folders are loaded from Info.plist files, the bundled default study is built here.
public struct StudyProfile: Sendable {
    public var appName: String
    public var bundleIdentifier: String
    public var purpose: String
    /// The sensors the app requests (those with an `NSSensorKitUsageDetail` entry).
    public var sensors: [SRSensor]
    public var required: Set<SRSensor>
    /// nil when the app has no SensorKit entitlement at all.
    public var entitled: Set<SRSensor>?
    /// `NSMotionUsageDescription`; nil when the key is missing.
    public var motionUsageDescription: String?
    /// Whether the app queries Motion & Fitness activity.
    public var usesMotionActivity: Bool

    public init(appName: String, bundleIdentifier: String, purpose: String, sensors: [SRSensor],
                required: Set<SRSensor> = [], entitled: Set<SRSensor>?, motionUsageDescription: String? = nil,
                usesMotionActivity: Bool = false) {
        self.appName = appName
        self.bundleIdentifier = bundleIdentifier
        self.purpose = purpose
        self.sensors = sensors
        self.required = required
        self.entitled = entitled
        self.motionUsageDescription = motionUsageDescription
        self.usesMotionActivity = usesMotionActivity
    }

    /// The bundled default: a sleep study that needs the Apple Watch.
    public static let sleepStudy = StudyProfile(
        appName: "Sleep Study",
        bundleIdentifier: "org.example.sleepstudy",
        purpose: "Researchers study how light, movement and skin temperature relate to sleep quality.",
        sensors: [.ambientLightSensor, .accelerometer, .wristTemperature, .onWristState],
        required: [.accelerometer],
        entitled: [.ambientLightSensor, .accelerometer, .wristTemperature, .onWristState])
}
