import SensorKitSim
import CoreMotionSim

extension SystemUI {
    /// Whether `action` does anything now: it changes the screens or asks something of the
    /// phone. Decided by the same guards as `apply` (it is `apply` on a copy), so the key map,
    /// the status line and the reducer cannot disagree. A reset always does something: the
    /// simulation carries it out on the whole phone, outside the screens.
    package func accepts(_ action: Action, _ context: ReducerContext) -> Bool {
        if action == .reset { return true }
        var copy = self
        let effects = copy.apply(action, context)
        return copy != self || !effects.isEmpty
    }

    /// Applies `action` to the screens; returns what it asks of the phone, in order.
    package mutating func apply(_ action: Action, _ context: ReducerContext) -> [PhoneEffect] {
        let controls = context.controls
        // The help covers the controls: moving the focus or pressing the focused one would act
        // unseen. A script's press names its control and still works.
        let focusable = showsHelp ? [] : controls
        switch action {
        // Opening the app brings it to the front: Settings, if open, goes to the background.
        case .launch: settings = nil; return [.launch]
        case .openApp:
            guard !context.phone.appRunning else { return [] }
            settings = nil
            return [.launch]
        case .reset, .update: return []
        case .press(let id):
            // A control that is not on screen, or is disabled, cannot be pressed: a script
            // that wants a Settings change without navigating there uses the set… actions.
            guard let control = controls.first(where: { $0.id == id }), control.enabled else { return [] }
            return press(id, context)
        case .focusNext: focus = Self.nextEnabled(after: focus, step: 1, in: focusable)
        case .focusPrevious: focus = Self.nextEnabled(after: focus, step: -1, in: focusable)
        case .focus(let id): if let i = focusable.firstIndex(where: { $0.id == id && $0.enabled }) { focus = i }
        case .activateFocused:
            guard focusable.indices.contains(focus), focusable[focus].enabled else { return [] }
            return press(focusable[focus].id, context)
        case .escape: return escape(context)
        case .openSettings: if settingsRefusal == nil { settings = .privacy }
        case .closeSettings: settings = nil
        case .toggleHelp: showsHelp.toggle()
        case .toggleLegend: showsLegend.toggle()
        case .togglePause: paused.toggle()
        case .faster: if speedRefusal(faster: true) == nil { speedIndex += 1 }
        case .slower: if speedRefusal(faster: false) == nil { speedIndex -= 1 }
        case .advance(let seconds): return [.advance(seconds)]
        case .tick(let real): return !paused && real > 0 ? [.advance(real * speed)] : []
        case .jumpToFirstData: return Self.firstDataRefusal(context) == nil ? [.jumpToFirstData] : []
        case .fetchNow: return Self.fetchNowRefusal(context) == nil ? [.fetchNow] : []
        case .fetch(let request): return [.fetch(request)]
        case .setSensor(let sensor, let allowed): return switchSensor(sensor, on: allowed, context.phone)
        // A script names the position it wants; a switch already there is not a change it can make.
        case .setCollection(let on):
            guard on != context.phone.collectionEnabled else { return [Self.already("Research Sensor & Usage Data collection", on: on)] }
            // Off with the study listed, iOS asks first: the script meets the alert over the
            // Research Sensor & Usage Data page, and answers it as the participant would.
            if !on && Self.collectionOffAsksFirst(context.content.profile, collectionEnabled: context.phone.collectionEnabled) {
                if let refusal = settingsRefusal { return [.note(.refused("Sensor & Usage Data Collection cannot be switched off now: \(refusal)"))] }
                settings = .research
                return askToTurnCollectionOff()
            }
            // Off, the Research Sensor & Usage Data page lists no study: a study page (or its
            // Delete confirmation) open behind a script's change goes back to that page.
            if !on, settings == .study { settings = .research; confirmsDeletion = false }
            return switchCollection(context.phone)
        case .setFitnessTracking(let on):
            return on != context.phone.fitnessTracking ? switchFitnessTracking(context.phone) : [Self.already("Fitness Tracking", on: on)]
        case .setMotion(let on): return switchMotion(on: on, context.phone)
        case .deleteData(let sensors):
            if let refusal = Self.studyRowRefusal(context.phone) { return [.note(.refused("Delete Unshared Data \(refusal)"))] }
            // The study's Settings page deletes what the study collects (or collected, before an
            // update dropped it); nothing else is listed there.
            let listed = Set(context.content.profile.sensors).union(Self.studyPageSensors(context.content.profile, context.phone))
            if let other = sensors.first(where: { !listed.contains($0) }) {
                return [.note(.refused("\(other) has no data to delete: the study does not request it"))]
            }
            return [.note(.deletedData(sensors)), .deleteUnshared(sensors)]
        case .lock(let seconds): return [.lock(seconds: seconds)]
        case .unlock: return [.unlock]
        case .inject(let fault): return [.inject(fault)]
        case .setWatchPaired(let paired): return paired != context.phone.watchPaired ? [.setWatchPaired(paired)] : []
        case .setBackgroundSwitch(let which, let on): return [.setBackgroundSwitch(which, on: on)]
        case .terminateDuringNextFetch: return [.terminateDuringNextFetch]
        case .scrollLog(let n): logScroll = max(0, min(max(0, context.logLines - 1), logScroll + n))
        case .scrollPage(let line): pageScroll = max(0, line)
        }
        return []
    }

