import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim

/// The simulated phone: its clock and queue, SensorKit and CoreMotion, the paired Watch, and
/// the study app's current process, which it relaunches when iOS would. It keeps the journal
/// of everything that happened on it, in the order it happened.
public final class SimulatedPhone {
    public struct Options: Sendable {
        public var seed: UInt64 = 1
        public var start = Date(timeIntervalSince1970: 1_772_438_400) // Mon 2026-03-02 08:00 UTC
        public var watchPaired = true
        /// The paired Watch's product type (`Watch7,12`); nil keeps SensorKit's default Watch.
        public var watchModel: String?
        /// The iOS version the phone runs: which sensors exist, how the Motion alert reads.
        public var osVersion = OSVersion.current
        /// iPhone or iPad: an iPad has no SensorKit.framework.
        public var device = DeviceFamily.iphone
        /// How the app links SensorKit, over what its study says (`StudyProfile.sensorKitLink`).
        public var sensorKitLink: SensorKitLink?
        package var sensorKit = SensorKitConfig()
        package var motion = MotionConfig()
        public var behavior = StudyAppBehavior()
        /// Settings › Privacy & Security › Motion & Fitness › Fitness Tracking when the phone
        /// starts (and after a reset to a fresh install).
        public var fitnessTracking = true
        /// A team's own app to run instead of the built-in study app.
        public var hostedApp: HostedApp?
        public init() {}
    }

    /// The installed version's profile; an update replaces it.
    public private(set) var profile: StudyProfile
    public let options: Options
    public let runtime: DeviceRuntime
    package let sensorKit: SensorKitDaemon
    package let motion: MotionDaemon
    /// The study app's running process, or nil before launch and after a crash.
    package internal(set) var app: (any StudyAppProcess)?
    /// Every process's log, in order, across relaunches: the app's events in the journal.
    package var appLog: [AppLogEntry] {
        journal.compactMap { if case .app(let e) = $0.kind { AppLogEntry(time: $0.time, event: e) } else { nil } }
    }
    package private(set) var fetches: [FetchRecord] = []
    /// Per sensor and device, the window a refused background wake left unread since the
    /// app's last fetch of it (`lastAppFetch`); a fetch clears it.
    package internal(set) var unreadWindows: [SensorOnDevice: FetchRecord] = [:]
    public private(set) var launches = 0
    /// Every event, in the order it happened.
    package private(set) var journal: [Event] = []
    /// What the study app keeps on disk; it survives crashes and relaunches.
    public let storage = StudyAppStorage()
    private var systemRelaunchesHandled = 0
    /// Handed to every process of the study app: sees what it fetches.
    package weak var fetchObserver: FetchObserver?

    public init(profile: StudyProfile, options: Options = Options()) {
        self.profile = profile
        self.options = options
        runtime = DeviceRuntime(clock: VirtualClock(start: options.start), osVersion: options.osVersion)
        runtime.deviceFamily = options.device
        sensorKit = SensorKitDaemon(
            runtime: runtime,
            app: profile.sensorKitApp,
            config: options.sensorKit, seed: options.seed, watchModel: options.watchModel,
            watchPaired: options.watchPaired)
        motion = MotionDaemon(runtime: runtime,
                              app: MotionApp(displayName: profile.appName, usageDescription: profile.motionUsageDescription),
                              config: options.motion, seed: options.seed)
        runtime.onEvent = { [weak self] event in self?.handle(event) }
        if !options.fitnessTracking { motion.setFitnessTracking(false) }
    }

    // The daemons and the runtime hold each other: release the runtime's side with the phone.
    // The app process goes too: a task of it still waiting for an answer holds its readers.
    deinit {
        app?.terminate()
        runtime.removeServices()
    }

    /// How the installed app links SensorKit: the option, else what its study says.
    public var sensorKitLink: SensorKitLink { options.sensorKitLink ?? profile.sensorKitLink }

    /// Why the last launch never started the app (the loader's message); nil once one starts.
    package private(set) var launchFailure: LaunchFailure?

    /// Whether the study app uses Motion & Fitness at all.
    public var usesMotion: Bool { options.behavior.motionTiming(for: profile) != .never }

