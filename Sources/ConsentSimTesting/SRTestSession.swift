import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim
import StudyConfig
import Simulation

/// A simulated phone for a study team's unit tests, modelled on StoreKitTest's `SKTestSession`.
///
/// Creating a session installs a fresh phone running the study's app (its name, bundle id,
/// entitlements and Info.plist read from the study folder): from then on the team's own code
/// calls `SRSensorReader(sensor:)`, `SRAbsoluteTime.current()`, `CMMotionActivityManager()` and
/// the rest exactly as on iOS. Nothing happens behind the test's back: callbacks are delivered
/// when the test calls `settle()` or `advance(by:)`, on the test's own thread, and the same
/// seed gives the same samples every run.
///
/// The iOS 27 API works the same way: `SRReader`'s async calls do their work when awaited, a
/// `samples(matching:)` loop reads what the store holds and finishes, and `authorizationStatus`
/// changes (the sheet's answers, `setAuthorizationStatus`) reach observers on `settle()` or
/// `advance(by:)`. `SRAuthorizationStatus.requestAuthorization(for:)` returns at once with
/// `disableDialogs`; otherwise it waits until the test answers the sheet and settles, so await
/// it from a task the test does not wait on.
///
/// As in StoreKitTest, the session's plain properties are its settings:
/// `resetToDefaultState()` puts them back to their defaults and leaves the phone's data alone,
/// and `clearData()` (StoreKitTest's `clearTransactions()`) wipes the phone and keeps the
/// settings.
///
/// One phone is installed per process, so tests using sessions run one at a time (XCTest does;
/// in Swift Testing nest every suite that makes sessions in one `@Suite(.serialized)` suite, or
/// run `swift test --no-parallel`: two suites each marked `.serialized` still run at once).
/// In debug builds a session, or a reader or manager made on its phone, used after another
/// session (or `clearData()`, `loadState(from:)`) replaced that phone stops the test with a
/// message naming this rule.
/// Releasing the session uninstalls its phone: keep it in a variable for the whole test
/// (`_ = try SRTestSession(…)` releases it at once).
public final class SRTestSession {
    /// How the participant answers a sensor in the sheet, or the Motion & Fitness alert.
    public enum Answer: Sendable, Equatable {
        /// Allow (the sheet's switch on; the alert's Allow).
        case allow
        /// Don't Allow. On a Required sensor the sheet then shows its Required alert, and the
        /// participant keeps the decline with Don't Enroll in Study: the request completes with
        /// `promptDeclined` and no answer is stored (the sheet has no way to enroll without it).
        case deny
    }

    /// What the session refuses to do, and why.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The seed was changed after the phone was used: what the app already read came from
        /// the old seed, and its readers belong to the old phone.
        case seedChangedAfterUse(current: UInt64, requested: UInt64)
        /// A setting or argument out of range (a NaN, infinite, zero or negative rate); the
        /// message names it and the range it must lie in.
        case invalidArgument(String)