    /// After the phone has answered: the focus starts on the main button of whatever is now on
    /// top (as on iOS), or else on its first control that can be pressed and destroys nothing
    /// (a disabled switch is skipped, as moving the focus skips it; so is Delete Unshared Data,
    /// so Enter never deletes by default), the page at its top; scrolled back,
    /// the log stays where the reader is while newer lines arrive below.
    package mutating func settle(shownBefore: Foreground, linesBefore: Int, _ context: ReducerContext) {
        let controls = self.controls(context.content, context.phone)
        if foreground(crashed: context.phone.crashReason != nil) != shownBefore {
            focus = controls.firstIndex { $0.kind == .primaryButton }
                ?? controls.firstIndex { $0.enabled && $0.kind != .destructiveButton } ?? 0
            // Back from Delete Unshared Data's confirmation, the focus is where it was, on that
            // row: not on the first switch, which the next Enter turned off.
            if shownBefore == .deleteConfirmation, let row = controls.firstIndex(where: { $0.id == .settingsDeleteUnshared }) {
                focus = row
            }
            // Answered, “Data Is Required For this Study” leaves the focus on the switch it asked about.
            if shownBefore == .collectionOffAlert, let row = controls.firstIndex(where: { $0.id == .settingsCollection }) {
                focus = row
            }
            // Back a Settings page, the focus is on the row that opened it, not on the page's
            // first switch (Sensor & Usage Data Collection, which the next Enter turned off).
            if case .settings(let left) = shownBefore, let opener = Self.opener(of: left),
               let row = controls.firstIndex(where: { $0.id == opener }) {
                focus = row
            }
            pageScroll = 0
        }
        focus = min(focus, max(0, controls.count - 1))
        if logScroll > 0 { logScroll += context.logLines - linesBefore }
        logScroll = max(0, min(logScroll, max(0, context.logLines - 1)))
    }

    /// The row of the page above that opens a Settings page (none for Privacy & Security).
    private static func opener(of page: SettingsPage) -> ControlID? {
        switch page {
        case .privacy: nil
        case .research: .settingsOpenResearch
        case .study: .settingsOpenStudy
        case .motion: .settingsOpenMotion
        }
    }

    /// The next control from `index` in `step`'s direction that can be pressed, wrapping round;
    /// a disabled switch is skipped, as VoiceOver-style focus on iOS skips it.
    private static func nextEnabled(after index: Int, step: Int, in controls: [Control]) -> Int {
        guard !controls.isEmpty else { return index }
        var i = index
        for _ in controls.indices {
            i = (i + step + controls.count) % controls.count
            if controls[i].enabled { return i }
        }
        return index
    }

    private mutating func escape(_ context: ReducerContext) -> [PhoneEffect] {
        switch escapeTarget {
        case .closeHelp: showsHelp = false; return []
        case .closeLegend: showsLegend = false; return []
        case .press(let id): return press(id, context)
        case nil: return []
        }
    }

    private mutating func turnPage(to page: SheetState.Page) -> [PhoneEffect] {
        guard var s = sheet else { return [] }
        let from = s.page
        s.page = page
        sheet = s
        return [.note(.sheetPage(from: from, to: page))]
    }

