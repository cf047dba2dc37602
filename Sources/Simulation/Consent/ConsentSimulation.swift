import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim

/// The whole simulation, changed only by `send(_:)`: the phone (clock, SensorKit, CoreMotion,
/// the study app and its journal) and the system's screens on it, a `SystemUI` value.
///
/// SensorKit and CoreMotion ask it to present their prompts; the participant's answers (keys,
/// clicks, scenario steps) finish them. Everything outside reads `snapshot`.
public final class ConsentSimulation {
    /// Replaced whole by `reset`, which is what makes a reset cost the same at any point.
    private(set) var phone: SimulatedPhone
    /// The journals of the phones replaced by resets (kept as they are, not copied).
    private var earlierJournals: [[Event]] = []
    /// Presents the system's prompts here; its own object, so presenting is not public API.
    private let presenter = PromptPresenter()
    /// Replaced whole when another version of the app is installed (`update`).
    var content: StudyContent
    /// The version installed now, as an update and a saved participant name it.
    package internal(set) var installed: AppVersion
    /// The participant's language, which every version installed is shown in.
    public let language: String?
    public private(set) var ui: SystemUI
    /// The prompts the screens answer: held while their sheet or alert is up, or waits behind
    /// Settings (`presentWaitingPrompts`).
    private(set) var sheetPrompt: AuthorizationPrompt?
    private(set) var motionPrompt: MotionPrompt?
    private(set) var builder = SnapshotBuilder()
    private var cachedSnapshot: Snapshot? {
        didSet { if cachedSnapshot == nil { snapshotChanges &+= 1 } }
    }
    /// How many times the state a snapshot shows was dropped for a change: while it stays the
    /// same, so does the snapshot, and a frame drawn from it may be drawn again from memory.
    package private(set) var snapshotChanges = 0
    /// The phone's state as the last send left it: nothing runs between sends, so it holds
    /// until the next one asks something of the phone (or a reset replaces the phone).
    private var phoneAfterLastSend: PhoneState?
    /// `journalTexts()`'s words so far.
    private var journalTextCache: [String] = []
    /// The sensors' part of the phone's state as last read, and from which daemon when
    /// (`sensorStates`).
    struct KeptSensorStates {
        let daemon: SensorKitDaemon
        let changes: Int
        let statuses: [SRSensor: SRAuthorizationStatus]
        let recording: Set<SRSensor>
    }
    var keptSensorStates: KeptSensorStates?
    /// Asked between the timers of a move of the clock: true ends the move there. For a run
    /// that is being stopped (`play` after SIGINT), which discards the simulation after it.
    public var interruption: (@Sendable () -> Bool)?

    public init(profile: StudyProfile, options: SimulatedPhone.Options = SimulatedPhone.Options(),
                descriptions: [SRSensor: String] = [:], privacyPolicyURL: String? = nil, speed: Double = SystemUI.defaultSpeed,
                language: String? = nil) {
        phone = SimulatedPhone(profile: profile, options: options)
        self.language = language
        installed = AppVersion(profile: profile, sensorDescriptions: descriptions, privacyPolicyURL: privacyPolicyURL)
        content = StudyContent(profile: profile, sensorDescriptions: descriptions, privacyPolicyURL: privacyPolicyURL,
                               text: SystemText.for(language))
        ui = SystemUI(speed: speed)
        presenter.simulation = self
        attachPresenter()
    }

    private func attachPresenter() {
        phone.sensorKit.prompter = presenter
        phone.motion.prompter = presenter
    }

    /// A new phone from the same profile and options; everything shown on it starts again,
    /// but for the presenter's clock controls.
    private func resetToFreshInstall() -> [Event] {
        earlierJournals.append(phone.journal)
        phone = SimulatedPhone(profile: content.profile, options: phone.options)
        attachPresenter()
        ui = ui.afterReset()
        sheetPrompt = nil
        motionPrompt = nil
        builder = SnapshotBuilder()
        cachedSnapshot = nil
        phoneAfterLastSend = nil
        phone.note(.participant(.resetToFreshInstall))
        if content.studyErrors > 0 { phone.note(.studyErrors(content.studyErrors)) }
        return phone.journal
    }

    /// Drops what was read from the phone, after a change made outside `send` (setup, an update).
    func forgetPhoneState() {
        phoneAfterLastSend = nil
        cachedSnapshot = nil
    }

    /// Records that the study's files have `count` errors: the dashboard and the log say so.
    func noteStudyErrors(_ count: Int) {
        content.studyErrors = count
        phone.note(.studyErrors(count))
        cachedSnapshot = nil
    }

    // MARK: Reading

    /// The phone's system state now.
    var phoneState: PhoneState {
        if let phoneAfterLastSend { return phoneAfterLastSend }
        let state = readPhoneState()
        phoneAfterLastSend = state
        return state
    }

    /// Whether the phone is locked (a `lock` not yet undone, by `unlock` or its own time).
    package var isPhoneLocked: Bool { phone.sensorKit.isLocked }

    /// How many times the phone was reset to a fresh install: what was set up on the phone
    /// before (an injected error) went with the old one.
    package var freshInstalls: Int { earlierJournals.count }

    /// How many of the failures `fault` injected are still to come: 0 once each was taken, or
    /// when another injection for the same call replaced it.
    package func injectedFailuresLeft(_ fault: InjectedFault) -> Int {
        phone.sensorKit.injectedErrorsLeft(forAPI: fault.api, sensor: fault.sensor)
    }

    /// The state now, read-only. Built when first read after a change, at most once per change.
    public var snapshot: Snapshot { snapshot(countingRows: true) }