        public var description: String {
            switch self {
            case let .seedChangedAfterUse(current, requested):
                "SRTestSession: the seed cannot change from \(current) to \(requested) after the phone was used "
                    + "(the app made a reader, asked for access, or the clock moved); pass the seed to "
                    + "SRTestSession(study:seed:), or call clearData() first"
            case let .invalidArgument(message): message
            }
        }
    }

    /// The type of `profile` and of `init(profile:seed:start:)`'s argument, named here so a test
    /// that imports only ConsentSimTesting can describe an app in code.
    public typealias StudyProfile = Simulation.StudyProfile
    /// The type of `StudyProfile.sensorKitLink` (how the app links SensorKit.framework).
    public typealias SensorKitLink = SimCore.SensorKitLink

    /// The app the session's phone runs, as read from the study.
    public let profile: StudyProfile

    /// The seed of every generated sample. Set it with `init(study:seed:)`, or with
    /// `setSeed(_:)` before the phone is used.
    public internal(set) var seed: UInt64

    // MARK: Settings (`resetToDefaultState()` reverts them; `clearData()` keeps them)

    /// Answer the Research Sensor & Usage Data sheet and the Motion & Fitness alert without
    /// anyone seeing them, as a participant's tap would: on the next turn of the phone's run
    /// loop (the next `settle()` or `advance(by:)`), so the status changes and the completion
    /// runs then, not inside `requestAuthorization`. When false they wait in `pendingSheet` and
    /// `pendingMotionAlert` until the test answers them. Default false.
    public var disableDialogs = false
    /// Per-sensor answers for the sheet; sensors not listed get `defaultAnswer`. Default none.
    /// A sensor no sheet of the app can ever list (one its entitlement lacks, one whose usage
    /// detail has no Description, a deletion-record stream, a raw value SensorKit does not know)
    /// stops the test with a message naming it: its answer would never be read, and a test
    /// that meant another sensor would pass on `defaultAnswer` without a word. An entry for a
    /// sensor the app could ask about but that no sheet answered since has listed (its request left
    /// it out, it was answered before, this iOS lacks it) is noted in `systemLog` when a sheet is answered.
    public var sheetAnswers: [SRSensor: Answer] = [:] {
        didSet {
            checkUse("sheetAnswers")
            if let refusal = sheetAnswersRefusal() { preconditionFailure(refusal) }
            (sheetAnswersRead, unreadSheetAnswersNoted) = ([], [])
        }
    }
    /// The sheet's answer for sensors `sheetAnswers` does not list. Default `.allow`.
    public var defaultAnswer: Answer = .allow
    /// The answer to the Motion & Fitness alert. Default `.allow`.
    public var motionAnswer: Answer = .allow

    /// Whether an Apple Watch is paired: its data shows up as a second `SRDevice`. Default true.
    /// Unpairing stops its recording, not its data: what it recorded while paired stays in the
    /// phone's store, so `fetchDevices` and `SRReader.devices` (the devices holding stored data)
    /// list the Watch until that data ages out of the 7-day look-back (FIDELITY.md).
    public var pairedWatch = true { didSet { onPhone("pairedWatch") { phone.sensorKit.setWatchPaired(pairedWatch) } } }

    /// Settings > Privacy & Security > Motion & Fitness > Fitness Tracking. Default on.
    public var fitnessTrackingEnabled = true {
        didSet { onPhone("fitnessTrackingEnabled") { phone.motion.setFitnessTracking(fitnessTrackingEnabled) } }
    }

    /// Settings > Privacy & Security > Research Sensor & Usage Data, the collection switch at its
    /// top. Default on. Off: every sensor reads `denied` to the app and nothing records, and a
    /// request for a sensor the participant has not answered shows “Enable Research Sensor &
    /// Usage Data” in the sheet's place (`pendingEnableCollection`): Cancel ends the request with
    /// `promptDeclined` (`cancelSheet()`, or the next turn with `disableDialogs`), and turning
    /// collection on while it waits brings the sheet (FIDELITY.md).
    /// Turning it off while Settings lists the study (an app that asks SensorKit for something)
    /// stands for the switch and the alert iOS shows first, “Data Is Required For this Study”,
    /// answered Turn Off; `systemLog` notes the alert. Its Cancel keeps collection on: leave
    /// the property on for that answer.
    public var dataCollectionEnabled = true {
        didSet { onPhone("dataCollectionEnabled") { switchCollection(on: dataCollectionEnabled) } }
    }

    /// The type of `sampleRates`, named here so a test needs no other import to make one.
    public typealias SampleRates = SimCore.SampleRates

    /// Per-sensor sample rates and report intervals of the generated data. Default
    /// `SampleRates()`, FIDELITY.md's rates.
    /// A value out of range (see `SampleRates.problem`) stops the test with a message;
    /// `setSampleRates(_:)` throws instead.
    ///
    /// The phone stores what was recorded when, and builds the samples when they are read, so
    /// a change applies to every read from then on, of days already recorded too: a window read
    /// before and after a change holds different samples (and `verify` compares against the
    /// new ones). Set the rates before the clock moves.
    public var sampleRates = SampleRates() {
        didSet {
            checkUse("sampleRates")
            requireValid(sampleRates)
            phone.sensorKit.config.rates = sampleRates
        }
    }

    /// The type of `osVersion`, named here so a test needs no other import to make one.
    public typealias OSVersion = SimCore.OSVersion

    /// The iOS version the phone runs: which sensors exist (a sensor it lacks gets no page on
    /// the sheet) and how the Motion & Fitness alert reads. Default `OSVersion.current`, iOS 27.1.
    /// Raising it is an update: the phone keeps its data, answers and recording, and, once the app
    /// has run, restarts, which ends the app's process as `terminateDuringNextFetch()` does (readers
    /// and motion managers made before hear nothing again, a sheet up closes unanswered and its
    /// request never completes); make new ones, as the relaunched app would. Lowering it is only for a phone nothing
    /// has used yet (no reader made, no access asked, the clock not moved): iOS cannot go back
    /// under an installed app, so lowering it later stops the test with a message naming this
    /// rule; call `clearData()` first, a fresh install, which keeps the settings.
    public var osVersion: OSVersion = .current {
        didSet {
            checkUse("osVersion")
            // The releases `--ios` and a scenario's `ios:` take, by the same rule: iOS 20 or
            // 17.9 ran under that name with the rules of the releases around it.
            do throws(OSVersion.ParseError) { _ = try OSVersion(parsing: osVersion.description) } catch {
                preconditionFailure("SRTestSession.osVersion: \(error)")
            }
            if osVersion < oldValue, phoneHasBeenUsed {
                preconditionFailure("SRTestSession.osVersion cannot go from \(oldValue) to \(osVersion) after the phone was used "
                    + "(the app made a reader, asked for access, or the clock moved): iOS is never downgraded under an installed "
                    + "app and its data; set osVersion before the app first runs, or call clearData() first (a fresh install)")
            }
            let restarts = osVersion > oldValue && phoneHasBeenUsed
            phone.runtime.osVersion = osVersion
            // Installing an update restarts the phone: the app's process ends there (FIDELITY.md).
            if restarts {
                phone.runtime.driving {
                    appProcessEnded()
                    phone.runtime.record(SystemNote(.note, "iOS updated from iOS \(oldValue) to \(osVersion): the phone restarted, "
                                                    + "ending the app's process (its data, answers and recording stay)"))
                }
            }
        }
    }

    /// The type of `device`, named here so a test needs no other import to name one.
    public typealias DeviceFamily = SimCore.DeviceFamily

    /// The device the app runs on. Default `.iphone`. On `.ipad` there is no SensorKit.framework:
    /// the session's app is one that links it weakly (one linking it Required never starts),
    /// so SensorKit's classes would be nil. Every SensorKit call then fails with
    /// `dataInaccessible` and a system-log line, `SRReader(sensor:)` throws, `SRDevice.current` is the
    /// iPad (model `iPad`, `iPadOS`), and
    /// `explain(sensor:device:from:to:)` says `unavailableOnDevice`: a test sees the code that
    /// did not check `Bundle(identifier: "com.apple.SensorKit")` first. Keep that check under
    /// `#if canImport(SensorKit)`: Foundation on Linux finds no Apple framework, so unguarded it
    /// reads nil on the simulated iPhone too and the app skips SensorKit everywhere.
    /// The device is chosen before the app first runs (or after `clearData()`): changing it once
    /// the app made a reader, asked for access or moved the clock stops the test, as an app's
    /// data and answers do not move from an iPhone to an iPad.
    public var device: DeviceFamily = .iphone {
        didSet {
            checkUse("device")
            if device != oldValue, phoneHasBeenUsed {
                preconditionFailure("SRTestSession.device cannot change from \(oldValue) to \(device) after the phone was used "
                    + "(the app made a reader, asked for access, or the clock moved): the app's answers and data are on the "
                    + "\(oldValue.name) and do not move to an \(device.name); set device before the app first runs, "
                    + "or call clearData() first (a fresh install)")
            }
            phone.runtime.deviceFamily = device
        }
    }

    /// Deliver the callbacks of each `SRSensorReader` call, and the handlers of each
    /// `CMMotionActivityManager`, `CMPedometer` and `CMSensorRecorder` call, before it returns,
    /// for async wrappers that await a continuation the delegate or handler resumes. Default
    /// off (call `settle()`). Off, a test awaiting such a continuation never returns; when a
    /// call's callbacks wait 5 s of wall time undelivered, the session writes so to standard
    /// error, naming the call.
    public var settlesAfterEachCall = false {
        didSet {
            checkUse("settlesAfterEachCall")
            phone.sensorKit.settlesAfterEachCall = settlesAfterEachCall
            phone.motion.settlesAfterEachCall = settlesAfterEachCall
        }
    }

    /// Seconds of wall time an app call's callbacks may wait on the queue, with nothing settling
    /// it, before the session writes to standard error that the test seems to await them (a
    /// continuation resumed by a delegate, with `settlesAfterEachCall` off). Default 5.
    package var unsettledCallWarningDelay: TimeInterval = 5 {
        didSet { phone.runtime.unsettledCallWatch?.delay = unsettledCallWarningDelay }
    }

    /// The waits reported so far (see `unsettledCallWarningDelay`), oldest first.
    package var unsettledCallReports: [String] { phone.runtime.unsettledCallWatch?.reports ?? [] }

    /// How many results a delegate fetch hands its delegate before another fetch under way at
    /// once (another reader's, or the other device's) gets a turn. Default nil: each fetch is
    /// answered whole, in the order asked, so callbacks keep call order (FIDELITY.md: nobody
    /// documents the real order). 1 interleaves concurrent fetches result by result, as a
    /// delegate shared between readers may meet them on a phone (Apple forums thread 726896):
    /// code that keeps one fetch state per sensor, not per request, shows its mix-up here.
    /// A value below 1 stops the test with a message.
    public var fetchResultsPerTurn: Int? = nil {
        didSet {
            checkUse("fetchResultsPerTurn")
            if let n = fetchResultsPerTurn, n < 1 {
                preconditionFailure("SRTestSession.fetchResultsPerTurn = \(n): a turn hands out at least 1 result (nil answers each fetch whole)")
            }
            phone.sensorKit.config.resultsPerTurn = fetchResultsPerTurn ?? Int.max
        }
    }

    /// Settings › General › Background App Refresh for the app, and Settings › Battery › Low
    /// Power Mode (which turns background refresh off while on): whether iOS calls the
    /// background refresh the app registered (`registerBackgroundRefresh`). Default on, off.
    public var backgroundAppRefreshEnabled = true { didSet { checkUse("backgroundAppRefreshEnabled"); applyBackgroundSwitches() } }
    public var lowPowerModeEnabled = false { didSet { checkUse("lowPowerModeEnabled"); applyBackgroundSwitches() } }

    // MARK: What the participant saw (`clearData()` empties them)

    /// The sheets shown so far, each as the sensors it listed in order.
    public internal(set) var sheetsShown: [[SRSensor]] = []
    /// How many Motion & Fitness alerts were shown.
    public internal(set) var motionAlertsShown = 0
    /// The sensors the sheets answered since `sheetAnswers` was set listed, and the entries of it
    /// already logged as unread (`noteUnreadSheetAnswers`), so each is noted once.
    var sheetAnswersRead: Set<SRSensor> = [], unreadSheetAnswersNoted: Set<SRSensor> = []

    var phone: Phone!
    /// The installed phone the session's calls reach (DeviceBinding's rule).
    var binding: DeviceBinding!
    var start: Date
    /// The app as a saved participant names it (with its texts when read from a study folder).
    let appVersion: AppVersion
    /// How many times the study app had launched on the participant `loadState(from:)` read;
    /// written back by `saveState(to:)` so a file passed through a test keeps it.
    var savedLaunches = 0

    /// A session on the study in `study`: a study folder, an `.xcodeproj`, or a folder holding one.
    /// The phone's clock starts at `start` (default Monday 2 March 2026, 08:00 UTC), a date from 1970
    /// to 2099 (`Error.invalidArgument` otherwise).
    /// Throws the loader's error (naming the file and key) when the study cannot be read; the
    /// file is named from the study's absolute path (a relative one is read from the working
    /// directory, which differs between `swift test` and Xcode), as `consent-sim` names it.
    public convenience init(study: String, seed: UInt64 = 1, start: Date = SimulatedPhone.Options().start) throws {
        try self.init(study: URL(fileURLWithPath: study), seed: seed, start: start)
    }

    public convenience init(study: URL, seed: UInt64 = 1, start: Date = SimulatedPhone.Options().start) throws {
        if let problem = Self.startProblem(start) { throw Error.invalidArgument(problem) }
        var options = StudyLoadOptions()
        options.requiresInfoPlist = true
        let loaded: Study
        do { loaded = try StudyLoader.load(path: study, options: options) } catch {
            throw error.located(inStudyAt: study.standardizedFileURL.path)
        }
        self.init(version: AppVersion(study: loaded), seed: seed, start: start)
    }

    /// A session on an app described in code rather than by a study folder. A `start` outside
    /// 1970–2099 stops the test with a message (this initializer cannot throw; the study one does).
    public convenience init(profile: StudyProfile, seed: UInt64 = 1, start: Date = SimulatedPhone.Options().start) {
        if let problem = Self.startProblem(start) { preconditionFailure(problem) }
        self.init(version: AppVersion(profile: profile), seed: seed, start: start)
    }

    /// Why the phone's clock cannot start at `start`: the dates consent-sim's `--start`, a
    /// scenario's `start:` and a saved participant's clock take, so what the session saves it
    /// can load again.
    static func startProblem(_ start: Date) -> String? {
        if VirtualClock.supportedStarts.contains(start) { return nil }
        let given = start.timeIntervalSinceReferenceDate.isFinite ? "\(start)"
            : "\(start.timeIntervalSinceReferenceDate) s since 2001-01-01"
        return "SRTestSession(start: \(given)): the phone's clock starts at a date \(VirtualClock.supportedStartsText), "
            + "as consent-sim's --start and a scenario's start: take (a saved participant's clock must lie there too)"
    }

    private init(version: AppVersion, seed: UInt64, start: Date) {
        profile = version.profile
        appVersion = version
        self.seed = seed
        self.start = start
        install()
    }

    /// Puts back a phone `loadState(from:)` replaced, when the file turned out to be wrong.
    func restorePhone(_ old: Phone) {
        phone = old
        DeviceRuntime.install(old.runtime)
        binding = DeviceBinding(old.runtime)
    }

    deinit {
        phone?.runtime.unsettledCallWatch?.cancel()
        if DeviceRuntime.current === phone?.runtime { DeviceRuntime.install(nil) }
    }

    // MARK: The phone

    /// What one installed phone holds; replaced whole by `clearData()`.
    struct Phone {
        let runtime: DeviceRuntime
        let sensorKit: SensorKitDaemon
        let motion: MotionDaemon
    }

    private func install() {
        let runtime = DeviceRuntime(clock: VirtualClock(start: start), osVersion: osVersion)
        runtime.deviceFamily = device
        var config = SensorKitConfig()
        config.rates = sampleRates
        config.resultsPerTurn = fetchResultsPerTurn ?? Int.max
        let sensorKit = SensorKitDaemon(
            runtime: runtime,
            app: profile.sensorKitApp,
            config: config, seed: seed, watchPaired: pairedWatch)
        sensorKit.settlesAfterEachCall = settlesAfterEachCall
        // What was handed to the readers, so `verify` can tell whose a result was.
        sensorKit.deliveryRecord = DeliveryRecord()
        let motion = MotionDaemon(runtime: runtime,
                                  app: MotionApp(displayName: profile.appName, usageDescription: profile.motionUsageDescription),
                                  seed: seed)
        if !fitnessTrackingEnabled { motion.setFitnessTracking(false) }
        if !dataCollectionEnabled { sensorKit.setCollectionEnabled(false) }
        sensorKit.prompter = self
        motion.prompter = self
        motion.settlesAfterEachCall = settlesAfterEachCall
        // A crash (CoreMotion's assertions, a missing NSMotionUsageDescription) ends the app's
        // process as a kill does (`appProcessEnded`): its readers and managers hear nothing more,
        // as on a device, and what the test makes afterwards is the relaunched app's and works
        // (CoreMotion's side stayed crashed, ignoring every later manager).
        runtime.onEvent = { [weak sensorKit, weak motion] event in
            guard case .crashed? = event.detail as? MotionEvent else { return }
            sensorKit?.endAppProcess()
            motion?.relaunchApp()
        }
        // A test that awaits callbacks nothing delivers hears why, instead of hanging silently.
        phone?.runtime.unsettledCallWatch?.cancel()
        runtime.unsettledCallWatch = UnsettledCallWatch(delay: unsettledCallWarningDelay) { message in
            FileHandle.standardError.write(Data("SRTestSession: \(message)\n".utf8))
        }
        phone = Phone(runtime: runtime, sensorKit: sensorKit, motion: motion)
        applyBackgroundSwitches()
        sheetsShown = []
        motionAlertsShown = 0
        (sheetAnswersRead, unreadSheetAnswersNoted) = ([], [])
        DeviceRuntime.install(runtime)
        binding = DeviceBinding(runtime)
    }

    /// Puts every setting back to its default (dialogs shown, every answer Allow, the Watch
    /// paired, Fitness Tracking and Research Sensor & Usage Data collection on, FIDELITY.md's sample rates, no settling after each call,
    /// fetches answered whole, the current iOS, an iPhone, Background App Refresh on, Low Power
    /// Mode off, no injected errors, unlocked), as StoreKitTest's `resetToDefaultState()` does.
    /// A used phone set to a later iOS than the current release is not downgraded, and a used
    /// iPad does not become an iPhone: the test stops, as setting `osVersion` or `device` does.
    /// A used phone on an earlier iOS is updated to the current one, which restarts it and ends
    /// the app's process, as raising `osVersion` does.
    /// The phone's data (what was recorded when, the answers), its clock and the seed stay as
    /// they are; `clearData()` wipes them. Samples are built when read, so a window recorded at
    /// other `sampleRates` reads at the default rates afterwards.
    public func resetToDefaultState() {
        checkUse()
        disableDialogs = false
        sheetAnswers = [:]
        defaultAnswer = .allow
        motionAnswer = .allow
        pairedWatch = true
        fitnessTrackingEnabled = true
        dataCollectionEnabled = true
        sampleRates = SampleRates()
        settlesAfterEachCall = false
        fetchResultsPerTurn = nil
        osVersion = .current
        device = .iphone
        backgroundAppRefreshEnabled = true
        lowPowerModeEnabled = false
        clearFaults()
    }

    /// Wipes the phone, as a fresh install: every sensor and the Motion & Fitness alert
    /// undecided, nothing recorded, no sheet or alert shown, the clock back at the start.
    /// StoreKitTest's `clearTransactions()`. The session's settings are kept and apply to the
    /// fresh phone. Readers made before belong to the old phone; make new ones.
    public func clearData() {
        checkUse()
        install()
    }

    /// Changes the seed of every generated sample. Only a phone nothing has used yet can
    /// change it: once the app made a reader, asked for access or the clock moved, this throws
    /// `Error.seedChangedAfterUse` and changes nothing (call `clearData()` first).
    public func setSeed(_ newSeed: UInt64) throws {
        checkUse()
        guard newSeed != seed else { return }
        guard !phoneHasBeenUsed else { throw Error.seedChangedAfterUse(current: seed, requested: newSeed) }
        seed = newSeed
        install()
    }

    /// Whether the app has touched the phone: the rule `setSeed(_:)`, a lowered `osVersion` and `device` follow.
    private var phoneHasBeenUsed: Bool {
        phone.runtime.clock.date != start || !phone.runtime.queue.isEmpty
            || phone.sensorKit.hasBeenUsed || phone.motion.hasBeenUsed
    }

    // MARK: Time

    /// The phone's wall clock.
    public var now: Date { onPhone("now") { phone.runtime.clock.date } }

    /// Moves the clock forward, delivering every callback due on the way (timers, fetch results,
    /// activity updates) at the time it is due.
    /// `seconds` must be finite and 0 or more; anything else stops the test with a message.
    public func advance(by seconds: TimeInterval) {
        checkUse()
        requireValid(advance: seconds)
        phone.runtime.advance(by: seconds)
    }

    /// Delivers every pending callback without moving the clock.
    public func settle() {
        checkUse()
        phone.runtime.runUntilIdle()
    }

    /// What the simulated system logged so far, oldest first: SensorKit's and CoreMotion's own
    /// notes, such as fetch results a delegate left unread.
    public var systemLog: [String] { onPhone("systemLog") { phone.runtime.events.map(\.message) } }

    // MARK: The participant in Settings

    /// Changes a sensor's authorization as the participant would in Settings; the app's readers
    /// hear `didChange` on the next `settle()`. Only what Settings can do: a switch turned on
    /// (`.authorized`) or off (`.denied`) for a sensor the participant was asked about. Anything
    /// else stops the test with a message naming the rule (`.notDetermined`: Settings cannot
    /// undo an answer, `clearData()` is the fresh install; a sensor never asked, the app's
    /// unentitled ones included, has no switch: let the app ask with `disableDialogs`).
    public func setAuthorizationStatus(_ status: SRAuthorizationStatus, for sensor: SRSensor) {
        onPhone {
            if let refusal = settingsRefusal(status, for: sensor) { preconditionFailure(refusal) }
            phone.sensorKit.setStatus(status, for: sensor, source: .settings)
        }
    }

    /// The same for an iOS 27 typed sensor (`.ambientLight`, `SRAccelerometerSensor()`): the
    /// app's `SRReader`s report the new `authorizationStatus`, and their observers hear it, on
    /// the next `settle()`.
    public func setAuthorizationStatus(_ status: SRAuthorizationStatus, for sensor: some SRDataSensor) {
        setAuthorizationStatus(status, for: sensor.srSensor)
    }

    /// Changes the app's Motion & Fitness switch as Settings would. A change after the first
    /// answer quits the app, as iOS does for a privacy permission: readers and motion managers
    /// made before hear nothing again (a fetch in flight included); make new ones, as the
    /// relaunched app would. A status given before the app asked is a test's setup (Settings
    /// lists an app only once it asked): it quits nothing, and the log says so. `.restricted`
    /// (no per-app switch) and `.notDetermined` once the app asked (Settings cannot undo an
    /// answer) stop the test with a message, and so does any change once the app asked while
    /// `fitnessTrackingEnabled` is false (Settings disables the app's switch then).
    public func setMotionAuthorizationStatus(_ status: CMAuthorizationStatus) {
        onPhone {
            if let refusal = motionSettingsRefusal(status) { preconditionFailure(refusal) }
            let relaunches = phone.motion.relaunchCount
            phone.motion.setAuthorization(status)
            // CoreMotion's side of the process ended with its relaunch; SensorKit's ends here.
            if phone.motion.relaunchCount > relaunches { phone.sensorKit.endAppProcess() }
        }
    }
}
