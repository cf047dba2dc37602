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
    /// The Watch's product type (`Watch6,18`, a scenario's `watch:`); absent: SensorKit's default Watch.
    package var watchModel: String?

    /// A problem with what a file says, naming the key path.
    package struct Problem: Error, Equatable { package let message: String }

    static func spans(_ set: IntervalSet) -> [[Double]] { set.intervals.map { [$0.lower, $0.upper] } }

    static func set(_ spans: [[Double]], at key: String, now: Double) throws(Problem) -> IntervalSet {
        var checked: [IntervalSet.Interval] = []
        checked.reserveCapacity(spans.count)
        for span in spans {
            guard span.count == 2, span[0].isFinite, span[1].isFinite, span[0] <= span[1] else {
                throw Problem(message: "\(key): a span is two times, the first not after the second; got \(span)")
            }
            // What was recorded or paired is past: a span after the saved clock has not happened.
            guard span[1] <= now else {
                throw Problem(message: "\(key): a span ends after the saved clock (\(now)); got \(span)")
            }
            checked.append(IntervalSet.Interval(span[0], span[1]))
        }
        return IntervalSet(merging: checked)
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
        s.watchModel = watchModel
        return s
    }

    /// Puts back what `saved` holds, on a phone whose app has not launched. Checked whole before
    /// anything changes, so a bad file changes nothing.
    package func restore(_ saved: SavedSensorKit) throws(SavedSensorKit.Problem) {
        let checked = try saved.checked(now: now)
        statuses = checked.statuses
        collectionEnabled = saved.collectionEnabled
        stakes = checked.stakes
        recordingSince = checked.recordingSince
        recorded = checked.recorded
        deleted = checked.deleted
        watchPairedSince = saved.watchPairedSince
        watchPaired = checked.watchPaired
        watchModel = saved.watchModel
        summaries.removeAll()
        hourCounts.removeAll()
    }
}

extension SavedSensorKit {
    /// What a saved participant's SensorKit part says, read into the daemon's types.
    package struct Checked {
        var statuses: [SRSensor: SRAuthorizationStatus] = [:]
        var stakes: [SRSensor: Set<String>] = [:]
        var recordingSince: [SRSensor: Double] = [:]
        var recorded: [SRSensor: IntervalSet] = [:]
        var deleted: [SRSensor: IntervalSet] = [:]
        var watchPaired = IntervalSet()
    }

    /// The one check of what a file says (sensor names, statuses, spans, times not after the
    /// saved clock `now`): resuming and `consent-sim state` both ask it, so a file one refuses
    /// the other does not print as whole.
    package func checked(now: Double) throws(Problem) -> Checked {
        var c = Checked()
        for (name, text) in statuses {
            let sensor = try Self.sensor(name, at: "sensorKit.statuses")
            guard let status = [SRAuthorizationStatus.notDetermined, .authorized, .denied].first(where: { $0.description == text }) else {
                throw Problem(message: "sensorKit.statuses.\(name): expected notDetermined, authorized or denied, got \(text)")
            }
            c.statuses[sensor] = status
        }
        for (name, holders) in stakes { c.stakes[try Self.sensor(name, at: "sensorKit.stakes")] = Set(holders) }
        for (name, t) in recordingSince {
            guard t.isFinite, t <= now else {
                throw Problem(message: "sensorKit.recordingSince.\(name): a time not after the saved clock, got \(t)")
            }
            c.recordingSince[try Self.sensor(name, at: "sensorKit.recordingSince")] = t
        }
        for (name, spans) in recorded {
            c.recorded[try Self.sensor(name, at: "sensorKit.recorded")] = try Self.set(spans, at: "sensorKit.recorded.\(name)", now: now)
        }
        for (name, spans) in deleted {
            c.deleted[try Self.sensor(name, at: "sensorKit.deleted")] = try Self.set(spans, at: "sensorKit.deleted.\(name)", now: now)
        }
        if let since = watchPairedSince, !(since.isFinite && since <= now) {
            throw Problem(message: "sensorKit.watchPairedSince: a time not after the saved clock, got \(since)")
        }
        c.watchPaired = try Self.set(watchPaired, at: "sensorKit.watchPaired", now: now)
        if let model = watchModel, !SRDevice.isWatchProductType(model) {
            throw Problem(message: "sensorKit.watchModel: a model is written as Apple's identifier, such as Watch7,12; got \(model)")
        }
        return c
    }
}
