import Foundation
import Observation
import SimCore
import SensorKitSim
import CoreMotionSim

/// The built-in study app written on iOS 27's `SRReader`, doing what `StudyApp` does on the
/// delegate API: it requests its undecided sensors, records the authorized ones, reads their
/// devices, and once a day fetches the newest fetchable window per sensor and device, with the
/// windows, anchors and log lines of `StudyAppPlan`.
///
/// Its async code runs as tasks on the device's `DeviceExecutor`, so it advances only when the
/// simulated phone's queue is pumped, in the same order on every run; it hears status changes
/// the way an iOS 27 app does, by observing each reader's `authorizationStatus`.
///
/// Unchecked `Sendable` because its tasks capture it: every one of them runs on the device's
/// executor, inside the one caller's turn that drives the device, as its run-queue callbacks do.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class ReaderStudyApp: StudyAppProcess, @unchecked Sendable {
    let profile: StudyProfile
    let behavior: StudyAppBehavior
    let runtime: DeviceRuntime
    private let plan: StudyAppPlan
    private let executor: DeviceExecutor
    private var readers: [SRSensor: any StudyAppReader] = [:]
    /// Sensors this process has asked SensorKit to record (until it hears they are not authorized).
    private var recordingAsked: Set<SRSensor> = []
    /// How to cancel each task still running, for when the process ends. Their `cancel`, not
    /// the tasks: the first dictionary of `Task<Void, Never>` makes the runtime look up
    /// `Never: Error` by scanning every protocol conformance in the binary, 1.5% of the demo's
    /// start-up.
    private var cancellers: [Int: () -> Void] = [:]
    private var nextTaskID = 0
    private let daily: DailyFetchTimer
    private var motionManager: CMMotionActivityManager?
    var nextDailyFetch: Double? { daily.next }
    private(set) var isRunning = false
    var onLog: ((AppLogEntry) -> Void)?
    var onFetch: ((FetchRecord) -> Void)?
    weak var fetchObserver: FetchObserver?

    init(profile: StudyProfile, behavior: StudyAppBehavior, runtime: DeviceRuntime, storage: StudyAppStorage) {
        self.profile = profile
        self.behavior = behavior
        self.runtime = runtime
        plan = StudyAppPlan(profile: profile, behavior: behavior, runtime: runtime, storage: storage)
        executor = DeviceExecutor(runtime: runtime)
        daily = DailyFetchTimer(runtime: runtime, behavior: behavior)
    }

    private func write(_ event: StudyAppEvent) {
        onLog?(AppLogEntry(time: runtime.clock.now, event: event))
    }

    /// Runs `body` as a task of this process on the device's executor: it starts when the
    /// device's queue reaches it, and ends early if the process does.
    private func start(_ body: @escaping @Sendable () async -> Void) {
        nextTaskID += 1
        let id = nextTaskID
        let task = Task(executorPreference: executor) { [weak self] in
            await body()
            self?.cancellers[id] = nil
        }
        cancellers[id] = task.cancel
    }

    // MARK: Lifecycle

    func launch() {
        isRunning = true
        runtime.perform {
            start { [weak self] in self?.launchSensorKit() }
            daily.start { [weak self] in
                guard let self, self.isRunning else { return }
                self.fetchNow()
                if self.plan.motionTiming != .never { self.queryMotion() }
            }
        }
    }

    /// Makes the readers and asks for the undecided sensors; then records what is authorized.
    private func launchSensorKit() {
        // Weakly linked on an iPad, SensorKit's classes are nil: the app checks before touching them.
        guard SensorKitBundle.isLoaded else {
            write(.sensorKitUnavailable)
            start { [weak self] in await self?.sensorKitRequestDone() }
            if plan.motionTiming == .atLaunch { start { [weak self] in self?.queryMotion() } }
            return
        }
        for sensor in profile.sensors where readers[sensor] == nil {
            // Only an iOS without SRReader refuses a reader, and this app is not run there.
            guard let reader = try? StudyAppReaders.make(sensor) else { continue }
            readers[sensor] = reader
            observe(reader)
        }
        switch plan.launchRequest(status: { readers[$0]?.authorizationStatus ?? .notDetermined }) {
        case .none(let reason):
            write(reason)
            start { [weak self] in await self?.sensorKitRequestDone() }
        case .ask(let wanted):
            write(.requestingAuthorization(wanted))
            let sensors = wanted.compactMap { readers[$0]?.dataSensor }
            // A task that holds the app only weakly while the sheet is up: a phone dropped with
            // the sheet unanswered frees its app and daemons.
            start { [weak self] in
                var failure: Error?
                do { try await SRAuthorizationStatus.requestAuthorization(for: sensors) } catch { failure = error }
                await self?.answered(failure)
            }
        }
        // After the request's task, which shows the sheet: the alert waits under it.
        if plan.motionTiming == .atLaunch { start { [weak self] in self?.queryMotion() } }
    }

    private func answered(_ failure: Error?) async {
        guard isRunning else { return }
        write(failure.map { .authorizationFailed(AppError($0)) } ?? .authorizationCompleted)
        await sensorKitRequestDone()
    }

    /// SensorKit's request is over (or was not needed): record what is authorized, and ask for
    /// Motion & Fitness now if that comes after the sheet.
    private func sensorKitRequestDone() async {
        await startAuthorizedSensors()
        if plan.motionTiming == .afterSheet { queryMotion() }
    }

    func terminate() {
        guard isRunning else { return }
        isRunning = false
        daily.stop()
        for cancel in cancellers.values { cancel() }
        readers.removeAll()
        motionManager = nil
        recordingAsked.removeAll()
    }

    private func startAuthorizedSensors() async {
        for sensor in profile.sensors {
            guard isRunning, let reader = readers[sensor], reader.authorizationStatus == .authorized else { continue }
            await startRecording(reader)
            _ = await devices(of: reader)
        }
    }

    /// Asks SensorKit to record `reader`'s sensor, once: a sensor authorized in the sheet is
    /// heard of twice (its status change, then the request's return).
    private func startRecording(_ reader: any StudyAppReader) async {
        guard behavior.recordAuthorizedSensors, recordingAsked.insert(reader.sensor).inserted else { return }
        do {
            try await reader.startRecording()
            write(.willStartRecording(reader.sensor))
        } catch {
            recordingAsked.remove(reader.sensor)
            write(.startRecordingFailed(reader.sensor, AppError(error)))
        }
    }

    private func devices(of reader: any StudyAppReader) async -> [SRDevice]? {
        do {
            let devices = try await reader.devices
            write(.didFetchDevices(reader.sensor, devices.map(\.model)))
            return devices
        } catch {
            write(.fetchDevicesFailed(reader.sensor, AppError(error)))
            return nil
        }
    }

    // MARK: Authorization status

    /// Hears the next change of `reader`'s status, as an iOS 27 app observes `authorizationStatus`.
    /// Observation calls before the change is made, so the change is read in a task after it.
    private func observe(_ reader: any StudyAppReader) {
        withObservationTracking {
            _ = reader.authorizationStatus
        } onChange: { [weak self, weak reader] in
            // Weakly: the reader keeps this closure until its next change.
            guard let self, let reader else { return }
            self.start { [weak self] in await self?.statusChanged(reader) }
        }
    }

    private func statusChanged(_ reader: any StudyAppReader) async {
        guard isRunning, readers[reader.sensor] === reader else { return }
        observe(reader)
        let status = reader.authorizationStatus
        write(.didChange(reader.sensor, status))
        if status == .authorized { await startRecording(reader) } else { recordingAsked.remove(reader.sensor) }
    }

    // MARK: Fetching

    func fetchNow() {
        runtime.perform { start { [weak self] in await self?.fetchRound() } }
    }

    /// Every authorized sensor's devices first, then one fetch per sensor and device.
    private func fetchRound() async {
        if !SensorKitBundle.isLoaded { return write(.sensorKitUnavailable) }
        var rounds: [(any StudyAppReader, [SRDevice])] = []
        for sensor in profile.sensors {
            guard isRunning, let reader = readers[sensor] else { continue }
            guard reader.authorizationStatus == .authorized else {
                write(.skippingUnauthorized(sensor))
                continue
            }
            if let devices = await devices(of: reader) { rounds.append((reader, devices)) }
        }
        for (reader, devices) in rounds {
            for device in devices where isRunning { fetch(reader, on: device) }
        }
    }

    /// One fetch, read whole: tallied into the fetch's series, or handed to the exporter first.
    private func fetch(_ reader: any StudyAppReader, on device: SRDevice) {
        guard let request = plan.nextFetch(reader.sensor, on: device) else { return }
        let series = FetchSeries(from: request.from, to: request.to)
        let observer = fetchObserver
        let sensor = reader.sensor
        var failure: Error?
        do {
            let read = try reader.readWhole(request, tally: observer == nil ? series : nil) { result in
                series.add(timestamp: result.timestamp, sampleCount: result.sampleCount) { result.sampleValue }
                observer?.received(result, sensor: sensor, request: request)
                return true
            }
            // The stream would have ended quietly: the process is going.
            if read == nil { return }
        } catch {
            failure = error
        }
        let (record, event) = plan.finish(sensor, request, series, error: failure)
        onFetch?(record)
        observer?.finished(record, request: request)
        write(event)
    }

    // MARK: Motion & Fitness

    private func queryMotion() {
        guard isRunning else { return }
        if motionManager == nil { motionManager = CMMotionActivityManager() }
        guard let motionManager else { return }
        plan.queryMotion(motionManager, for: self) { [weak self] in self?.write($0) }
    }
}
