import SimCore

/// What SensorKit holds for one participant, as a saved participant keeps it: statuses, the
/// collection switch, who records what since when, and which spans were recorded and deleted.
/// Samples are not saved: they are generated again from the seed for the spans recorded.
/// Sensors are named as scenarios write them (`accelerometer`), statuses by their case names.
package struct SavedSensorKit: Codable, Equatable, Sendable {
    package var statuses: [String: String] = [:]
    package var collectionEnabled = true
    package var stakes: [String: [String]] = [:]
    package var recordingSince: [String: Double] = [:]
    package var recorded: [String: [[Double]]] = [:]
    package var deleted: [String: [[Double]]] = [:]
    package var watchPairedSince: Double?
    package var watchPaired: [[Double]] = []

    /// A problem with what a file says, naming the key path.
    package struct Problem: Error, Equatable { package let message: String }

    static func spans(_ set: IntervalSet) -> [[Double]] { set.intervals.map { [$0.lower, $0.upper] } }

    static func set(_ spans: [[Double]], at key: String) throws(Problem) -> IntervalSet {
        var set = IntervalSet()
        for span in spans {
            guard span.count == 2, span[0].isFinite, span[1].isFinite, span[0] <= span[1] else {
                throw Problem(message: "\(key): a span is two times, the first not after the second; got \(span)")
            }
            set.insert(span[0], span[1])
        }
        return set
    }

    static func sensor(_ name: String, at key: String) throws(Problem) -> SRSensor {
        guard let sensor = SensorCatalog.sensor(named: name) else { throw Problem(message: "\(key): unknown sensor \"\(name)\"") }
        return sensor
    }
}

extension SensorKitDaemon {
    /// The participant's SensorKit state now, open recordings included.
    package var saved: SavedSensorKit {
        var s = SavedSensorKit()
        func name(_ sensor: SRSensor) -> String { SensorCatalog.info(for: sensor)?.swiftName ?? sensor.rawValue }
        for (sensor, status) in statuses { s.statuses[name(sensor)] = status.description }
        s.collectionEnabled = collectionEnabled
        for (sensor, holders) in stakes where !holders.isEmpty { s.stakes[name(sensor)] = holders.sorted() }
        for (sensor, since) in recordingSince { s.recordingSince[name(sensor)] = since }
        for (sensor, set) in recorded where !set.isEmpty { s.recorded[name(sensor)] = SavedSensorKit.spans(set) }
        for (sensor, set) in deleted where !set.isEmpty { s.deleted[name(sensor)] = SavedSensorKit.spans(set) }
        s.watchPairedSince = watchPairedSince
        s.watchPaired = SavedSensorKit.spans(watchPaired)
        return s
    }

    /// Puts back what `saved` holds, on a phone whose app has not launched. Checked whole before
    /// anything changes, so a bad file changes nothing.
    package func restore(_ saved: SavedSensorKit) throws(SavedSensorKit.Problem) {
        var newStatuses: [SRSensor: SRAuthorizationStatus] = [:]
        for (name, text) in saved.statuses {
            let sensor = try SavedSensorKit.sensor(name, at: "sensorKit.statuses")
            guard let status = [SRAuthorizationStatus.notDetermined, .authorized, .denied].first(where: { $0.description == text }) else {
                throw SavedSensorKit.Problem(message: "sensorKit.statuses.\(name): expected notDetermined, authorized or denied, got \(text)")
            }
            newStatuses[sensor] = status
        }
        var newStakes: [SRSensor: Set<String>] = [:], since: [SRSensor: Double] = [:]
        for (name, holders) in saved.stakes { newStakes[try SavedSensorKit.sensor(name, at: "sensorKit.stakes")] = Set(holders) }
        for (name, t) in saved.recordingSince {
            guard t.isFinite, t <= now else {
                throw SavedSensorKit.Problem(message: "sensorKit.recordingSince.\(name): a time not after the saved clock, got \(t)")
            }
            since[try SavedSensorKit.sensor(name, at: "sensorKit.recordingSince")] = t
        }
        var newRecorded: [SRSensor: IntervalSet] = [:], newDeleted: [SRSensor: IntervalSet] = [:]
        for (name, spans) in saved.recorded {
            newRecorded[try SavedSensorKit.sensor(name, at: "sensorKit.recorded")] = try SavedSensorKit.set(spans, at: "sensorKit.recorded.\(name)")
        }
        for (name, spans) in saved.deleted {
            newDeleted[try SavedSensorKit.sensor(name, at: "sensorKit.deleted")] = try SavedSensorKit.set(spans, at: "sensorKit.deleted.\(name)")
        }
        let paired = try SavedSensorKit.set(saved.watchPaired, at: "sensorKit.watchPaired")
        statuses = newStatuses
        collectionEnabled = saved.collectionEnabled
        stakes = newStakes
        recordingSince = since
        recorded = newRecorded
        deleted = newDeleted
        watchPairedSince = saved.watchPairedSince
        watchPaired = paired
        summaries.removeAll()
        hourCounts.removeAll()
    }
}
