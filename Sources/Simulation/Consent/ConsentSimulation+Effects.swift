import SensorKitSim
import CoreMotionSim

extension ConsentSimulation {
    /// The phone's system state as the screens show it, read from the daemons now.
    func readPhoneState() -> PhoneState {
        let sk = phone.sensorKit, motion = phone.motion
        var state = PhoneState()
        (state.statuses, state.recordingForApp) = sensorStates(sk)
        state.collectionEnabled = sk.collectionEnabled
        state.motionStatus = motion.status
        state.storedMotionStatus = motion.storedStatus
        state.fitnessTracking = motion.fitnessTrackingEnabled
        state.usesMotion = phone.usesMotion
        state.watchPaired = sk.isWatchPaired
        state.appRunning = phone.app?.isRunning ?? false
        state.launches = phone.launches
        state.crashReason = phone.launchFailure?.description ?? motion.crashReason
        state.device = phone.options.device
        return state
    }

    /// Every sensor's status and whether it records for the app, read from the daemon again
    /// only when its answers changed (`authorizationChanges`): the phone's state is read after
    /// every action, and most change none of them.
    private func sensorStates(_ sk: SensorKitDaemon) -> (statuses: [SRSensor: SRAuthorizationStatus], recording: Set<SRSensor>) {
        if let kept = keptSensorStates, kept.daemon === sk, kept.changes == sk.authorizationChanges {
            return (kept.statuses, kept.recording)
        }
        var statuses: [SRSensor: SRAuthorizationStatus] = [:]
        var recording: Set<SRSensor> = []
        // Room for every sensor at once: growing a dictionary rehashes what it holds.
        statuses.reserveCapacity(SensorCatalog.all.count)
        for info in SensorCatalog.all {
            statuses[info.sensor] = sk.status(of: info.sensor)
            if sk.isRecording(info.sensor) && sk.appHasStake(in: info.sensor) { recording.insert(info.sensor) }
        }
        keptSensorStates = KeptSensorStates(daemon: sk, changes: sk.authorizationChanges, statuses: statuses, recording: recording)
        return (statuses, recording)
    }

    /// What the reducer reads to decide.
    package var reducerContext: ReducerContext {
        let state = phoneState
        return ReducerContext(content: content, phone: state, controls: ui.controls(content, state), logLines: builder.log(phone).count,
                              hasFirstData: builder.firstData(phone) != nil)
    }

    /// Whether `action` would do anything now (the reducer's own answer).
    public func accepts(_ action: Action) -> Bool {
        if case .update(let version) = action { return updateRefusal(version) == nil }
        return ui.accepts(action, reducerContext)
    }

    /// Carries out what the screens asked of the phone.
    func run(_ effect: PhoneEffect) {
        switch effect {
        case .note(let e): phone.note(.participant(e))
        case .launch: phone.launch()
        case .advance(let seconds): phone.runtime.advance(by: seconds, unless: interruption)
        case .jumpToFirstData:
            var search = firstDataSearch()
            while let step = search.nextStep(in: self) {
                if let interruption, interruption() { break }
                phone.runtime.advance(by: step, unless: interruption)
                search.look(at: self)
            }
        case .fetchNow: phone.app?.fetchNow()
        case .fetch(let request): ScriptFetch.run(request, on: phone)
        case .setStatus(let sensor, let status): phone.sensorKit.setStatus(status, for: sensor, source: .settings)
        case .setCollection(let on): phone.sensorKit.setCollectionEnabled(on)
        case .setFitnessTracking(let on): phone.motion.setFitnessTracking(on)
        case .setMotionAuthorization(let on): phone.motion.setAuthorization(on ? .authorized : .denied)
        case .lock(let seconds): phone.sensorKit.lock(for: seconds)
        case .unlock: phone.sensorKit.unlock()
        case .inject(let f): phone.sensorKit.injectError(SRError(f.code), forAPI: f.api, sensor: f.sensor, times: f.times)
        case .setWatchPaired(let paired): phone.sensorKit.setWatchPaired(paired)
        case .setBackgroundSwitch(let which, let on): phone.setBackgroundSwitch(which, on: on)
        case .terminateDuringNextFetch: phone.terminateDuringNextFetch()
        case .deleteUnshared(let sensors):
            phone.sensorKit.deleteCollectedData(sensors, scope: .unshared)
        case .finishSheet(let outcome): sheetPrompt?.finish(outcome)
        case .answerMotion(let allowed):
            if allowed { motionPrompt?.allow() } else { motionPrompt?.deny() }
        case .relaunchAfterCrash:
            phone.motion.relaunchApp()
            phone.launch()
        }
    }

    /// The dashboard as a builder that never saw this phone counts it now: what the kept one
    /// must equal (tests compare them).
    func freshlyCountedDashboard() -> Dashboard {
        SnapshotBuilder().dashboard(phone, speed: ui.speed, paused: ui.paused, countingRows: true)
    }

    /// A search for the first fetch with data from now on; the demo steps it a slice at a time.
    package func firstDataSearch() -> FirstDataSearch { FirstDataSearch(since: phone.journal.count) }

    /// Virtual seconds from now until the study app's next nightly fetch has run; nil while
    /// the app is not running (no fetch is scheduled).
    public var secondsToNextDailyFetch: Double? {
        guard let next = phone.app?.nextDailyFetch else { return nil }
        return max(0, next - phone.runtime.clock.now)
    }

    /// The scenario's own latest fetch of `key` on this install (`fetch:` steps), read from the journal.
    package func lastScriptFetch(of key: SensorOnDevice) -> FetchRecord? {
        for e in phone.journal.reversed() {
            if case .scriptFetch(let f) = e.kind, f.key == key { return f }
        }
        return nil
    }

    /// The device of the scenario's latest own fetch of `sensor`, from either device.
    package func lastScriptFetchDevice(of sensor: SRSensor) -> SRDevice.Kind? {
        for e in phone.journal.reversed() {
            if case .scriptFetch(let f) = e.kind, f.sensor == sensor { return f.device }
        }
        return nil
    }

    /// The study app's latest fetch of `key`, or the window iOS did not wake it to fetch.
    package func lastAppFetch(of key: SensorOnDevice) -> FetchRecord? { phone.lastAppFetch(of: key) }

    /// The first of the study app's fetches that returned data among the events from `index`
    /// on (an index into the current phone's journal).
    package func fetchWithData(since index: Int) -> FetchRecord? {
        let journal = phone.journal
        for e in journal[min(index, journal.count)...] {
            if case .app(.fetchCompleted(let f)) = e.kind, f.results > 0 { return f }
        }
        return nil
    }
}
