import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim

/// The whole simulation as one state changed only by `send(_:)`: the phone (clock, SensorKit,
/// CoreMotion, the study app) and the system UI on it (the consent sheet, the Required alert,
/// the Motion & Fitness alert, Settings), plus the clock's speed and the help overlay.
///
/// It presents the system's prompts: SensorKit and CoreMotion ask it, and the participant's
/// answers (keys, clicks, scenario steps) finish them. Everything outside reads `snapshot`.
public final class ConsentSimulation {
    /// Replaced whole by `reset`, which is what makes a reset cost the same at any point.
    private(set) var phone: SimulatedPhone
    /// The journals of the phones replaced by resets (kept as they are, not copied).
    private var earlierJournals: [[Event]] = []
    /// Presents the system's prompts on this simulation; a separate object so that presenting
    /// is not part of the simulation's public API.
    private let presenter = PromptPresenter()
    let profile: StudyProfile
    let sensorDescriptions: [SRSensor: String]
    let privacyPolicyURL: String?
    /// The iPhone's own words, in the participant's language.
    let text: SystemText

    var sheet: SheetState?
    private var sheetPrompt: AuthorizationPrompt?
    var motionPrompt: MotionPrompt?
    var settings: SettingsPage?
    private var showsHelp = false
    /// Whether the dashboard's legend is up.
    private var showsLegend = false
    /// Index into the snapshot's controls of the focused control.
    private var focus = 0
    private var paused = false
    /// Index into `speeds`.
    private var speedIndex: Int
    /// How many lines the log is scrolled back from the newest.
    private var logScroll = 0
    /// The line of the phone's page at its top; a new page starts at its top.
    private var pageScroll = 0
    /// How many errors `consent-sim check` finds in the study's files (0 when built from a profile).
    private var studyErrors = 0
    /// Virtual seconds per real second.
    public static let speeds: [Double] = [1, 10, 60, 600, 3600, 21_600, 86_400]

    var dashboardCache: (key: [Double], rows: [Dashboard.Row])?
    /// How far the dashboard has read the journal, and how many of those events can change its
    /// rows: the participant's own taps (pages, answers before Done) cannot, so a sheet walked
    /// page by page does not recount every sensor's samples at each tap.
    var dashboardJournalRead = 0
    var dashboardRowEvents = 0
    /// The log so far, extended as the journal grows.
    private var logLines: [LogLine] = []
    /// The study app's first fetch that returned data, once there was one.
    private var firstData: FetchRecord?
    private var journalLogged = 0
    private var cachedSnapshot: Snapshot?
    private var cachedControls: [Control]?

    public init(profile: StudyProfile, options: SimulatedPhone.Options = SimulatedPhone.Options(),
                descriptions: [SRSensor: String] = [:], privacyPolicyURL: String? = nil, speed: Double = 60,
                language: String? = nil) {
        phone = SimulatedPhone(profile: profile, options: options)
        text = SystemText.for(language)
        self.profile = profile
        sensorDescriptions = descriptions
        self.privacyPolicyURL = privacyPolicyURL
        speedIndex = ConsentSimulation.speeds.firstIndex { $0 >= speed } ?? 2
        presenter.simulation = self
        phone.sensorKit.prompter = presenter
        phone.motion.prompter = presenter
    }

    /// A new phone from the same profile and options; everything shown on it starts again.
    /// The clock's speed and pause are the presenter's, not the phone's, so they stay.
    private func resetToFreshInstall() -> [Event] {
        earlierJournals.append(phone.journal)
        phone = SimulatedPhone(profile: profile, options: phone.options)
        phone.sensorKit.prompter = presenter
        phone.motion.prompter = presenter
        sheet = nil
        sheetPrompt = nil
        motionPrompt = nil
        settings = nil
        showsHelp = false
        focus = 0
        logScroll = 0
        pageScroll = 0
        firstData = nil
        logLines = []
        journalLogged = 0
        dashboardCache = nil
        dashboardJournalRead = 0
        dashboardRowEvents = 0
        participant(.resetToFreshInstall)
        if studyErrors > 0 { phone.note(.studyErrors(studyErrors)) }
        invalidate()
        return phone.journal
    }

    /// Records that the study's files have `count` errors: the dashboard and the log say so.
    func noteStudyErrors(_ count: Int) {
        studyErrors = count
        phone.note(.studyErrors(count))
        cachedSnapshot = nil
    }

    // MARK: Reading

    /// The state now, read-only. Built when first read after a change, at most once per change.
    public var snapshot: Snapshot {
        if let cachedSnapshot { return cachedSnapshot }
        let s = makeSnapshot()
        cachedSnapshot = s
        return s
    }

