import Foundation
import SensorKitSim
import CoreMotionSim

/// The simulation as it is now, read-only: everything the screens draw and scenarios check.
///
/// `ConsentSimulation.snapshot` builds one when read after a change; holding it keeps that moment.
public struct Snapshot: Sendable {
    public let profile: StudyProfile
    /// Per-sensor descriptions as the participant reads them (already translated).
    public let sensorDescriptions: [SRSensor: String]
    /// The iPhone's own words (sheet, alerts, Settings, sensor names) in the participant's language.
    public let text: SystemText
    /// The study's `NSSensorKitPrivacyPolicyURL`, if it sets one.
    public let privacyPolicyURL: String?

    public let now: Date
    /// The phone's time zone, for clock text.
    public let timeZone: TimeZone
    public let paused: Bool
    /// Index into `ConsentSimulation.speeds`.
    public let speedIndex: Int
    public var speed: Double { ConsentSimulation.speeds[speedIndex] }

    public let foreground: Foreground
    public let sheet: SheetState?
    public let motionAlert: MotionAlert?
    public let settings: SettingsPage?
    public let showsHelp: Bool
    /// The controls on the screen on top, in focus order, and the index of the focused one.
    public let controls: [Control]
    public let focus: Int
    /// How many lines the log is scrolled back from the newest.
    public let logScroll: Int
    /// The line of the phone's page at its top (0 until scrolled; the view clamps it to the page).
    public let pageScroll: Int

    public let appRunning: Bool
    public let launches: Int
    /// Apple's crash reason while the study app is crashed.
    public let crashReason: String?

    /// What the study app reads for each sensor SensorKit knows (the global switch applied).
    public let statuses: [SRSensor: SRAuthorizationStatus]
    /// Sensors recording with the study app's stake in them.
    public let recordingForApp: Set<SRSensor>
    public let collectionEnabled: Bool
    /// What the app reads for Motion & Fitness (`authorizationStatus()`).
    public let motionStatus: CMAuthorizationStatus
    public let fitnessTracking: Bool
    /// Whether the study app uses Motion & Fitness at all (its Info.plist, or the app's settings).
    public let usesMotion: Bool
    /// How many errors `consent-sim check` finds in the study's files.
    public let studyErrors: Int
    public let watchPaired: Bool

    public let dashboard: Dashboard
    /// The dashboard's log: what the app and the system did, in order.
    public let log: [LogLine]
    /// The study app's first fetch that returned data, once there was one.
    public let firstData: FetchRecord?
    /// Whether the legend of the dashboard's columns and symbols is up.
    public let showsLegend: Bool

    public func status(of sensor: SRSensor) -> SRAuthorizationStatus { statuses[sensor.parentSensor] ?? .notDetermined }
    public func isRecordingForApp(_ sensor: SRSensor) -> Bool { recordingForApp.contains(sensor.parentSensor) }
    public var isSystemPromptUp: Bool { sheet != nil || motionAlert != nil }
    public var focusedControl: ControlID? { controls.indices.contains(focus) ? controls[focus].id : nil }
    public func control(_ id: ControlID) -> Control? { controls.first { $0.id == id } }
}