    private mutating func press(_ id: ControlID, _ context: ReducerContext) -> [PhoneEffect] {
        let phone = context.phone, profile = context.content.profile
        switch id {
        case .sheetNext:
            guard let s = sheet else { return [] }
            return turnPage(to: s.sensors.isEmpty ? .review : .sensor(0))
        case .sheetAllow, .sheetDeny:
            guard var s = sheet, let sensor = s.currentSensor, case .sensor(let i) = s.page else { return [] }
            let allow = id == .sheetAllow
            s.answers[sensor] = allow
            var effects: [PhoneEffect] = [.note(.answered(sensor, allowed: allow))]
            if !allow && profile.required.contains(sensor) {
                s.requiredAlert = sensor
                sheet = s
                effects.append(.note(.requiredAlertShown(sensor)))
            } else {
                sheet = s
                effects += turnPage(to: i + 1 < s.sensors.count ? .sensor(i + 1) : .review)
            }
            return effects
        case .sheetOpenSettings:
            // iOS leaves the app for Settings; the request waits, and shows again (its sheet, once
            // collection is on) when the participant leaves Settings (FIDELITY.md).
            guard sheet?.page == .enableCollection else { return [] }
            sheet = nil
            settings = .research
            return [.note(.openedSettingsToEnableCollection)]
        case .sheetBack:
            guard let s = sheet else { return [] }
            switch s.page {
            case .intro, .enableCollection: return []
            case .sensor(let i): return turnPage(to: i == 0 ? .intro : .sensor(i - 1))
            case .review: return turnPage(to: .sensor(s.sensors.count - 1))
            }
        case .sheetCancel:
            return [.note(.closedSheet(.cancel)), .finishSheet(.cancelled)]
        case .sheetDone:
            guard let s = sheet else { return [] }
            return [.note(.closedSheet(.done)), .finishSheet(.answered(s.answers))]
        case .sheetPrivacyPolicy:
            sheet?.openedPrivacyPolicy = true
            return [.note(.openedPrivacyPolicy(context.content.privacyPolicyURL))]
        case .alertChangeChoice:
            guard var s = sheet, let sensor = s.requiredAlert else { return [] }
            s.answers[sensor] = nil
            s.requiredAlert = nil
            sheet = s
            return [.note(.changedChoice(sensor))]
        case .alertDontEnroll:
            guard let sensor = sheet?.requiredAlert else { return [] }
            return [.note(.declinedToEnroll(sensor)), .finishSheet(.notEnrolling)]
        case .motionAllow, .motionDeny:
            guard let alert = motionAlert else { return [] }
            return [.note(.answeredMotion(allowed: id == .motionAllow, form: alert.form)), .answerMotion(allowed: id == .motionAllow)]
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
            if phone.collectionEnabled && Self.collectionOffAsksFirst(profile, collectionEnabled: phone.collectionEnabled) { return askToTurnCollectionOff() }
            return switchCollection(phone)
        case .collectionOffTurnOff:
            confirmsCollectionOff = false
            return [.note(.confirmedCollectionOff), .setCollection(false)]
        case .collectionOffCancel:
            confirmsCollectionOff = false
            return [.note(.keptCollectionOn)]
        case .settingsSensor(let sensor): return switchSensor(sensor, on: phone.status(of: sensor) != .authorized, phone)
        case .settingsDeleteUnshared:
            // iOS asks first ("Please confirm that you want to delete all unshared data."),
            // whatever is stored: the participant cannot see what is (FIDELITY.md).
            confirmsDeletion = true
            return [.note(.askedToConfirmDeletion)]
        case .deleteUnsharedConfirm:
            confirmsDeletion = false
            let sensors = Self.studyPageSensors(profile, phone)
            // Nothing answered, nothing stored: the log says nothing was deleted all the same.
            if sensors.isEmpty {
                return [.note(.refused("Delete Unshared Data has nothing to delete: no sensor of the study was allowed or denied")),
                        .deleteUnshared([])]
            }
            return [.note(.deletedData(sensors)), .deleteUnshared(sensors)]
        case .deleteUnsharedCancel:
            confirmsDeletion = false
            return [.note(.cancelledDeletion)]
        case .settingsFitnessTracking: return switchFitnessTracking(phone)
        case .settingsMotionApp: return switchMotion(on: phone.storedMotionStatus != .authorized, phone)
        case .crashRelaunch: return [.relaunchAfterCrash]
        }
        return []
    }

    // MARK: Settings changes (from its screens, or directly from a script)