    /// The snapshot for a view that does not read the dashboard's rows: the same, but the rows
    /// are not counted again; they are whatever was counted last, and must not be read. Not
    /// kept as `snapshot`.
    public var snapshotWithoutDashboardRows: Snapshot {
        if let cachedSnapshot { return cachedSnapshot }
        return makeSnapshot(countingRows: false)
    }

    /// Every event so far, in order, resets included: the phones before a reset keep theirs.
    package var journal: [Event] { earlierJournals.isEmpty ? phone.journal : Array(earlierJournals.joined()) + phone.journal }

    /// Whether the clock is paused; cheaper than a snapshot for the event loop, which asks
    /// between slices of work it does not draw.
    public var isPaused: Bool { paused }
    /// Virtual seconds per real second now.
    public var speed: Double { ConsentSimulation.speeds[speedIndex] }
    /// The virtual clock now.
    public var now: Date { phone.runtime.clock.date }

    /// The controls on the screen on top, in focus order, computed once per change.
    var controls: [Control] {
        if let cachedControls { return cachedControls }
        let c = computeControls()
        cachedControls = c
        return c
    }

    private func makeSnapshot(countingRows: Bool = true) -> Snapshot {
        let sk = phone.sensorKit, motion = phone.motion
        var statuses: [SRSensor: SRAuthorizationStatus] = [:]
        var recording = Set<SRSensor>()
        for info in SensorCatalog.all {
            statuses[info.sensor] = sk.status(of: info.sensor)
            if sk.isRecording(info.sensor) && sk.appHasStake(in: info.sensor) { recording.insert(info.sensor) }
        }
        // Reading the log first also brings `firstData` up to date.
        let log = self.log
        return Snapshot(
            profile: profile, sensorDescriptions: sensorDescriptions, text: text, privacyPolicyURL: privacyPolicyURL,
            now: phone.runtime.clock.date, timeZone: phone.runtime.clock.timeZone, paused: paused, speedIndex: speedIndex,
            foreground: foreground, sheet: sheet,
            motionAlert: motionPrompt.map { MotionAlert(title: text.motionTitle(app: $0.appName), message: $0.message) },
            settings: settings, showsHelp: showsHelp, controls: controls, focus: min(focus, max(0, controls.count - 1)),
            logScroll: logScroll, pageScroll: pageScroll, appRunning: phone.app?.isRunning ?? false, launches: phone.launches,
            crashReason: motion.crashReason, statuses: statuses, recordingForApp: recording,
            collectionEnabled: sk.collectionEnabled, motionStatus: motion.status,
            fitnessTracking: motion.fitnessTrackingEnabled, usesMotion: phone.usesMotion, studyErrors: studyErrors, watchPaired: sk.isWatchPaired,
            dashboard: dashboard(speed: ConsentSimulation.speeds[speedIndex], paused: paused, countingRows: countingRows), log: log,
            firstData: firstData, showsLegend: showsLegend)
    }

    /// The dashboard's log: logged events in the order they happened.
    private var log: [LogLine] {
        let journal = phone.journal
        if journalLogged < journal.count {
            for e in journal[journalLogged...] where e.isLogged {
                logLines.append(LogLine(e))
                if firstData == nil, case .app(.fetchCompleted(let f)) = e.kind, f.results > 0 { firstData = f }
            }
            journalLogged = journal.count
        }
        return logLines
    }

    // MARK: Prompts

    fileprivate func show(_ prompt: AuthorizationPrompt) {
        sheetPrompt = prompt
        sheet = SheetState(sensors: prompt.sensors)
        invalidate()
    }

    /// The alert may come while the sheet is up (an app that asks for both at launch); it
    /// shows once the sheet is gone, and takes the focus only then (see `send`).
    fileprivate func show(_ prompt: MotionPrompt) {
        motionPrompt = prompt
        invalidate()
    }

    /// Something changed: what was derived from the old state is stale.
    private func invalidate() {
        cachedSnapshot = nil
        cachedControls = nil
    }

    // MARK: Sending actions

    /// Applies an action and runs everything it causes on the phone. Returns what happened,
    /// in order.
    @discardableResult
    package func send(_ action: Action) -> [Event] {
        // The journal starts again with the new phone: what the reset caused is all of it.
        if action == .reset { return resetToFreshInstall() }
        let before = phone.journal.count
        // Scrolled back, the log stays where the reader is while newer lines arrive below.
        let linesBefore = logScroll > 0 ? log.count : nil
        let shownBefore = foreground
        invalidate()
        apply(action)
        phone.runtime.runUntilIdle()
        if sheetPrompt?.isFinished == true { sheet = nil; sheetPrompt = nil }
        if motionPrompt?.isFinished == true { motionPrompt = nil }
        invalidate()
        let controls = self.controls
        if foreground != shownBefore {
            // Something else is on top: the focus starts on its main button, as on iOS.
            focus = controls.firstIndex { $0.kind == .primaryButton } ?? 0
            pageScroll = 0
        }
        focus = min(focus, max(0, controls.count - 1))
        if let linesBefore, logScroll > 0 { logScroll += log.count - linesBefore }
        logScroll = min(logScroll, max(0, log.count - 1))
        return Array(phone.journal[before...])
    }

