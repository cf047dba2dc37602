import Foundation
import SimCore

/// Recording: who holds a stake in each sensor, and the intervals it recorded.
///
/// A sensor records while anyone holds a stake (this app, another app, a system process) and
/// collection is on; the app's readers only add and drop the app's own stake.
extension SensorKitDaemon {
    package func isRecording(_ sensor: SRSensor) -> Bool { recordingSince[sensor.parentSensor] != nil }
    package func stakeholders(of sensor: SRSensor) -> Set<String> { stakes[sensor.parentSensor] ?? [] }
    package func appHasStake(in sensor: SRSensor) -> Bool { stakeholders(of: sensor).contains(app.bundleIdentifier) }

    func startRecording(_ reader: SRSensorReader) {
        guard !reader.sensor.isDeletionRecordStream else { return }
        do {
            try startRecording(reader.sensor)
            deliver(reader) { $0.sensorReaderWillStartRecording($1) }
        } catch {
            deliver(reader) { $0.sensorReader($1, startRecordingFailedWithError: error) }
        }
    }

    func stopRecording(_ reader: SRSensorReader) {
        guard !reader.sensor.isDeletionRecordStream else { return }
        do {
            try stopRecording(reader.sensor)
            deliver(reader) { $0.sensorReaderDidStopRecording($1) }
        } catch {
            deliver(reader) { $0.sensorReader($1, stopRecordingFailedWithError: error) }
        }
    }

    /// Adds the app's stake in `sensor`, for a reader of either API: one stake per app, so
    /// what an `SRSensorReader` started an `SRReader` of the same sensor can stop.
    func startRecording(_ sensor: SRSensor) throws(SRError) {
        if let error = takeInjectedError(.startRecording, sensor) ?? absenceRefusal("startRecording") ?? recordingRefusal(sensor) { throw error }
        addStake(app.bundleIdentifier, to: sensor)
    }

    /// Drops the app's stake in `sensor`; dropping a stake the app does not hold does nothing.
    func stopRecording(_ sensor: SRSensor) throws(SRError) {
        if let error = takeInjectedError(.stopRecording, sensor) ?? absenceRefusal("stopRecording") ?? recordingRefusal(sensor) { throw error }
        dropStake(app.bundleIdentifier, from: sensor)
    }

    /// Why the app may not start or stop recording `sensor` now.
    private func recordingRefusal(_ sensor: SRSensor) -> SRError? {
        if !app.isEntitled(sensor) { return SRError(.invalidEntitlement) }
        if status(of: sensor) != .authorized { return SRError(.noAuthorization) }
        return nil
    }

    /// Another app or a system process starts recording `sensor` (its data is not this app's
    /// to read unless this app also records, but it keeps the sensor running).
    package func addStake(_ holder: String, to sensor: SRSensor) {
        let sensor = sensor.parentSensor
        var holders = stakes[sensor] ?? []
        let wasEmpty = holders.isEmpty
        guard holders.insert(holder).inserted else { return }
        stakes[sensor] = holders
        if wasEmpty && collectionEnabled {
            recordingSince[sensor] = now
            runtime.record(SensorKitEvent.recordingStarted(sensor: sensor, holder: holder))
        }
    }

    package func dropStake(_ holder: String, from sensor: SRSensor) {
        let sensor = sensor.parentSensor
        guard var holders = stakes[sensor], holders.remove(holder) != nil else { return }
        stakes[sensor] = holders
        if holders.isEmpty {
            closeRecording(sensor)
            runtime.record(SensorKitEvent.recordingStopped(sensor: sensor))
        } else {
            runtime.record(SensorKitEvent.holderStopped(sensor: sensor, holder: holder, remaining: holders.sorted()))
        }
    }

    /// Ends the open recording interval of `sensor`, if any, and stores it.
    func closeRecording(_ sensor: SRSensor) {
        guard let since = recordingSince.removeValue(forKey: sensor) else { return }
        recorded[sensor, default: IntervalSet()].insert(since, now)
    }
}
