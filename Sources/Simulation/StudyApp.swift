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
    /// Anchors that survive relaunches, as a real app keeps them on disk.
    private let storage: StudyAppStorage
    private var inFlight: [ObjectIdentifier: InFlightFetch] = [:]

    /// A fetch in progress: counts, and a series of at most `maxValues` values, the first result
    /// in each of that many equal slices of the window. Only those results' samples are built
    /// (and of a batch only its first sample): a day of 50 Hz data is counted, not decoded, so a
    /// year of daily fetches takes seconds. SensorKit tallies the results here directly unless
    /// something else must see them (`fetchObserver`).
    private final class InFlightFetch: FetchTally {
        let from: Double
        let span: Double
        var results = 0
        var samples = 0
        var values: [Double] = []
        /// The first slice whose value is still to be read.
        var nextSlice = 0
        static let maxValues = 120

        init(from: SRAbsoluteTime, to: SRAbsoluteTime) {
            self.from = from.rawValue
            span = to.rawValue - from.rawValue
        }

        func add(timestamp: SRAbsoluteTime, sampleCount: Int, leadingSample: () -> Any) {
            results += 1
            samples += sampleCount
            let position = span > 0 ? (timestamp.rawValue - from) / span * Double(Self.maxValues) : 0
            let slice = Int(min(max(position, 0), Double(Self.maxValues)).rounded(.down))
            guard slice >= nextSlice, let v = SampleScalar.value(leadingSample()) else { return }
            values.append(v)
            nextSlice = slice + 1
        }
    }
    private var dailyTimer: Int?
    /// When the next nightly fetch runs (wall time), while one is scheduled.
    public private(set) var nextDailyFetch: Double?
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
        self.storage = storage
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
            for sensor in profile.sensors where readers[sensor] == nil {
                let reader = SRSensorReader(sensor: sensor)
                reader.delegate = self
                readers[sensor] = reader
            }
            let wanted = profile.sensors.filter {
                !behavior.requestOnlyUndetermined || readers[$0]?.authorizationStatus == .notDetermined
            }
            if profile.sensors.isEmpty {
                write(.nothingToRequest)
                sensorKitRequestDone()
            } else if wanted.isEmpty {
                write(.allAnswered)
                sensorKitRequestDone()
            } else {
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
            scheduleDailyFetch()
            if motionTiming == .atLaunch { queryMotion() }
        }
    }

    /// SensorKit's request is over (or was not needed): record what is authorized, and ask for
    /// Motion & Fitness now if that comes after the sheet.
    private func sensorKitRequestDone() {
        startAuthorizedSensors()
        if motionTiming == .afterSheet { queryMotion() }
    }

    /// When this app first queries Motion & Fitness (`.never`: it does not use it).
    var motionTiming: MotionQueryTiming { behavior.motionTiming(for: profile) }

    /// The process ends (crash, or iOS terminating it): timers and readers go with it.
    public func terminate() {
        guard isRunning else { return }
        isRunning = false
        if let dailyTimer { runtime.cancelTimer(dailyTimer) }
        dailyTimer = nil
        nextDailyFetch = nil
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

    private func scheduleDailyFetch() {
        let next = behavior.nextDailyFetch(runtime.clock)
        nextDailyFetch = next
        dailyTimer = runtime.schedule(at: next) { [weak self] in
            guard let self, self.isRunning else { return }
            self.fetchNow()
            if self.motionTiming != .never { self.queryMotion() }
            self.scheduleDailyFetch()
        }
    }

    // MARK: Fetching

    /// Fetches the newest fetchable window for every authorized sensor, on every device that
    /// has data: first `fetchDevices()`, then one fetch per device it returns.
    public func fetchNow() {
        runtime.perform {
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
        let key = SensorOnDevice(reader.sensor, device.kind)
        let now = SRAbsoluteTime.current()
        let to = SRAbsoluteTime(now.rawValue - behavior.fetchLag)
        // A window is `(from, to]`, so the next one starts where the last ended: a sample stamped
        // exactly at the boundary was read by the last window and is not read again.
        let from = storage.anchors[key] ?? SRAbsoluteTime(now.rawValue - behavior.firstFetchLookBack)
        guard from < to else { return }
        let request = SRFetchRequest()
        request.from = from
        request.to = to
        request.device = device
        inFlight[ObjectIdentifier(request)] = InFlightFetch(from: from, to: to)
        reader.fetch(request)
    }

    // MARK: Motion & Fitness

    /// Queries activity since the last query (the last 24 hours the first time). The first
    /// query while undecided shows the Motion & Fitness alert; a denial answers with 105.
    private func queryMotion() {
        let now = runtime.clock.date
        let from = storage.motionAnchor ?? now.addingTimeInterval(-86_400)
        if motionManager == nil { motionManager = CMMotionActivityManager() }
        write(.motionQuery(from: Self.stamp(from), to: Self.stamp(now)))
        motionManager?.queryActivityStarting(from: from, to: now, to: .main) { [weak self] activities, error in
            guard let self else { return }
            if let error = error as NSError? {
                if error.domain == CMErrorDomain, error.code == Int(CMErrorMotionActivityNotAuthorized.rawValue) {
                    self.write(.motionNotAuthorized)
                } else if error.domain == CMErrorDomain, error.code == Int(CMErrorUnknown.rawValue) {
                    // Nothing was recorded in the window: the next query starts from here.
                    self.storage.motionAnchor = now
                    self.write(.motionQueryEmpty(since: Self.stamp(from)))
                } else {
                    self.write(.motionQueryFailed(AppError(domain: error.domain, code: error.code)))
                }
                return
            }
            self.storage.motionAnchor = now
            self.write(.motionQueryResult(activities: activities?.count ?? 0))
        }
    }

    private static func stamp(_ d: Date) -> String {
        let f = ISO8601DateFormatter()
        return f.string(from: d)
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
        guard let state = inFlight.removeValue(forKey: ObjectIdentifier(request)) else { return }
        let device = request.device
        let boot = runtime.clock.bootTime
        let record = FetchRecord(sensor: reader.sensor, device: device,
                                 from: request.from.rawValue + boot, to: request.to.rawValue + boot,
                                 results: state.results, samples: state.samples,
                                 errorCode: error.map { ($0 as NSError).code }, finishedAt: runtime.clock.now)
        fetches.append(record)
        onFetch?(record)
        fetchObserver?.finished(record, request: request)
        if let error {
            write(.fetchFailed(record, AppError(error)))
        } else {
            let key = SensorOnDevice(reader.sensor, device.kind)
            storage.anchors[key] = request.to
            if !state.values.isEmpty { storage.lastValues[key] = state.values }
            write(.fetchCompleted(record))
        }
    }
}
