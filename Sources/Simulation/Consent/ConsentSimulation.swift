import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim

/// The whole simulation as one state changed only by `send(_:)`: the phone (clock, SensorKit,
/// CoreMotion, the study app) and the system UI on it (the consent sheet, the Required alert,
/// the Motion & Fitness alert, Settings), plus the clock's speed and the help overlay.
///
/// It presents the system's prompts: SensorKit and CoreMotion ask it, and the participant's
/// answers (keys, clicks, scenario steps) finish them.
public final class ConsentSimulation: SensorKitPrompter, MotionPrompter {
    public let phone: SimulatedPhone
    public var profile: StudyProfile { phone.profile }
    /// Per-sensor descriptions as the participant reads them (already translated).
    public let sensorDescriptions: [SRSensor: String]
    public let privacyPolicyURL: String?

    public private(set) var sheet: SheetState?
    public private(set) var motionPrompt: MotionPrompt?
    public private(set) var settings: SettingsPage?
    public private(set) var showsHelp = false
    /// Index into `controls` of the focused control.
    public private(set) var focus = 0
    public private(set) var paused = false
    /// Index into `speeds`.
    public private(set) var speedIndex: Int
    /// How many lines the log is scrolled back from the newest.
    public private(set) var logScroll = 0
    /// Virtual seconds per real second.
    public static let speeds: [Double] = [1, 10, 60, 600, 3600, 21_600, 86_400]
    /// Bumped by every `send` except a clock tick, so derived views (dashboard rows, log) are
    /// computed once per change.
    public private(set) var version = 0
    var dashboardCache: (key: [Double], value: Dashboard)?
    var logCache: (key: [Int], value: [LogLine])?

    /// What derived views depend on; code that drives the phone directly (a scenario's own
    /// fetch) changes it too, so caches never go stale.
    var changeKey: [Double] {
        [Double(version), phone.runtime.clock.now, Double(phone.runtime.events.count), Double(phone.appLog.count),
         Double(phone.fetches.count)]
    }

    public init(profile: StudyProfile, options: SimulatedPhone.Options = SimulatedPhone.Options(),
                descriptions: [SRSensor: String] = [:], privacyPolicyURL: String? = nil, speed: Double = 60) {
        phone = SimulatedPhone(profile: profile, options: options)
        sensorDescriptions = descriptions
        self.privacyPolicyURL = privacyPolicyURL
        speedIndex = ConsentSimulation.speeds.firstIndex { $0 >= speed } ?? 2
        phone.sensorKit.prompter = self
        phone.motion.prompter = self
    }

    public var speed: Double { ConsentSimulation.speeds[speedIndex] }
    public var now: Date { phone.runtime.clock.date }
    public var crashReason: String? { phone.motion.crashReason }
    public var isSystemPromptUp: Bool { sheet != nil || motionPrompt != nil }

    // MARK: Prompts

    public func present(_ prompt: AuthorizationPrompt) {
        sheet = SheetState(prompt: prompt)
        focus = 0
    }

    public func present(_ prompt: MotionPrompt) {
        motionPrompt = prompt
        focus = 1
    }

    // MARK: Sending actions

    /// Applies an action and runs everything it causes on the phone. Returns the log lines it added.
    @discardableResult
    public func send(_ action: Action) -> [LogLine] {
        let before = log.count
        let changesState = { if case .tick = action { return false }; if case .advance = action { return false }; return true }()
        if changesState { version += 1 }
        apply(action)
        phone.runtime.runUntilIdle()
        if sheet?.prompt.isFinished == true { sheet = nil }
        if motionPrompt?.isFinished == true { motionPrompt = nil }
        focus = min(focus, max(0, controls.count - 1))
        if changesState { version += 1 }
        let lines = log
        return Array(lines.dropFirst(before))
    }

