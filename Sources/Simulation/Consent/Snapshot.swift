import Foundation
import SensorKitSim
import CoreMotionSim

/// The simulation as it is now, read-only: everything the screens draw and scenarios check.
///
/// `ConsentSimulation.snapshot` builds one when read after a change; holding it keeps that
/// moment. Two snapshots are equal when everything the participant, the dashboard and a
/// scenario could read is equal.
public struct Snapshot: Equatable, Sendable {
    /// What the study gives the screens: the app, descriptions, the privacy link, the iPhone's words.
    public internal(set) var content: StudyContent
    /// The system's screens: sheet, alerts, Settings, focus, scroll, help, legend, pause, speed.
    public internal(set) var ui: SystemUI
    /// The phone's system state the screens show.
    public internal(set) var phone: PhoneState
    /// The controls on the screen on top, in focus order.
    public internal(set) var controls: [Control]

    public internal(set) var now: Date
    /// The phone's time zone, for clock text.
    public internal(set) var timeZone: TimeZone
    public internal(set) var dashboard: Dashboard
    /// The dashboard's log: what the app and the system did, in order.
    public internal(set) var log: [LogLine]
    /// The study app's first fetch that returned data, once there was one.
    package internal(set) var firstData: FetchRecord?
    /// Whether a sheet or Motion & Fitness alert the app asked for waits behind Settings, to
    /// show when the participant leaves it: nothing on screen says so, yet what comes next differs.
    package internal(set) var promptWaiting = false

    // MARK: Read through to the parts

    public var profile: StudyProfile { content.profile }
    public var sensorDescriptions: [SRSensor: String] { content.sensorDescriptions }
    public var text: SystemText { content.text }
    public var privacyPolicyURL: String? { content.privacyPolicyURL }
    /// How many errors `consent-sim check` finds in the study's files.
    public var studyErrors: Int { content.studyErrors }

    public var paused: Bool { ui.paused }
    /// Index into `SystemUI.speeds`.
    public var speedIndex: Int { ui.speedIndex }
    public var speed: Double { ui.speed }
    public var foreground: Foreground { ui.foreground(crashed: phone.crashReason != nil) }
    public var sheet: SheetState? { ui.sheet }
    public var motionAlert: MotionAlert? { ui.motionAlert }
    public var settings: SettingsPage? { ui.settings }
    public var showsHelp: Bool { ui.showsHelp }
    /// Whether the legend of the dashboard's columns and symbols is up.
    public var showsLegend: Bool { ui.showsLegend }
    /// What Esc does now.
    public var escapeTarget: EscapeTarget? { ui.escapeTarget }
    /// The index of the focused control in `controls`.
    public var focus: Int { min(ui.focus, max(0, controls.count - 1)) }
    /// How many lines the log is scrolled back from the newest.
    public var logScroll: Int { ui.logScroll }
    /// The line of the phone's page at its top (0 until scrolled; the view clamps it to the page).
    public var pageScroll: Int { ui.pageScroll }

    public var appRunning: Bool { phone.appRunning }
    public var launches: Int { phone.launches }
    /// Apple's crash reason while the study app is crashed.
    public var crashReason: String? { phone.crashReason }
    /// `iPhone` or `iPad`, as the phone's frame is labelled.
    public var deviceName: String { phone.device.name }
    /// What the study app reads for each sensor SensorKit knows (the global switch applied).
    public var statuses: [SRSensor: SRAuthorizationStatus] { phone.statuses }
    /// Sensors recording with the study app's stake in them.
    public var recordingForApp: Set<SRSensor> { phone.recordingForApp }
    public var collectionEnabled: Bool { phone.collectionEnabled }
    /// What the app reads for Motion & Fitness (`authorizationStatus()`).
    public var motionStatus: CMAuthorizationStatus { phone.motionStatus }
    public var fitnessTracking: Bool { phone.fitnessTracking }
    /// Whether the study app uses Motion & Fitness at all (its Info.plist, or the app's settings).
    public var usesMotion: Bool { phone.usesMotion }
    public var watchPaired: Bool { phone.watchPaired }

    /// Whether `action` would do anything now: the reducer's own answer, from this state.
    public func accepts(_ action: Action) -> Bool { accepts(action, reducerContext) }

    /// Why `action` does nothing now, in words, for the actions whose refusal a participant
    /// cannot see on the phone (jumping to the first data, fetching now, opening Settings over a
    /// sheet, the clock's speed at its end); nil for any other, or when it does something.
    public func refusal(of action: Action) -> String? {
        switch action {
        case .jumpToFirstData: SystemUI.firstDataRefusal(reducerContext)
        case .fetchNow: SystemUI.fetchNowRefusal(reducerContext)
        case .openSettings: ui.settingsRefusal
        case .faster: ui.speedRefusal(faster: true)
        case .slower: ui.speedRefusal(faster: false)
        default: nil
        }
    }

    /// `accepts` with a context built once, for a caller that asks about many actions (the status line).
    package func accepts(_ action: Action, _ context: ReducerContext) -> Bool { ui.accepts(action, context) }

    /// What the reducer reads, from this state.
    package var reducerContext: ReducerContext {
        ReducerContext(content: content, phone: phone, controls: controls, logLines: log.count, hasFirstData: firstData != nil)
    }

    public func status(of sensor: SRSensor) -> SRAuthorizationStatus { phone.status(of: sensor) }
    public func isRecordingForApp(_ sensor: SRSensor) -> Bool { phone.recordingForApp.contains(sensor.parentSensor) }
    public var isSystemPromptUp: Bool { sheet != nil || motionAlert != nil }
    public var focusedControl: ControlID? { controls.indices.contains(focus) ? controls[focus].id : nil }
    public func control(_ id: ControlID) -> Control? { controls.first { $0.id == id } }
    /// The controls of the page under an alert, dimmed and not pressable (`controls` are the
    /// alert's): the sensor's page under the Required alert, the study's Settings page under
    /// Delete Unshared Data's confirmation, Research Sensor & Usage Data (its switch off) under
    /// “Data Is Required For this Study”; none otherwise.
    public var dimmedControls: [Control] {
        switch foreground {
        case .requiredAlert: SystemUI.sensorPageControls(text)
        case .deleteConfirmation:
            SystemUI.studyPageControls(content, phone).map { Control($0.id, $0.label, $0.kind, enabled: false) }
        case .collectionOffAlert:
            SystemUI.researchPageControls(content, phone, switchedOff: true).map { Control($0.id, $0.label, $0.kind, enabled: false) }
        default: []
        }
    }
}