    /// The snapshot for a frame that does not draw the dashboard's rows: the same, but its
    /// dashboard has no rows (nil) rather than counting them. Either is built at most once per
    /// change: one without rows gets them counted when a reader first needs them.
    public func snapshot(countingRows: Bool) -> Snapshot {
        if var cached = cachedSnapshot {
            if !countingRows || cached.dashboard.rows != nil { return cached }
            cached.dashboard = builder.dashboard(phone, speed: ui.speed, paused: ui.paused, countingRows: true)
            cachedSnapshot = cached
            return cached
        }
        let state = phoneState
        let s = Snapshot(content: content, ui: ui, phone: state, controls: ui.controls(content, state),
                         now: phone.runtime.clock.date, timeZone: phone.runtime.clock.timeZone,
                         dashboard: builder.dashboard(phone, speed: ui.speed, paused: ui.paused, countingRows: countingRows),
                         log: builder.log(phone), firstData: builder.firstData(phone), promptWaiting: promptWaiting)
        cachedSnapshot = s
        return s
    }

    /// Whether a prompt the app asked for waits behind Settings (`presentWaitingPrompts`).
    private var promptWaiting: Bool {
        (ui.sheet == nil && sheetPrompt.map { !$0.isFinished } == true) || (ui.motionAlert == nil && motionPrompt.map { !$0.isFinished } == true)
    }

    /// Every event so far, in order, resets included: the phones before a reset keep theirs.
    package var journal: [Event] { earlierJournals.isEmpty ? phone.journal : Array(earlierJournals.joined()) + phone.journal }

    /// How many events of `journal` the phones replaced by resets hold: the current phone's
    /// (the fresh install's) start after them.
    package var eventsBeforeLastReset: Int { earlierJournals.reduce(0) { $0 + $1.count } }

    /// The text of every event in `journal`, in order. A phone's journal only grows and a reset
    /// keeps the old phone's events before the new one's, so each event is worded once, not at
    /// every check that reads them all.
    package func journalTexts() -> [String] {
        var offset = 0
        for events in earlierJournals + [phone.journal] {
            if journalTextCache.count < offset + events.count {
                for e in events[(journalTextCache.count - offset)...] { journalTextCache.append(e.text) }
            }
            offset += events.count
        }
        return journalTextCache
    }

    // MARK: Sending actions

    /// Applies an action and runs everything it causes on the phone. Returns what happened, in order.
    @discardableResult
    package func send(_ action: Action) -> [Event] {
        // The journal starts again with the new phone: what the reset caused is all of it.
        if action == .reset { return resetToFreshInstall() }
        let before = phone.journal.count
        let context = reducerContext
        let shownBefore = foreground
        cachedSnapshot = nil
        let effects: [PhoneEffect]
        if case .update(let version) = action {
            effects = prepareUpdate(version)
            // The dashboard's sensors are the installed version's: count them afresh. The new
            // version is launched as the participant opens it, so it comes to the front, as `r`
            // brings it from Settings: its sheet showed in the log but stayed behind Settings.
            if !effects.isEmpty { builder = SnapshotBuilder(); ui.settings = nil }
        } else {
            effects = ui.apply(action, context)
        }
        if !effects.isEmpty { phoneAfterLastSend = nil }
        for effect in effects { run(effect) }
        phone.runtime.runUntilIdle()
        if sheetPrompt?.isFinished == true { ui.sheet = nil; sheetPrompt = nil }
        if motionPrompt?.isFinished == true { ui.motionAlert = nil; motionPrompt = nil }
        presentWaitingPrompts()
        // An action that asked nothing of the phone left it as it was: its context still holds.
        ui.settle(shownBefore: shownBefore, linesBefore: context.logLines, effects.isEmpty ? context : reducerContext)
        cachedSnapshot = nil
        return Array(phone.journal[before...])
    }

    // MARK: Prompts

    fileprivate func show(_ prompt: AuthorizationPrompt) {
        // A new request's sheet starts afresh; one the app asked for before is gone with it.
        sheetPrompt = prompt
        ui.sheet = nil
        presentWaitingPrompts()
        cachedSnapshot = nil
    }

    /// The alert may come while the sheet is up (an app that asks for both at launch); it
    /// shows once the sheet is gone, and takes the focus only then (see `settle`).
    fileprivate func show(_ prompt: MotionPrompt) {
        motionPrompt = prompt
        ui.motionAlert = nil
        presentWaitingPrompts()
        cachedSnapshot = nil
    }

    /// Puts up the sheet and the alert the study app asked for, unless the participant is in
    /// Settings: an app iOS relaunched there (a Motion & Fitness switch) runs in the background,
    /// and what it asks shows when the participant leaves Settings, not over the page they are on.
    private func presentWaitingPrompts() {
        guard ui.settings == nil else { return }
        if ui.sheet == nil, let prompt = sheetPrompt, !prompt.isFinished {
            // While collection is off SensorKit shows “Enable Research Sensor & Usage Data” first.
            ui.sheet = SheetState(sensors: prompt.sensors, page: prompt.awaitsCollection ? .enableCollection : .intro)
            cachedSnapshot = nil
        }
        if ui.motionAlert == nil, let prompt = motionPrompt, !prompt.isFinished {
            let form = MotionAlertForm(phone.runtime.osVersion)
            ui.motionAlert = MotionAlert(title: content.text.motionTitle(app: prompt.appName, form: form), message: prompt.message,
                                         allowButton: content.text.motionAllowButton(form), form: form)
            cachedSnapshot = nil
        }
    }
}

/// Presents SensorKit's sheet and CoreMotion's alert on a simulation: the daemons' prompter.
private final class PromptPresenter: SensorKitPrompter, MotionPrompter {
    weak var simulation: ConsentSimulation?

    func present(_ prompt: AuthorizationPrompt) { simulation?.show(prompt) }
    func present(_ prompt: MotionPrompt) { simulation?.show(prompt) }
}
