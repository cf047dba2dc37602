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
/// One phone is installed per process, so tests using sessions run one at a time (XCTest does;
/// mark Swift Testing suites `.serialized`).
public final class SRTestSession {
    /// How the participant answers a sensor in the sheet, or the Motion & Fitness alert.
    public enum Answer: Sendable, Equatable {
        /// Allow (the sheet's switch on; the alert's OK).
        case allow
        /// Don't Allow.
        case deny
    }

    /// The app the session's phone runs, as read from the study.
    public let profile: StudyProfile

    /// Answer the Research Sensor & Usage Data sheet and the Motion & Fitness alert at once,
    /// without anyone seeing them. When false they wait in `pendingSheet` and
    /// `pendingMotionAlert` until the test answers them.
    public var disableDialogs = false
    /// Per-sensor answers for the sheet; sensors not listed get `defaultAnswer`.
    public var sheetAnswers: [SRSensor: Answer] = [:]
    public var defaultAnswer: Answer = .allow
    /// The answer to the Motion & Fitness alert.
    public var motionAnswer: Answer = .allow

    /// The seed of every generated sample. Setting it installs a fresh phone, as `resetToDefaultState()` does.
    public var seed: UInt64 { didSet { install() } }

    /// The sheets shown so far, each as the sensors it listed in order.
    public internal(set) var sheetsShown: [[SRSensor]] = []
    /// How many Motion & Fitness alerts were shown.
    public internal(set) var motionAlertsShown = 0

    private var phone: Phone!
    private let start: Date

    /// A session on the study in `study`: a study folder, an `.xcodeproj`, or a folder holding one.
    /// Throws the loader's error (naming the file and key) when the study cannot be read.
    public convenience init(study: String, seed: UInt64 = 1) throws {
        try self.init(study: URL(fileURLWithPath: study), seed: seed)
    }

    public convenience init(study: URL, seed: UInt64 = 1) throws {
        var options = StudyLoadOptions()
        options.requiresInfoPlist = true
        let loaded = try StudyLoader.load(path: study, options: options)
        self.init(profile: StudyProfile(study: loaded), seed: seed)
    }

    /// A session on an app described in code rather than by a study folder.
    public init(profile: StudyProfile, seed: UInt64 = 1, start: Date = SimulatedPhone.Options().start) {
        self.profile = profile
        self.seed = seed
        self.start = start
        install()
    }

    deinit {
        if DeviceRuntime.current === phone?.runtime { DeviceRuntime.install(nil) }
    }

    // MARK: The phone

    /// What one installed phone holds; replaced whole by `resetToDefaultState()`.
    private struct Phone {
        let runtime: DeviceRuntime
        let sensorKit: SensorKitDaemon
        let motion: MotionDaemon
    }

    private func install() {
        let runtime = DeviceRuntime(clock: VirtualClock(start: start))
        var config = SensorKitConfig()
        config.rates = sampleRates
        let sensorKit = SensorKitDaemon(
            runtime: runtime,
            app: profile.sensorKitApp,
            config: config, seed: seed)
        sensorKit.settlesAfterEachCall = settlesAfterEachCall
        let motion = MotionDaemon(runtime: runtime,
                                  app: MotionApp(displayName: profile.appName, usageDescription: profile.motionUsageDescription),
                                  seed: seed)
        sensorKit.prompter = self
        motion.prompter = self
        phone = Phone(runtime: runtime, sensorKit: sensorKit, motion: motion)
        sheetsShown = []
        motionAlertsShown = 0
        DeviceRuntime.install(runtime)
    }

    /// A fresh phone: every sensor undecided, nothing recorded, the Watch paired, Fitness
    /// Tracking on, the clock back at the start. The session's own settings (dialogs, answers,
    /// sample rates, seed) are kept. Readers made before the reset belong to the old phone.
    public func resetToDefaultState() { install() }

    /// The simulated SensorKit service, for what the session's plain properties do not cover
    /// (deletions, the lock screen, other apps' recording stakes).
    public var sensorKit: SensorKitDaemon { phone.sensorKit }
    /// The simulated Motion & Fitness service.
    public var motion: MotionDaemon { phone.motion }
    /// The phone's device runtime, for code that runs inside `perform`.
    public var runtime: DeviceRuntime { phone.runtime }

    // MARK: Time

    /// The phone's wall clock.
    public var now: Date { phone.runtime.clock.date }

    /// Moves the clock forward, delivering every callback due on the way (timers, fetch results,
    /// activity updates) at the time it is due.
    public func advance(by seconds: TimeInterval) { phone.runtime.advance(by: seconds) }

    /// Delivers every pending callback without moving the clock.
    public func settle() { phone.runtime.runUntilIdle() }

    // MARK: Settings

    /// Changes a sensor's authorization as the participant would in Settings; the app's readers
    /// hear `didChange` on the next `settle()`.
    public func setAuthorizationStatus(_ status: SRAuthorizationStatus, for sensor: SRSensor) {
        phone.sensorKit.setStatus(status, for: sensor, source: .settings)
    }

    /// Whether an Apple Watch is paired: its data shows up as a second `SRDevice`.
    public var pairedWatch: Bool {
        get { phone.sensorKit.isWatchPaired }
        set { phone.sensorKit.setWatchPaired(newValue) }
    }

    /// Per-sensor sample rates and report intervals of the generated data; kept across resets.
    public var sampleRates = SampleRates() { didSet { phone.sensorKit.config.rates = sampleRates } }

    /// Settings > Privacy & Security > Motion & Fitness > Fitness Tracking.
    public var fitnessTrackingEnabled: Bool {
        get { phone.motion.fitnessTrackingEnabled }
        set { phone.motion.setFitnessTracking(newValue) }
    }

    /// Deliver the callbacks of each `SRSensorReader` call before it returns, for async
    /// wrappers that await a continuation the delegate resumes. Off by default (call `settle()`).
    /// Kept across resets.
    public var settlesAfterEachCall = false { didSet { phone.sensorKit.settlesAfterEachCall = settlesAfterEachCall } }

    /// Changes the app's Motion & Fitness switch as Settings would.
    public func setMotionAuthorizationStatus(_ status: CMAuthorizationStatus) {
        phone.motion.setAuthorization(status)
    }
}
