import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim

/// The simulated study app: written against the simulated SensorKit exactly as a careful
/// real app is, so it doubles as a worked example.
///
/// On launch it requests authorization for its undecided sensors, starts recording the
/// authorized ones, fetches devices, and once a day fetches the newest fetchable window per
/// sensor and device, anchored so that consecutive fetches leave no gaps and no overlaps.
public final class StudyApp: NSObject, SRSensorReaderDelegate, FetchTallyingDelegate {
    public let profile: StudyProfile
    public let behavior: StudyAppBehavior
    let runtime: DeviceRuntime
    private var readers: [SRSensor: SRSensorReader] = [:]
    private var devices: [SRSensor: [SRDevice]] = [:]
    /// What to ask for, each fetch's window, and what a fetch leaves behind: shared with `ReaderStudyApp`.
    private let plan: StudyAppPlan
    private var inFlight: [ObjectIdentifier: FetchSeries] = [:]
    private let daily: DailyFetchTimer
    /// When the next nightly fetch runs (wall time), while one is scheduled.
    public var nextDailyFetch: Double? { daily.next }
    /// Sensors this process has asked SensorKit to record (until it stops or fails).
    private var recordingAsked: Set<SRSensor> = []
    /// Sensors whose device list is being refreshed for a fetch round.
    private var awaitingDevices: Set<SRSensor> = []

    package private(set) var log: [AppLogEntry] = []
    package private(set) var fetches: [FetchRecord] = []
    /// Called for each log line as it is written.
    package var onLog: ((AppLogEntry) -> Void)?
    /// Called for each fetch as it finishes.
    package var onFetch: ((FetchRecord) -> Void)?
    /// Sees each accepted result and each finished fetch (an exporter).
    package weak var fetchObserver: FetchObserver?
    private var motionManager: CMMotionActivityManager?
    public private(set) var isRunning = false

    public init(profile: StudyProfile, behavior: StudyAppBehavior = StudyAppBehavior(), runtime: DeviceRuntime,
                storage: StudyAppStorage = StudyAppStorage()) {
        self.profile = profile
        self.behavior = behavior
        self.runtime = runtime
        plan = StudyAppPlan(profile: profile, behavior: behavior, runtime: runtime, storage: storage)
        daily = DailyFetchTimer(runtime: runtime, behavior: behavior)
        super.init()
    }

    private func write(_ event: StudyAppEvent) {
        let e = AppLogEntry(time: runtime.clock.now, event: event)
        log.append(e)
        onLog?(e)
    }

    // MARK: Lifecycle

    /// Launches the app: readers, authorization, recording, devices, and the daily fetch.
    public func launch() {
        isRunning = true
        runtime.perform {
            // Weakly linked on an iPad, SensorKit's classes are nil: the app checks before touching them.
            guard SensorKitBundle.isLoaded else {
                write(.sensorKitUnavailable)
                sensorKitRequestDone()
                return startDailyFetch()
            }
            // The daemon's own initializer: the built-in app stands for one that makes a reader of
            // a sensor newer than the phone's iOS only under `#available`, so it is not warned.
            let sensorKit = runtime.service(SensorKitDaemon.self)
            for sensor in profile.sensors where readers[sensor] == nil {
                let reader = sensorKit.map { SRSensorReader.make(sensor: sensor, daemon: $0) } ?? SRSensorReader(sensor: sensor)
                reader.delegate = self
                readers[sensor] = reader
            }
            switch plan.launchRequest(status: { readers[$0]?.authorizationStatus ?? .notDetermined }) {
            case .none(let reason):
                write(reason)
                sensorKitRequestDone()
            case .ask(let wanted):
                write(.requestingAuthorization(wanted))
                SRSensorReader.requestAuthorization(sensors: Set(wanted)) { [weak self] error in
                    guard let self else { return }
                    if let error {
                        self.write(.authorizationFailed(AppError(error)))
                    } else {
                        self.write(.authorizationCompleted)
                    }
                    self.sensorKitRequestDone()
                }
            }
            startDailyFetch()
        }
    }

    private func startDailyFetch() {
        daily.start { [weak self] in
            guard let self, self.isRunning else { return }
            self.fetchNow()
            if self.motionTiming != .never { self.queryMotion() }
        }
        if motionTiming == .atLaunch { queryMotion() }
    }

    /// SensorKit's request is over (or was not needed): record what is authorized, and ask for
    /// Motion & Fitness now if that comes after the sheet.
    private func sensorKitRequestDone() {
        startAuthorizedSensors()
        if motionTiming == .afterSheet { queryMotion() }
    }

    /// When this app first queries Motion & Fitness (`.never`: it does not use it).
    var motionTiming: MotionQueryTiming { plan.motionTiming }

