import SensorKitSim
import SimCore

/// What the simulated study app asks for: its name, its sensors (in Info.plist order), which
/// of them are Required, what it is entitled to, and whether it uses Motion & Fitness.
///
/// Built from a study folder with `init(study:)`.
public struct StudyProfile: Sendable, Equatable {
    public var appName: String
    public var bundleIdentifier: String
    public var purpose: String
    /// The sensors the app requests (those with an `NSSensorKitUsageDetail` entry).
    public var sensors: [SRSensor]
    /// `sensors` in the order the phone shows them, the sheet's (`SensorCatalog.ordered`), not
    /// Info.plist's: Settings, its focus order, the dashboard and `week` list them so.
    package var sensorsAsShown: [SRSensor] { SensorCatalog.ordered(sensors) }
    /// Whether the app asks SensorKit for anything: one that does not never requests
    /// authorization or fetches, and Settings lists it as no study.
    package var asksForSensorKitData: Bool { !sensors.isEmpty }
    public var required: Set<SRSensor>
    /// nil when the app has no SensorKit entitlement at all.
    public var entitled: Set<SRSensor>?
    /// `NSMotionUsageDescription`; nil when the key is missing.
    public var motionUsageDescription: String?
    /// Whether the app queries Motion & Fitness activity.
    public var usesMotionActivity: Bool
    /// Whether Info.plist has a well-formed `NSSensorKitUsageDetail` (without it requests fail, 8197).
    public var hasUsageDetail = true
    /// The sensors whose usage detail has a `Description`; nil when the profile does not say
    /// (every sensor then gets its page).
    public var describedSensors: Set<SRSensor>?
    /// How the app's binary links SensorKit.framework: on an iPad a Required link ends the app at launch.
    public var sensorKitLink = SensorKitLink.required

    /// What SensorKit knows of the app.
    package var sensorKitApp: SensorKitApp {
        SensorKitApp(bundleIdentifier: bundleIdentifier, displayName: appName, entitledSensors: entitled,
                     hasUsageDetail: hasUsageDetail, describedSensors: describedSensors)
    }

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

    /// The bundled default, a sleep study that needs the Apple Watch: a built-in copy of
    /// `Scenarios/studies/sleep-study` (a test keeps the two in step) for when the folder is absent.
    public static let sleepStudy = StudyProfile(
        appName: "Sleep Study",
        bundleIdentifier: "org.example.sleepstudy",
        purpose: "Researchers study how light, movement and skin temperature relate to sleep quality. "
            + "Your data helps us understand why some nights are more restful than others.",
        sensors: [.ambientLightSensor, .accelerometer, .onWristState, .wristTemperature],
        required: [.accelerometer],
        entitled: [.ambientLightSensor, .accelerometer, .wristTemperature, .onWristState])
}