    /// A sensor's switch on the study's Settings page. A sensor the participant was never
    /// asked about has no switch (the page does not list it), so a script's change of it changes nothing.
    private func switchSensor(_ sensor: SRSensor, on: Bool, _ phone: PhoneState) -> [PhoneEffect] {
        if let refusal = Self.sensorSwitchRefusal(sensor, phone) { return [.note(.refused(refusal))] }
        let status = phone.status(of: sensor)
        guard (status == .authorized) != on else { return [Self.already("\(sensor)'s switch", on: on, status: "\(status)")] }
        return [.note(.switchedSensor(sensor, on: on)), .setStatus(sensor, on ? .authorized : .denied)]
    }

    /// Why a sensor's switch on the study's Settings page cannot be pressed; nil when it can. The
    /// one rule the page (a disabled switch) and a script's `settings:` step read. A sensor never
    /// asked about has no switch (`studyPageSensors` leaves it off the page); with Research Sensor &
    /// Usage Data collection off no switch is in Settings at all, the page listing no study
    /// (`listsStudy`, FIDELITY.md). `SRTestSession`'s `setAuthorizationStatus` reads it too.
    package static func sensorSwitchRefusal(_ sensor: SRSensor, _ phone: PhoneState) -> String? {
        if let refusal = studyRowRefusal(phone) { return "\(sensor)'s switch \(refusal)" }
        if phone.status(of: sensor) == .notDetermined { return "\(sensor) has no switch: the participant was never asked about it" }
        return nil
    }

    /// Whether Settings › Privacy & Security › Research Sensor & Usage Data lists the study (its
    /// STUDIES group and row, so its page with the sensor switches and Delete Unshared Data): only
    /// for an app that asks SensorKit for something, and only while collection is on. With
    /// collection off iOS 26.1's `SensorKitPrivacySettingsController` shows the collection switch
    /// and its footer alone (FIDELITY.md). The one rule the page, its controls, a script's
    /// `settings:` steps and `SRTestSession`'s Settings calls read.
    package static func listsStudy(_ profile: StudyProfile, collectionEnabled: Bool) -> Bool {
        profile.asksForSensorKitData && collectionEnabled
    }

    /// Whether turning Research Sensor & Usage Data collection off asks first, with “Data Is
    /// Required For this Study”: iOS 26.1's `SensorKitPrivacySettingsController` `setGlobalSwitch:`
    /// asks whenever the page lists an app or study (`listsStudy`), and turns collection off at
    /// once when it lists none (FIDELITY.md). The one rule the switch, a script's `settings:` step
    /// and `SRTestSession.dataCollectionEnabled` read.
    package static func collectionOffAsksFirst(_ profile: StudyProfile, collectionEnabled: Bool) -> Bool {
        listsStudy(profile, collectionEnabled: collectionEnabled)
    }

    /// Puts “Data Is Required For this Study” up over the Research Sensor & Usage Data page.
    private mutating func askToTurnCollectionOff() -> [PhoneEffect] {
        confirmsCollectionOff = true
        return [.note(.askedToConfirmCollectionOff)]
    }

    /// Why the study's Settings page cannot be reached now (a phrase after the control's name), or
    /// nil when collection is on: the part of `listsStudy` a script's step can run into.
    package static func studyRowRefusal(_ phone: PhoneState) -> String? {
        phone.collectionEnabled ? nil
            : "is not in Settings while Research Sensor & Usage Data collection is off: the page lists no study then (turn collection on first)"
    }

    /// The sensors the study's Settings page lists, in the sheet's order: those the participant
    /// answered, whichever version of the app asked (an update that drops a sensor keeps its
    /// answer and data, so its switch and Delete Unshared Data still reach them). A sensor never
    /// asked about (cancelled, left off the sheet, not on this iOS) has no row, as Motion &
    /// Fitness lists only apps that asked (an assumption, FIDELITY.md); the page, its controls
    /// and Delete Unshared Data read this one rule, and the dashboard lists these beside the
    /// sensors the installed version requests.
    package static func studyPageSensors(_ profile: StudyProfile, _ phone: PhoneState) -> [SRSensor] {
        studyPageSensors(profile) { phone.status(of: $0) }
    }

    /// The same rule, read from the sensors' statuses wherever they are kept.
    package static func studyPageSensors(_ profile: StudyProfile, status: (SRSensor) -> SRAuthorizationStatus) -> [SRSensor] {
        SensorCatalog.ordered(Set(profile.sensors).union(SensorCatalog.all.map(\.sensor))).filter { status($0) != .notDetermined }
    }