    /// The process ends (crash, or iOS terminating it): timers and readers go with it.
    public func terminate() {
        guard isRunning else { return }
        isRunning = false
        daily.stop()
        readers.removeAll()
        motionManager = nil
        awaitingDevices.removeAll()
        inFlight.removeAll()
        recordingAsked.removeAll()
    }

    private func startAuthorizedSensors() {
        for sensor in profile.sensors {
            guard let reader = readers[sensor], reader.authorizationStatus == .authorized else { continue }
            startRecording(reader)
            reader.fetchDevices()
        }
    }

    /// Asks SensorKit to record `reader`'s sensor, once: a sensor authorized in the sheet is
    /// heard of twice (its `didChange`, then the request's completion).
    private func startRecording(_ reader: SRSensorReader) {
        guard behavior.recordAuthorizedSensors, recordingAsked.insert(reader.sensor).inserted else { return }
        reader.startRecording()
    }

    // MARK: Fetching

    /// Fetches the newest fetchable window for every authorized sensor, on every device that
    /// has data: first `fetchDevices()`, then one fetch per device it returns.
    public func fetchNow() {
        runtime.perform {
            if !SensorKitBundle.isLoaded { return write(.sensorKitUnavailable) }
            for sensor in profile.sensors {
                guard let reader = readers[sensor] else { continue }
                guard reader.authorizationStatus == .authorized else {
                    write(.skippingUnauthorized(sensor))
                    continue
                }
                awaitingDevices.insert(sensor)
                reader.fetchDevices()
            }
        }
    }

    private func fetch(_ reader: SRSensorReader, device: SRDevice) {
        guard let request = plan.nextFetch(reader.sensor, on: device) else { return }
        inFlight[ObjectIdentifier(request)] = FetchSeries(from: request.from, to: request.to)
        reader.fetch(request)
    }

    // MARK: Motion & Fitness

    private func queryMotion() {
        if motionManager == nil { motionManager = CMMotionActivityManager() }
        guard let motionManager else { return }
        plan.queryMotion(motionManager, for: self) { [weak self] in self?.write($0) }
    }

    // MARK: SRSensorReaderDelegate

    public func sensorReader(_ reader: SRSensorReader, didChange authorizationStatus: SRAuthorizationStatus) {
        write(.didChange(reader.sensor, authorizationStatus))
        if authorizationStatus == .authorized { startRecording(reader) } else { recordingAsked.remove(reader.sensor) }
    }

    public func sensorReaderWillStartRecording(_ reader: SRSensorReader) {
        write(.willStartRecording(reader.sensor))
    }

    public func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error) {
        recordingAsked.remove(reader.sensor)
        write(.startRecordingFailed(reader.sensor, AppError(error)))
    }

    public func sensorReaderDidStopRecording(_ reader: SRSensorReader) {
        recordingAsked.remove(reader.sensor)
        write(.didStopRecording(reader.sensor))
    }

    public func sensorReader(_ reader: SRSensorReader, stopRecordingFailedWithError error: Error) {
        write(.stopRecordingFailed(reader.sensor, AppError(error)))
    }

    public func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) {
        self.devices[reader.sensor] = devices
        write(.didFetchDevices(reader.sensor, devices.map(\.model)))
        if awaitingDevices.remove(reader.sensor) != nil {
            for device in devices { fetch(reader, device: device) }
        }
    }

    public func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {
        awaitingDevices.remove(reader.sensor)
        write(.fetchDevicesFailed(reader.sensor, AppError(error)))
    }

    public func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                             didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        inFlight[ObjectIdentifier(fetchRequest)]?.add(timestamp: result.timestamp, sampleCount: result.sampleCount) {
            result.sampleValue
        }
        fetchObserver?.received(result, sensor: reader.sensor, request: fetchRequest)
        return true
    }

    /// Results are tallied straight into the fetch's counts and sparkline, unless an observer
    /// (an exporter) must see each one.
    package func tally(for request: SRFetchRequest) -> FetchTally? {
        fetchObserver == nil ? inFlight[ObjectIdentifier(request)] : nil
    }

    public func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) {
        finish(reader, fetchRequest, error: nil)
    }

    public func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
        finish(reader, fetchRequest, error: error)
    }

    private func finish(_ reader: SRSensorReader, _ request: SRFetchRequest, error: Error?) {
        guard let series = inFlight.removeValue(forKey: ObjectIdentifier(request)) else { return }
        let (record, event) = plan.finish(reader.sensor, request, series, error: error)
        fetches.append(record)
        onFetch?(record)
        fetchObserver?.finished(record, request: request)
        write(event)
    }
}
