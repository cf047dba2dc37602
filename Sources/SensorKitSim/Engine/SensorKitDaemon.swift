import Foundation
import SimCore

/// The simulated SensorKit service on one phone: authorization, recording stakes, the data
/// store (as intervals, samples generated on demand), deletions, and callback delivery.
///
/// Every `SRSensorReader` call lands here and is answered through the device's `RunQueue`, in
/// call order. The daemon never blocks and never uses threads. Its concerns live in extensions:
/// `+Authorization`, `+Recording`, `+Devices`, `+Store`, `+Deletion` and `+Fetching`.
package final class SensorKitDaemon {
    package let runtime: DeviceRuntime
    package var config: SensorKitConfig
    package var app: SensorKitApp { didSet { authorizationChanges &+= 1 } }
    package weak var prompter: SensorKitPrompter?
    package let seed: UInt64
    /// The paired Watch's product type (`Watch7,12`); nil: SensorKit's default Watch. A saved
    /// participant brings theirs (`restore(_:)`).
    var watchModel: String? { didSet { devices = nil } }
    package let routine: ParticipantRoutine

    // The state below is internal rather than private only so that the extensions in the
    // other files can reach it; nothing outside the daemon touches it.

    /// Stored per sensor; reads apply the global switch (`status(of:)`).
    var statuses: [SRSensor: SRAuthorizationStatus] = [:] { didSet { authorizationChanges &+= 1 } }
    var readers = WeakList<SRSensorReader>()
    /// The links of the app's iOS 27 `SRReader`s, which hear status changes as readers do.
    var readerLinks = WeakList<ReaderLink>()
    /// Who keeps each sensor recording: this app's bundle id and any other stakeholders.
    var stakes: [SRSensor: Set<String>] = [:] { didSet { authorizationChanges &+= 1 } }
    var recordingSince: [SRSensor: Double] = [:] { didSet { authorizationChanges &+= 1 } }
    var recorded: [SRSensor: IntervalSet] = [:]
    var deleted: [SRSensor: IntervalSet] = [:]
    var userDeletions: [SRSensor: [(record: SRDeletionRecord, time: Double)]] = [:]
    /// The devices last built (`SensorKitDaemon+Devices.swift`), with the iOS version they run.
    var devices: (os: OSVersion, iPhone: SRDevice, watch: SRDevice)?
    var watchPairedSince: Double?
    var watchPaired = IntervalSet()
    /// The last store summary of each sensor on each device, with what it was counted from.
    var summaries: [SRSensor: DeviceSummaries] = [:]
    /// Whole hours' sample counts, kept for the summaries (`SensorKitDaemon+HourCounts.swift`).
    var hourCounts: [SRSensor: HourCounts] = [:]
    var hourCountInputs: CountInputs?
    package internal(set) var pendingPrompt: AuthorizationPrompt?
    /// Research Sensor & Usage Data collection, the switch at the top of its Settings page.
    package internal(set) var collectionEnabled = true { didSet { authorizationChanges &+= 1 } }
    /// Counts the changes to what `status(of:)`, `isRecording(_:)` and `appHasStake(in:)`
    /// answer (the statuses, the collection switch, the stakes, recording, the app): a reader
    /// of every sensor's answers, such as the phone's state read after each action, reads them
    /// again only when this moved.
    package private(set) var authorizationChanges = 0
    /// The phone is locked and its data-protected store unreadable: fetches fail with
    /// `dataInaccessible` until it is unlocked. Recording goes on.
    package internal(set) var isLocked = false
    /// The timer that ends a lock given a duration (`lock(for:)`).
    var unlockTimer: Int?
    /// Errors injected into the next calls of an API (`injectError(_:forAPI:sensor:times:)`).
    var injectedErrors: [InjectedError] = []
    /// Deliver each call's callbacks before the call returns, instead of when the host pumps
    /// the queue: lets async wrappers built on continuations (Spezi's style) run in a test
    /// without a second thread. Off by default, as iOS answers later.
    package var settlesAfterEachCall = false
    /// Hears how every fetch ended (completed, or failed; not one the delegate stopped).
    package var onFetchFinished: ((FetchOutcome) -> Void)?
    /// Every result handed to a reader, when a test session keeps the record (nil: not kept).
    package var deliveryRecord: DeliveryRecord?
    /// The app is killed during its next fetch (`terminateAppDuringNextFetch`).
    var pendingTermination: ((SRSensor, SRDevice.Kind, Int) -> Void)?

    package init(runtime: DeviceRuntime, app: SensorKitApp, config: SensorKitConfig = SensorKitConfig(), seed: UInt64 = 1,
                watchModel: String? = nil, watchPaired: Bool = true) {
        self.runtime = runtime
        self.app = app
        self.config = config
        self.seed = seed
        self.watchModel = watchModel
        self.routine = ParticipantRoutine(seed: seed, clock: runtime.clock)
        if watchPaired { watchPairedSince = runtime.clock.now - config.lookBack * 2 }
        runtime.register(self)
    }

    /// The current device's daemon, for the app's call `function` in `file` (`SRAbsoluteTime.runtime`).
    static func currentDaemon(_ function: StaticString = #function, _ file: StaticString = #fileID) -> SensorKitDaemon {
        guard let d = SRAbsoluteTime.runtime(function, file).service(SensorKitDaemon.self) else {
            preconditionFailure("SensorKit is not installed on this simulated device")
        }
        return d
    }

    var now: Double { runtime.clock.now }
    /// The iOS version the phone runs: it decides which sensors exist (and, with `SRReader`, which API).
    package var osVersion: OSVersion { runtime.osVersion }
    var bootTime: Double { runtime.clock.bootTime }

    // MARK: Readers

    func attach(_ reader: SRSensorReader) { readers.append(reader) }
    func attach(_ link: ReaderLink) { readerLinks.append(link) }

    /// After the app's `call`: delivers its callbacks now when `settlesAfterEachCall` asks, and
    /// otherwise tells a watching test session that they wait on the queue (the call's name is
    /// made only then: a fetch loop does not build it for nothing).
    func settleIfAsked(after call: @autoclosure () -> String) {
        if settlesAfterEachCall { runtime.runUntilIdle() } else if !runtime.queue.isEmpty, let watch = runtime.unsettledCallWatch {
            watch.noteQueued(by: call())
        }
    }

    /// Delivers `body` to `reader`'s delegate on the queue, if the reader and delegate still exist.
    func deliver(_ reader: SRSensorReader, _ body: @escaping (SRSensorReaderDelegate, SRSensorReader) -> Void) {
        runtime.queue.enqueue { [weak reader] in
            guard let reader, !reader.processEnded, let delegate = reader.delegate else { return }
            body(delegate, reader)
        }
    }
}