    private func participant(_ e: ParticipantEvent) { phone.note(.participant(e)) }

    private func apply(_ action: Action) {
        let controls = self.controls
        switch action {
        case .launch:
            phone.launch()
        case .reset:
            break
        case .press(let id):
            // A control that is not on screen, or is disabled, cannot be pressed: a script
            // that wants a Settings change without navigating there uses the set… actions.
            guard let control = controls.first(where: { $0.id == id }), control.enabled else { return }
            press(control.id)
        case .focusNext:
            focus = nextEnabled(after: focus, step: 1, in: controls)
        case .focusPrevious:
            focus = nextEnabled(after: focus, step: -1, in: controls)
        case .activateFocused:
            if controls.indices.contains(focus), controls[focus].enabled { press(controls[focus].id) }
        case .escape:
            escape()
        case .openSettings:
            if sheet == nil && motionPrompt == nil { settings = .privacy }
        case .closeSettings:
            settings = nil
        case .toggleHelp:
            showsHelp.toggle()
        case .toggleLegend:
            showsLegend.toggle()
        case .togglePause:
            paused.toggle()
        case .faster:
            speedIndex = min(ConsentSimulation.speeds.count - 1, speedIndex + 1)
        case .slower:
            speedIndex = max(0, speedIndex - 1)
        case .advance(let seconds):
            phone.runtime.advance(by: seconds)
        case .tick(let real):
            if !paused && real > 0 { phone.runtime.advance(by: real * ConsentSimulation.speeds[speedIndex]) }
        case .jumpToFirstData:
            let start = phone.journal.count
            for _ in 0..<ConsentSimulation.firstDataNights {
                guard let seconds = secondsToNextDailyFetch else { break }
                phone.runtime.advance(by: seconds)
                if fetchWithData(since: start) != nil { break }
            }
        case .fetchNow:
            phone.app?.fetchNow()
        case .fetch(let request):
            ScriptFetch.run(request, on: phone)
        case .setSensor(let sensor, let allowed):
            switchSensor(sensor, on: allowed)
        case .setCollection(let on):
            if on != phone.sensorKit.collectionEnabled { switchCollection() }
        case .setFitnessTracking(let on):
            if on != phone.motion.fitnessTrackingEnabled { switchFitnessTracking() }
        case .setMotion(let on):
            switchMotion(on: on)
        case .deleteData(let sensors):
            deleteUnshared(sensors)
        case .scrollLog(let n):
            logScroll = max(0, min(max(0, log.count - 1), logScroll + n))
        case .scrollPage(let line):
            pageScroll = max(0, line)
        }
    }

    /// The next control from `index` in `step`'s direction that can be pressed, wrapping round;
    /// a disabled switch is skipped, as VoiceOver-style focus on iOS skips it.
    private func nextEnabled(after index: Int, step: Int, in controls: [Control]) -> Int {
        guard !controls.isEmpty else { return index }
        var i = index
        for _ in controls.indices {
            i = (i + step + controls.count) % controls.count
            if controls[i].enabled { return i }
        }
        return index
    }

    private func escape() {
        if showsHelp { showsHelp = false; return }
        if showsLegend { showsLegend = false; return }
        if let s = sheet {
            if s.requiredAlert != nil { return press(.alertChangeChoice) }
            return press(s.page == .intro ? .sheetCancel : .sheetBack)
        }
        if motionPrompt != nil { return }
        if settings != nil { press(.settingsBack) }
    }

    private func turnPage(to page: SheetState.Page) {
        guard var s = sheet else { return }
        participant(.sheetPage(from: s.page, to: page))
        s.page = page
        sheet = s
    }