    /// Whether Settings > Privacy & Security > Motion & Fitness lists the study app: iOS lists an
    /// app there only once it has asked.
    static func listsMotionApp(_ phone: PhoneState) -> Bool { phone.storedMotionStatus != .notDetermined }

    /// Why there is no first fetch with data to jump to now, or nil when there may be one. Only a
    /// running app fetches; once a fetch has returned data there is none to look for, and only a
    /// sensor the app may read can return any: with none allowed (the sheet not yet answered,
    /// everything denied, no entitlement, or no SensorKit sensor asked for) there is no jump.
    package static func firstDataRefusal(_ context: ReducerContext) -> String? {
        if !context.phone.appRunning { return "the study app is not running, so it fetches nothing (r launches it)" }
        if context.hasFirstData { return "a fetch has returned data already (the dashboard's First data line)" }
        if !context.content.profile.sensors.contains(where: { context.phone.status(of: $0) == .authorized }) {
            return "the study app may read none of its sensors, so no fetch can return data"
        }
        return nil
    }

    /// Why `s` opens no Settings now, or nil when it does: the simulator opens Settings over the
    /// home screen, so not while the sheet or the Motion & Fitness alert waits for an answer.
    var settingsRefusal: String? {
        if sheet != nil { return "Settings opens once the Research Sensor & Usage Data sheet is answered or cancelled" }
        if motionAlert != nil { return "Settings opens once the Motion & Fitness alert is answered" }
        return nil
    }

    /// Why the clock's speed cannot go further that way, or nil when it can.
    func speedRefusal(faster: Bool) -> String? {
        if faster && speedIndex >= SystemUI.speeds.count - 1 { return "the clock runs at its top speed already, a day each second" }
        if !faster && speedIndex <= 0 { return "the clock runs at its slowest already, in real time" }
        return nil
    }

    /// Why the study app cannot fetch now, or nil when it can: only a running app fetches, and
    /// only one that asks SensorKit for something has anything to fetch (an app such as
    /// ORKCatalog, on Motion & Fitness alone, makes no reader: `f` did nothing without a word).
    package static func fetchNowRefusal(_ context: ReducerContext) -> String? {
        if !context.phone.appRunning { return "the study app is not running, so it cannot fetch (r launches it)" }
        if !context.content.profile.asksForSensorKitData {
            return "the study app requests no SensorKit data, so it has nothing to fetch"
        }
        return nil
    }

    /// Why the study app's Motion & Fitness switch cannot be pressed; nil when it can. The one rule
    /// the page (a missing or disabled switch) and a script's `settings:` step read, as
    /// `sensorSwitchRefusal` is for the study's sensor switches: the switch exists only once the app
    /// has asked, and works only while Fitness Tracking is on.
    package static func motionSwitchRefusal(_ phone: PhoneState) -> String? {
        if !listsMotionApp(phone) { return "Motion & Fitness has no switch for the study app: it never asked" }
        if !phone.fitnessTracking { return "the study app's Motion & Fitness switch is disabled while Fitness Tracking is off" }
        return nil
    }

    /// A script's Settings change that would leave the switch where it is: refused, so the step
    /// fails rather than passes as if the participant had changed something.
    static func already(_ name: String, on: Bool, status: String? = nil) -> PhoneEffect {
        .note(.refused("\(name) is already \(on ? "on" : "off")\(status.map { " (\($0))" } ?? ""): the step changes nothing"))
    }

    private func switchCollection(_ phone: PhoneState) -> [PhoneEffect] {
        [.note(.switchedCollection(on: !phone.collectionEnabled)), .setCollection(!phone.collectionEnabled)]
    }

    private func switchFitnessTracking(_ phone: PhoneState) -> [PhoneEffect] {
        [.note(.switchedFitnessTracking(on: !phone.fitnessTracking)), .setFitnessTracking(!phone.fitnessTracking)]
    }

    /// The study app's Motion & Fitness switch.
    private func switchMotion(on: Bool, _ phone: PhoneState) -> [PhoneEffect] {
        if let refusal = Self.motionSwitchRefusal(phone) { return [.note(.refused(refusal))] }
        guard (phone.storedMotionStatus == .authorized) != on else {
            return [Self.already("the study app's Motion & Fitness switch", on: on, status: "\(phone.storedMotionStatus)")]
        }
        return [.note(.switchedMotion(on: on)), .setMotionAuthorization(on)]
    }
}