    /// Adds an event at the current virtual time.
    func note(_ kind: Event.Kind) {
        journal.append(Event(time: runtime.clock.now, kind: kind))
    }

    /// Installs another version of the app over this one: its process ends, and SensorKit and
    /// CoreMotion know the app by the new Info.plist and entitlements from now on. Their state
    /// (statuses, stakes, recorded data, the Motion & Fitness choice) is the phone's, and stays.
    func install(_ newProfile: StudyProfile) {
        endAppProcess(motion: true)
        profile = newProfile
        sensorKit.app = newProfile.sensorKitApp
        motion.app = MotionApp(displayName: newProfile.appName, usageDescription: newProfile.motionUsageDescription)
    }

    /// A resumed participant's phone counts launches on from the saved run's.
    func restoreLaunches(_ count: Int) { launches = max(0, count) }

    /// Launches the study app (again, if it ran before: iOS keeps SensorKit's state).
    public func launch() { launch(bySystem: false) }

    func launch(bySystem: Bool) {
        // Launching over a running app (`r`, a launch step) ends its process first; every other
        // ending (a crash, iOS's kill or relaunch, an update) ended it when it happened.
        endAppProcess(motion: true)
        launches += 1
        note(.appLaunched(launch: launches, bySystem: bySystem))
        launchFailure = LaunchFailure.missingFramework(device: options.device, link: sensorKitLink, appName: profile.appName,
                                                       launch: launches)
        if let launchFailure {
            app = nil
            runtime.record(launchFailure)
            return
        }
        let (api, fellBack) = StudyAppAPI.resolve(options.behavior.api, on: runtime.osVersion)
        let process: any StudyAppProcess = options.hostedApp.map {
            HostedAppProcess($0, behavior: options.behavior, runtime: runtime)
        } ?? builtInApp(api)
        if fellBack && options.hostedApp == nil { note(.app(.readerUnavailable(os: runtime.osVersion.description))) }
        process.onLog = { [weak self] e in
            guard let self else { return }
            journal.append(Event(time: e.time, kind: .app(e.event)))
            if case .fetchCompleted(let f) = e.event, let note = heldDataNote(f) {
                journal.append(Event(SystemEvent(time: e.time, detail: SystemNote(.note, note))))
            }
        }
        process.onFetch = { [weak self] f in
            self?.fetches.append(f)
            self?.unreadWindows[f.key] = nil
        }
        process.fetchObserver = fetchObserver
        app = process
        process.launch()
        runtime.runUntilIdle()
    }

    /// A process of the built-in study app, written on `api`.
    private func builtInApp(_ api: StudyAppAPI) -> any StudyAppProcess {
        if api == .reader, #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return ReaderStudyApp(profile: profile, behavior: options.behavior, runtime: runtime, storage: storage)
        }
        return StudyApp(profile: profile, behavior: options.behavior, runtime: runtime, storage: storage)
    }

    /// The app's process ends, the one place for every way it ends: its code stops, a sheet it
    /// had up closes unanswered, and (unless CoreMotion ended it itself: a crash, a Settings
    /// change) an alert it had up goes and its managers hear nothing again. Nothing when no
    /// process runs.
    func endAppProcess(motion endsMotion: Bool) {
        guard let running = app else { return }
        app = nil
        running.terminate()
        sensorKit.closeSheetWithApp()
        if endsMotion { motion.endAppProcess() }
    }

    private func handle(_ event: SystemEvent) {
        journal.append(Event(event))
        switch event.kind {
        case .crash:
            // CoreMotion recorded the crash, and ended the process on its side first.
            endAppProcess(motion: false)
        case .relaunch where motion.relaunchCount > systemRelaunchesHandled:
            // iOS terminated the app for a privacy change in Settings (CoreMotion ended the
            // process on its side); the simulator brings it back at once (FIDELITY.md).
            systemRelaunchesHandled = motion.relaunchCount
            endAppProcess(motion: false)
            runtime.queue.enqueue { [weak self] in self?.launch(bySystem: true) }
        default:
            break
        }
    }
}