    private func apply(_ action: Action) {
        switch action {
        case .launch:
            phone.launch()
        case .press(let id):
            guard let control = controls.first(where: { $0.id == id }), control.enabled else {
                // Scripts may press a Settings switch without navigating there.
                if case .settingsSensor = id { press(id) }
                return
            }
            press(control.id)
        case .focusNext:
            if !controls.isEmpty { focus = (focus + 1) % controls.count }
        case .focusPrevious:
            if !controls.isEmpty { focus = (focus + controls.count - 1) % controls.count }
        case .activateFocused:
            if controls.indices.contains(focus), controls[focus].enabled { press(controls[focus].id) }
        case .escape:
            escape()
        case .openSettings:
            if !isSystemPromptUp { settings = .privacy; focus = 0 }
        case .closeSettings:
            settings = nil; focus = 0
        case .toggleHelp:
            showsHelp.toggle()
        case .togglePause:
            paused.toggle()
        case .faster:
            speedIndex = min(ConsentSimulation.speeds.count - 1, speedIndex + 1)
        case .slower:
            speedIndex = max(0, speedIndex - 1)
        case .advance(let seconds):
            phone.runtime.advance(by: seconds)
        case .tick(let real):
            if !paused && real > 0 { phone.runtime.advance(by: real * speed) }
        case .fetchNow:
            phone.app?.fetchNow()
        case .setSensor(let sensor, let allowed):
            phone.sensorKit.setStatus(allowed ? .authorized : .denied, for: sensor, source: .settings)
        case .setCollection(let on):
            phone.sensorKit.setCollectionEnabled(on)
        case .setFitnessTracking(let on):
            phone.motion.setFitnessTracking(on)
        case .setMotion(let on):
            phone.motion.setAuthorization(on ? .authorized : .denied)
        case .deleteData(let sensor):
            phone.sensorKit.deleteCollectedData(sensor, scope: .unshared)
        case .scrollLog(let n):
            logScroll = max(0, min(max(0, log.count - 1), logScroll + n))
        }
    }

    private func escape() {
        if showsHelp { showsHelp = false; return }
        if var s = sheet {
            if s.requiredAlert != nil { return press(.alertChangeChoice) }
            switch s.page {
            case .intro: return press(.sheetCancel)
            default: s = back(s); sheet = s; focus = 0; return
            }
        }
        if motionPrompt != nil { return }
        if settings != nil { press(.settingsBack) }
    }

    private func back(_ s: SheetState) -> SheetState {
        var s = s
        switch s.page {
        case .intro: break
        case .sensor(let i): s.page = i == 0 ? .intro : .sensor(i - 1)
        case .review: s.page = .sensor(s.sensors.count - 1)
        }
        return s
    }

    private func press(_ id: ControlID) {
        switch id {
        case .sheetNext:
            guard var s = sheet else { return }
            s.page = s.sensors.isEmpty ? .review : .sensor(0)
            sheet = s; focus = 0
        case .sheetAllow, .sheetDeny:
            guard var s = sheet, let sensor = s.currentSensor, case .sensor(let i) = s.page else { return }
            let allow = id == .sheetAllow
            s.answers[sensor] = allow
            if !allow && profile.required.contains(sensor) {
                s.requiredAlert = sensor
                focus = 1
            } else {
                s.page = i + 1 < s.sensors.count ? .sensor(i + 1) : .review
                focus = 0
            }
            sheet = s
        case .sheetBack:
            guard let s = sheet else { return }
            sheet = back(s); focus = 0
        case .sheetCancel:
            sheet?.prompt.finish(.cancelled)
        case .sheetDone:
            guard let s = sheet else { return }
            s.prompt.finish(.answered(s.answers))
        case .sheetPrivacyPolicy:
            phone.runtime.record(SystemNote(.note, "The participant opened the privacy policy: \(privacyPolicyURL ?? "(none)")"))
        case .alertChangeChoice:
            guard var s = sheet, let sensor = s.requiredAlert else { return }
            s.answers[sensor] = nil
            s.requiredAlert = nil
            sheet = s; focus = 0
        case .alertDontEnroll:
            guard let s = sheet, let sensor = s.requiredAlert else { return }
            phone.runtime.record(SystemNote(.prompt, "Don’t Enroll in Study: \(sensor) is Required; the sheet closes and nothing is authorized"))
            s.prompt.finish(.cancelled)
        case .motionAllow:
            motionPrompt?.allow()
        case .motionDeny:
            motionPrompt?.deny()
        case .settingsOpenResearch: settings = .research; focus = 0
        case .settingsOpenMotion: settings = .motion; focus = 0
        case .settingsOpenStudy: settings = .study; focus = 0
        case .settingsBack:
            switch settings {
            case .study: settings = .research
            case .research, .motion: settings = .privacy
            default: settings = nil
            }
            focus = 0
        case .settingsCollection:
            phone.sensorKit.setCollectionEnabled(!phone.sensorKit.collectionEnabled)
        case .settingsSensor(let sensor):
            let on = phone.sensorKit.status(of: sensor) == .authorized
            phone.sensorKit.setStatus(on ? .denied : .authorized, for: sensor, source: .settings)
        case .settingsDeleteUnshared:
            for sensor in profile.sensors { phone.sensorKit.deleteCollectedData(sensor, scope: .unshared) }
        case .settingsFitnessTracking:
            phone.motion.setFitnessTracking(!phone.motion.fitnessTrackingEnabled)
        case .settingsMotionApp:
            phone.motion.setAuthorization(phone.motion.storedStatus == .authorized ? .denied : .authorized)
        case .crashRelaunch:
            phone.motion.relaunchApp()
            phone.launch()
        }
    }
}
