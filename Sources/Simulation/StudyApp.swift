import Foundation
import SimCore
import SensorKitSim

/// The simulated study app: written against the simulated SensorKit exactly as a careful
/// real app is, so it doubles as a worked example.
///
/// On launch it requests authorization for its undecided sensors, starts recording the
/// authorized ones, fetches devices, and once a day fetches the newest fetchable window per
/// sensor and device, anchored so that consecutive fetches leave no gaps and no overlaps.
public final class StudyApp: SRSensorReaderDelegate {
    public let profile: StudyProfile
    public let behavior: StudyAppBehavior
    let runtime: DeviceRuntime
    private var readers: [SRSensor: SRSensorReader] = [:]
    private var devices: [SRSensor: [SRDevice]] = [:]
    /// The devices SensorKit last reported for each sensor.
    public func knownDevices(_ sensor: SRSensor) -> [SRDevice] { devices[sensor] ?? [] }
    /// The `to` of the last fetch that completed, per sensor and device: the next fetch's `from`.
    private var anchors: [String: SRAbsoluteTime] = [:]
    private var inFlight: [ObjectIdentifier: (request: SRFetchRequest, results: Int, samples: Int)] = [:]
    private var dailyTimer: Int?
    /// Sensors whose device list is being refreshed for a fetch round.
    private var awaitingDevices: Set<SRSensor> = []

    public private(set) var log: [AppLogEntry] = []
    public private(set) var fetches: [FetchRecord] = []
    /// Called for each log line as it is written.
    public var onLog: ((AppLogEntry) -> Void)?

    public init(profile: StudyProfile, behavior: StudyAppBehavior = StudyAppBehavior(), runtime: DeviceRuntime) {
        self.profile = profile
        self.behavior = behavior
        self.runtime = runtime
    }

    private func write(_ text: String, error: Bool = false) {
        let e = AppLogEntry(time: runtime.clock.now, text: text, isError: error)
        log.append(e)
        onLog?(e)
    }

    private func describe(_ error: Error) -> String {
        if let e = error as? SRError { return "\(e.code) (\(e.code.rawValue))" }
        let ns = error as NSError
        return "\(ns.domain) \(ns.code)"
    }

    // MARK: Lifecycle

    /// Launches the app: readers, authorization, recording, devices, and the daily fetch.
    public func launch() {
        runtime.perform {
            for sensor in profile.sensors where readers[sensor] == nil {
                let reader = SRSensorReader(sensor: sensor)
                reader.delegate = self
                readers[sensor] = reader
            }
            let wanted = profile.sensors.filter {
                !behavior.requestOnlyUndetermined || readers[$0]?.authorizationStatus == .notDetermined
            }
            if wanted.isEmpty {
                write("All sensors already answered; not asking again")
                startAuthorizedSensors()
            } else {
                write("requestAuthorization(\(wanted.map(\.description).joined(separator: ", ")))")
                SRSensorReader.requestAuthorization(sensors: Set(wanted)) { [weak self] error in
                    guard let self else { return }
                    if let error {
                        self.write("requestAuthorization failed: \(self.describe(error))", error: true)
                    } else {
                        self.write("requestAuthorization completed")
                    }
                    self.startAuthorizedSensors()
                }
            }
            scheduleDailyFetch()
        }
    }

    private func startAuthorizedSensors() {
        for sensor in profile.sensors {
            guard let reader = readers[sensor], reader.authorizationStatus == .authorized else { continue }
            if behavior.recordAuthorizedSensors { reader.startRecording() }
            reader.fetchDevices()
        }
    }

    private func scheduleDailyFetch() {
        let clock = runtime.clock
        var next = clock.startOfLocalDay(clock.now) + behavior.dailyFetchAt
        if next <= clock.now { next += 86_400 }
        dailyTimer = runtime.schedule(at: next) { [weak self] in
            guard let self else { return }
            self.fetchNow()
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
                    write("\(sensor): not authorized, skipping fetch")
                    continue
                }
                awaitingDevices.insert(sensor)
                reader.fetchDevices()
            }
        }
    }

    private func fetch(_ reader: SRSensorReader, device: SRDevice) {
        let key = "\(reader.sensor.rawValue)|\(device.kind.rawValue)"
        let now = SRAbsoluteTime.current()
        let to = SRAbsoluteTime(now.rawValue - behavior.fetchLag)
        let from = anchors[key] ?? SRAbsoluteTime(now.rawValue - behavior.firstFetchLookBack)
        guard from < to else { return }
        let request = SRFetchRequest()
        request.from = from
        request.to = to
        request.device = device
        inFlight[ObjectIdentifier(request)] = (request, 0, 0)
        reader.fetch(request)
    }

    // MARK: SRSensorReaderDelegate

    public func sensorReader(_ reader: SRSensorReader, didChange authorizationStatus: SRAuthorizationStatus) {
        write("\(reader.sensor) didChange \(authorizationStatus)")
        if authorizationStatus == .authorized, behavior.recordAuthorizedSensors { reader.startRecording() }
    }

    public func sensorReaderWillStartRecording(_ reader: SRSensorReader) {
        write("\(reader.sensor) willStartRecording")
    }

    public func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error) {
        write("\(reader.sensor) startRecording failed: \(describe(error))", error: true)
    }

    public func sensorReaderDidStopRecording(_ reader: SRSensorReader) {
        write("\(reader.sensor) didStopRecording")
    }

    public func sensorReader(_ reader: SRSensorReader, stopRecordingFailedWithError error: Error) {
        write("\(reader.sensor) stopRecording failed: \(describe(error))", error: true)
    }

    public func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) {
        self.devices[reader.sensor] = devices
        write("\(reader.sensor) didFetch devices: \(devices.isEmpty ? "none yet" : devices.map(\.model).joined(separator: ", "))")
        if awaitingDevices.remove(reader.sensor) != nil {
            for device in devices { fetch(reader, device: device) }
        }
    }

    public func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {
        awaitingDevices.remove(reader.sensor)
        write("\(reader.sensor) fetchDevices failed: \(describe(error))", error: true)
    }

    public func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                             didFetchResult result: SRFetchResult<Any>) -> Bool {
        let id = ObjectIdentifier(fetchRequest)
        inFlight[id]?.results += 1
        inFlight[id]?.samples += result.sampleCount
        return true
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
        let record = FetchRecord(sensor: reader.sensor.description, device: device.model,
                                 from: request.from.rawValue + boot, to: request.to.rawValue + boot,
                                 results: state.results, samples: state.samples,
                                 errorCode: error.map { ($0 as NSError).code }, finishedAt: runtime.clock.now)
        fetches.append(record)
        if let error {
            write("\(reader.sensor) fetch from \(device.model) failed: \(describe(error))", error: true)
        } else {
            anchors["\(reader.sensor.rawValue)|\(device.kind.rawValue)"] = request.to
            write("\(reader.sensor) didCompleteFetch from \(device.model): \(state.results) results, \(state.samples) samples")
        }
    }
}
