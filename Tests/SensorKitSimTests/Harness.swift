import Foundation
import SimCore
@testable import SensorKitSim

/// 2026-03-02 08:00 UTC, a Monday.
let testStart = Date(timeIntervalSince1970: 1_772_438_400)
let hour = 3600.0
let day = 86_400.0

/// A phone with SensorKit installed and a prompter that answers as the test says.
struct Phone {
    let runtime: DeviceRuntime
    let daemon: SensorKitDaemon
    let prompter: ScriptedPrompter

    init(entitled: Set<SRSensor>? = [.accelerometer, .rotationRate, .ambientLightSensor, .onWristState, .heartRate],
         seed: UInt64 = 7, watch: Bool = true, config: SensorKitConfig = SensorKitConfig(), hasUsageDetail: Bool = true) {
        runtime = DeviceRuntime(clock: VirtualClock(start: testStart))
        daemon = SensorKitDaemon(runtime: runtime,
                                 app: SensorKitApp(bundleIdentifier: "org.example.study", displayName: "Sleep Study",
                                                   entitledSensors: entitled, hasUsageDetail: hasUsageDetail),
                                 config: config, seed: seed, watchPaired: watch)
        prompter = ScriptedPrompter()
        daemon.prompter = prompter
    }

    func reader(_ sensor: SRSensor, _ delegate: Recorder) -> SRSensorReader {
        let r = SRSensorReader.make(sensor: sensor, daemon: daemon)
        r.delegate = delegate
        return r
    }

    /// Requests authorization and pumps; returns the completion's error (or "pending").
    @discardableResult
    func request(_ sensors: Set<SRSensor>) -> CompletionBox {
        let box = CompletionBox()
        runtime.perform {
            SRSensorReader.requestAuthorization(sensors: sensors) { box.done = true; box.error = $0 }
        }
        runtime.runUntilIdle()
        return box
    }

    /// Authorizes sensors directly and starts this app's recording of them.
    func authorizeAndRecord(_ sensors: [SRSensor], _ delegate: Recorder) -> [SRSensorReader] {
        prompter.answer = { p in .answered(Dictionary(uniqueKeysWithValues: p.sensors.map { ($0, true) })) }
        request(Set(sensors))
        let readers = sensors.map { reader($0, delegate) }
        for r in readers { r.startRecording() }
        runtime.runUntilIdle()
        return readers
    }

    var now: SRAbsoluteTime { SRAbsoluteTime(runtime.clock.continuousNow) }

    func request(from: Double, to: Double, device: SRDevice? = nil) -> SRFetchRequest {
        let r = SRFetchRequest()
        r.from = SRAbsoluteTime(runtime.clock.continuousNow + from)
        r.to = SRAbsoluteTime(runtime.clock.continuousNow + to)
        if let device { r.device = device }
        return r
    }
}

final class CompletionBox {
    var done = false
    var error: Error?
    var nsError: NSError? { error.map { $0 as NSError } }
}

final class ScriptedPrompter: SensorKitPrompter {
    var shown: [[SRSensor]] = []
    var pending: AuthorizationPrompt?
    /// Returns the answer, or nil to leave the sheet open.
    var answer: (AuthorizationPrompt) -> AuthorizationPrompt.Outcome? = { _ in nil }

    func present(_ prompt: AuthorizationPrompt) {
        shown.append(prompt.sensors)
        if let a = answer(prompt) { prompt.finish(a) } else { pending = prompt }
    }
}

/// Records every delegate callback as a line, and the fetched results.
final class Recorder: NSObject, SRSensorReaderDelegate {
    var log: [String] = []
    var results: [(sample: Any, timestamp: SRAbsoluteTime)] = []
    /// Each result's `sourceDevice`, in order.
    var sources: [SRSourceDevice?] = []
    var sampleCount = 0
    var stopAfter: Int?

    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        results.append((result.sample, result.timestamp))
        sources.append(result.sourceDevice)
        if let a = result.sample as? [CMRecordedAccelerometerData] { sampleCount += a.count } else { sampleCount += 1 }
        if let stopAfter, results.count >= stopAfter { log.append("\(reader.sensor) stop"); return false }
        return true
    }
    func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) {
        log.append("\(reader.sensor) didCompleteFetch \(results.count)")
    }
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
        log.append("\(reader.sensor) fetchFailed \((error as NSError).code)")
    }
    func sensorReader(_ reader: SRSensorReader, didChange authorizationStatus: SRAuthorizationStatus) {
        log.append("\(reader.sensor) didChange \(authorizationStatus)")
    }
    func sensorReaderWillStartRecording(_ reader: SRSensorReader) { log.append("\(reader.sensor) willStartRecording") }
    func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error) {
        log.append("\(reader.sensor) startFailed \((error as NSError).code)")
    }
    func sensorReaderDidStopRecording(_ reader: SRSensorReader) { log.append("\(reader.sensor) didStopRecording") }
    func sensorReader(_ reader: SRSensorReader, stopRecordingFailedWithError error: Error) {
        log.append("\(reader.sensor) stopFailed \((error as NSError).code)")
    }
    func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) {
        log.append("\(reader.sensor) devices \(devices.map(\.model).joined(separator: ","))")
    }
    func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {
        log.append("\(reader.sensor) devicesFailed \((error as NSError).code)")
    }
}