    private func press(_ id: ControlID) {
        switch id {
        case .sheetNext:
            guard let s = sheet else { return }
            turnPage(to: s.sensors.isEmpty ? .review : .sensor(0))
        case .sheetAllow, .sheetDeny:
            guard var s = sheet, let sensor = s.currentSensor, case .sensor(let i) = s.page else { return }
            let allow = id == .sheetAllow
            s.answers[sensor] = allow
            sheet = s
            participant(.answered(sensor, allowed: allow))
            if !allow && profile.required.contains(sensor) {
                sheet?.requiredAlert = sensor
                participant(.requiredAlertShown(sensor))
            } else {
                turnPage(to: i + 1 < s.sensors.count ? .sensor(i + 1) : .review)
            }
        case .sheetBack:
            guard let s = sheet else { return }
            switch s.page {
            case .intro: break
            case .sensor(let i): turnPage(to: i == 0 ? .intro : .sensor(i - 1))
            case .review: turnPage(to: .sensor(s.sensors.count - 1))
            }
        case .sheetCancel:
            participant(.closedSheet(.cancel))
            sheetPrompt?.finish(.cancelled)
        case .sheetDone:
            guard let s = sheet else { return }
            participant(.closedSheet(.done))
            sheetPrompt?.finish(.answered(s.answers))
        case .sheetPrivacyPolicy:
            sheet?.openedPrivacyPolicy = true
            participant(.openedPrivacyPolicy(privacyPolicyURL))
        case .alertChangeChoice:
            guard var s = sheet, let sensor = s.requiredAlert else { return }
            s.answers[sensor] = nil
            s.requiredAlert = nil
            sheet = s
            participant(.changedChoice(sensor))
        case .alertDontEnroll:
            guard let s = sheet, let sensor = s.requiredAlert else { return }
            participant(.declinedToEnroll(sensor))
            sheetPrompt?.finish(.cancelled)
        case .motionAllow, .motionDeny:
            guard let prompt = motionPrompt else { return }
            participant(.answeredMotion(allowed: id == .motionAllow))
            if id == .motionAllow { prompt.allow() } else { prompt.deny() }
        case .settingsOpenResearch: settings = .research
        case .settingsOpenMotion: settings = .motion
        case .settingsOpenStudy: settings = .study
        case .settingsBack:
            switch settings {
            case .study: settings = .research
            case .research, .motion: settings = .privacy
            default: settings = nil
            }
        case .settingsCollection:
            switchCollection()
        case .settingsSensor(let sensor):
            switchSensor(sensor, on: phone.sensorKit.status(of: sensor) != .authorized)
        case .settingsDeleteUnshared:
            deleteUnshared(profile.sensors)
        case .settingsFitnessTracking:
            switchFitnessTracking()
        case .settingsMotionApp:
            switchMotion(on: phone.motion.storedStatus != .authorized)
        case .crashRelaunch:
            phone.motion.relaunchApp()
            phone.launch()
        }
    }

    // MARK: Settings changes (from its screens, or directly from a script)

    /// A sensor's switch on the study's Settings page. A sensor the participant was never
    /// asked about has no working switch (the page shows it disabled), so nothing changes.
    private func switchSensor(_ sensor: SRSensor, on: Bool) {
        let sk = phone.sensorKit
        guard sk.status(of: sensor) != .notDetermined else {
            return participant(.refused("\(sensor) has no switch: the participant was never asked about it"))
        }
        participant(.switchedSensor(sensor, on: on))
        if (sk.status(of: sensor) == .authorized) != on { sk.setStatus(on ? .authorized : .denied, for: sensor, source: .settings) }
    }

    private func switchCollection() {
        let on = !phone.sensorKit.collectionEnabled
        participant(.switchedCollection(on: on))
        phone.sensorKit.setCollectionEnabled(on)
    }

    private func switchFitnessTracking() {
        let on = !phone.motion.fitnessTrackingEnabled
        participant(.switchedFitnessTracking(on: on))
        phone.motion.setFitnessTracking(on)
    }

    /// The study app's Motion & Fitness switch. Like the sensor switches, it exists only once
    /// the app has asked, and only while Fitness Tracking is on.
    private func switchMotion(on: Bool) {
        let motion = phone.motion
        guard motion.storedStatus != .notDetermined else {
            return participant(.refused("Motion & Fitness has no switch for the study app: it never asked"))
        }
        guard motion.fitnessTrackingEnabled else {
            return participant(.refused("the study app's Motion & Fitness switch is disabled while Fitness Tracking is off"))
        }
        participant(.switchedMotion(on: on))
        motion.setAuthorization(on ? .authorized : .denied)
    }

    private func deleteUnshared(_ sensors: [SRSensor]) {
        participant(.deletedData(sensors))
        for sensor in sensors { phone.sensorKit.deleteCollectedData(sensor, scope: .unshared) }
    }
}

/// Presents SensorKit's sheet and CoreMotion's alert on a simulation: the daemons' prompter.
private final class PromptPresenter: SensorKitPrompter, MotionPrompter {
    weak var simulation: ConsentSimulation?

    func present(_ prompt: AuthorizationPrompt) { simulation?.show(prompt) }
    func present(_ prompt: MotionPrompt) { simulation?.show(prompt) }
}
