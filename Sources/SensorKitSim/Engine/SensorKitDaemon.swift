import Foundation
import SimCore

/// The simulated SensorKit service on one phone: authorization, recording stakes, the data
/// store (as intervals, samples generated on demand), deletions, and callback delivery.
///
/// Every `SRSensorReader` call lands here and is answered through the device's `RunQueue`, in
/// call order. The daemon never blocks and never uses threads.
public final class SensorKitDaemon {
    public let runtime: DeviceRuntime
    public var config: SensorKitConfig
    public var app: SensorKitApp
    public weak var prompter: SensorKitPrompter?
    public let seed: UInt64
    public let phone: SRDevice
    public let watch: SRDevice
    public let routine: ParticipantRoutine

    /// Stored per sensor; reads apply the global switch (`status(of:)`).
    private var statuses: [SRSensor: SRAuthorizationStatus] = [:]
    private var readers: [WeakReader] = []
    /// Who keeps each sensor recording: this app's bundle id and any other stakeholders.
    private var stakes: [SRSensor: Set<String>] = [:]
    private var recordingSince: [SRSensor: Double] = [:]
    private var recorded: [SRSensor: IntervalSet] = [:]
    private var deleted: [SRSensor: IntervalSet] = [:]
    private var userDeletions: [SRSensor: [(record: SRDeletionRecord, time: Double)]] = [:]
    private var watchPairedSince: Double?
    private var watchPaired = IntervalSet()
    public private(set) var pendingPrompt: AuthorizationPrompt?
    /// Research Sensor & Usage Data collection, the switch at the top of its Settings page.
    public private(set) var collectionEnabled = true
    /// The phone is locked and its data-protected store unreadable: fetches fail with
    /// `dataInaccessible` until it is unlocked. Recording goes on.
    public var isLocked = false

    public init(runtime: DeviceRuntime, app: SensorKitApp, config: SensorKitConfig = SensorKitConfig(), seed: UInt64 = 1,
                phone: SRDevice = .defaultPhone(), watch: SRDevice = .defaultWatch(), watchPaired: Bool = true) {
        self.runtime = runtime
        self.app = app
        self.config = config
        self.seed = seed
        self.phone = phone
        self.watch = watch
        self.routine = ParticipantRoutine(seed: seed, clock: runtime.clock)
        if watchPaired { watchPairedSince = runtime.clock.now - config.lookBack * 2 }
        runtime.register(self)
    }

    static func currentDaemon() -> SensorKitDaemon {
        guard let d = SRAbsoluteTime.runtime().service(SensorKitDaemon.self) else {
            preconditionFailure("SensorKit is not installed on this simulated device")
        }
        return d
    }

    private var now: Double { runtime.clock.now }
    private var bootTime: Double { runtime.clock.bootTime }

    // MARK: Readers

    private struct WeakReader { weak var reader: SRSensorReader? }

    func attach(_ reader: SRSensorReader) {
        readers.removeAll { $0.reader == nil }
        readers.append(WeakReader(reader: reader))
    }

    /// Delivers `body` to `reader`'s delegate on the queue, if the reader and delegate still exist.
    private func deliver(_ reader: SRSensorReader, _ body: @escaping (SRSensorReaderDelegate, SRSensorReader) -> Void) {
        runtime.queue.enqueue { [weak reader] in
            guard let reader, let delegate = reader.delegate else { return }
            body(delegate, reader)
        }
    }

    // MARK: Authorization

    /// The status an app sees: a denied sensor, or any decided sensor while collection is off, reads `denied`.
    public func status(of sensor: SRSensor) -> SRAuthorizationStatus {
        let s = statuses[sensor.parentSensor] ?? .notDetermined
        if !collectionEnabled && s == .authorized { return .denied }
        return s
    }

    func requestAuthorization(sensors: Set<SRSensor>, completion: @escaping (Error?) -> Void) {
        let complete: (Error?) -> Void = { [runtime] error in runtime.queue.enqueue { completion(error) } }
        let names = sensors.map(\.description).sorted().joined(separator: ", ")
        guard let entitled = app.entitledSensors else {
            runtime.record(.authorization, "requestAuthorization(\(names)): no SensorKit entitlement → invalidEntitlement")
            return complete(SRError(.invalidEntitlement))
        }
        guard app.hasUsageDetail else {
            runtime.record(.authorization, "requestAuthorization(\(names)): Info.plist has no NSSensorKitUsageDetail → 8197")
            return complete(SRError.PrivateCode.missingInfoPlistKey.nsError)
        }
        let requested = Set(sensors.map(\.parentSensor))
        let unentitled = requested.subtracting(entitled)
        if !unentitled.isEmpty {
            let list = unentitled.map(\.description).sorted().joined(separator: ", ")
            runtime.record(.authorization, "Lacking entitlement to request authorization for \(list)")
            if config.unentitledRequest == .failWholeRequest { return complete(SRError(.invalidEntitlement)) }
        }
        let ask = SensorCatalog.all.map(\.sensor).filter {
            requested.contains($0) && entitled.contains($0) && status(of: $0) == .notDetermined
        }
        let finalError: Error? = unentitled.isEmpty ? nil : SRError(.invalidEntitlement)
        if ask.isEmpty {
            if let finalError { return complete(finalError) }
            runtime.record(.authorization, "requestAuthorization(\(names)): every sensor already answered → promptDeclined (8201)")
            return complete(SRError(.promptDeclined, underlying: .noNewAuthorizationGroupsRequested))
        }
        guard pendingPrompt == nil else {
            return complete(SRError(.promptDeclined, underlying: .promptBusy))
        }
        guard let prompter else {
            runtime.record(.prompt, "No one can present the sheet → promptDeclined")
            return complete(SRError(.promptDeclined))
        }
        let prompt = AuthorizationPrompt(sensors: ask, appName: app.displayName, collectionDisabled: !collectionEnabled) {
            [weak self] outcome in
            guard let self else { return }
            self.pendingPrompt = nil
            switch outcome {
            case .cancelled:
                self.runtime.record(.prompt, "Sheet cancelled → promptDeclined")
                complete(SRError(.promptDeclined))
            case .answered(let answers):
                for sensor in ask {
                    guard let allow = answers[sensor] else { continue }
                    self.setStatus(allow ? .authorized : .denied, for: sensor, source: "sheet")
                }
                complete(finalError)
            }
        }
        pendingPrompt = prompt
        runtime.record(.prompt, "Research Sensor & Usage Data sheet: \(ask.map(\.description).joined(separator: ", "))")
        prompter.present(prompt)
    }

    /// Changes a sensor's authorization, as the sheet or Settings does. Every reader of the
    /// sensor hears `didChange`; switching a sensor off drops this app's recording stake.
    public func setStatus(_ newStatus: SRAuthorizationStatus, for sensor: SRSensor, source: String = "Settings") {
        let sensor = sensor.parentSensor
        let before = status(of: sensor)
        statuses[sensor] = newStatus
        let after = status(of: sensor)
        runtime.record(.authorization, "\(sensor) → \(newStatus) (\(source))")
        if newStatus == .denied { dropStake(app.bundleIdentifier, from: sensor) }
        if before != after { announce(after, for: sensor) }
    }

    private func announce(_ status: SRAuthorizationStatus, for sensor: SRSensor) {
        for r in readers {
            guard let reader = r.reader, reader.sensor.parentSensor == sensor else { continue }
            deliver(reader) { $0.sensorReader($1, didChange: status) }
        }
    }

    /// The global Research Sensor & Usage Data switch. Off: nothing records, decided sensors read `denied`.
    public func setCollectionEnabled(_ enabled: Bool) {
        guard enabled != collectionEnabled else { return }
        let before = Dictionary(uniqueKeysWithValues: SensorCatalog.all.map { ($0.sensor, status(of: $0.sensor)) })
        for sensor in Array(stakes.keys) { closeRecording(sensor) }
        collectionEnabled = enabled
        if enabled { for (sensor, holders) in stakes where !holders.isEmpty { recordingSince[sensor] = now } }
        runtime.record(.settings, "Research Sensor & Usage Data collection \(enabled ? "on" : "off")")
        for (sensor, old) in before where status(of: sensor) != old { announce(status(of: sensor), for: sensor) }
    }

    // MARK: Recording

    public func isRecording(_ sensor: SRSensor) -> Bool { recordingSince[sensor.parentSensor] != nil }
    public func stakeholders(of sensor: SRSensor) -> Set<String> { stakes[sensor.parentSensor] ?? [] }
    public func appHasStake(in sensor: SRSensor) -> Bool { stakeholders(of: sensor).contains(app.bundleIdentifier) }

    func startRecording(_ reader: SRSensorReader) {
        guard !reader.sensor.isDeletionRecordStream else { return }
        let sensor = reader.sensor
        if !app.isEntitled(sensor) {
            return deliver(reader) { $0.sensorReader($1, startRecordingFailedWithError: SRError(.invalidEntitlement)) }
        }
        if status(of: sensor) != .authorized {
            return deliver(reader) { $0.sensorReader($1, startRecordingFailedWithError: SRError(.noAuthorization)) }
        }
        addStake(app.bundleIdentifier, to: sensor)
        deliver(reader) { $0.sensorReaderWillStartRecording($1) }
    }

    func stopRecording(_ reader: SRSensorReader) {
        guard !reader.sensor.isDeletionRecordStream else { return }
        let sensor = reader.sensor
        if !app.isEntitled(sensor) {
            return deliver(reader) { $0.sensorReader($1, stopRecordingFailedWithError: SRError(.invalidEntitlement)) }
        }
        if status(of: sensor) != .authorized {
            return deliver(reader) { $0.sensorReader($1, stopRecordingFailedWithError: SRError(.noAuthorization)) }
        }
        dropStake(app.bundleIdentifier, from: sensor)
        deliver(reader) { $0.sensorReaderDidStopRecording($1) }
    }

    /// Another app or a system process starts recording `sensor` (its data is not this app's
    /// to read unless this app also records, but it keeps the sensor running).
    public func addStake(_ holder: String, to sensor: SRSensor) {
        let sensor = sensor.parentSensor
        var holders = stakes[sensor] ?? []
        let wasEmpty = holders.isEmpty
        guard holders.insert(holder).inserted else { return }
        stakes[sensor] = holders
        if wasEmpty && collectionEnabled {
            recordingSince[sensor] = now
            runtime.record(.recording, "\(sensor) recording started (\(holder))")
        }
    }

    public func dropStake(_ holder: String, from sensor: SRSensor) {
        let sensor = sensor.parentSensor
        guard var holders = stakes[sensor], holders.remove(holder) != nil else { return }
        stakes[sensor] = holders
        if holders.isEmpty {
            closeRecording(sensor)
            runtime.record(.recording, "\(sensor) recording stopped: no stakeholder left")
        } else {
            runtime.record(.recording, "\(sensor): \(holder) stopped; still recording for \(holders.sorted().joined(separator: ", "))")
        }
    }

    private func closeRecording(_ sensor: SRSensor) {
        guard let since = recordingSince.removeValue(forKey: sensor) else { return }
        recorded[sensor, default: IntervalSet()].insert(since, now)
    }

    // MARK: Devices

    public var isWatchPaired: Bool { watchPairedSince != nil }

    public func setWatchPaired(_ paired: Bool) {
        if paired, watchPairedSince == nil {
            watchPairedSince = now
        } else if !paired, let since = watchPairedSince {
            watchPaired.insert(since, now)
            watchPairedSince = nil
        } else { return }
        runtime.record(.settings, paired ? "Apple Watch paired" : "Apple Watch unpaired")
    }

    // MARK: The store

    /// Wall-time intervals in which `sensor` has stored samples from `device` (before the
    /// look-back and holding rules).
    public func storedIntervals(_ sensor: SRSensor, device: SRDevice.Kind) -> IntervalSet {
        let sensor = sensor.parentSensor
        guard let info = SensorCatalog.info(for: sensor) else { return IntervalSet() }
        var set = recorded[sensor] ?? IntervalSet()
        if let since = recordingSince[sensor] { set.insert(since, now) }
        switch device {
        case .iPhone:
            guard info.recordsOnIPhone else { return IntervalSet() }
        case .appleWatch:
            guard info.recordsOnWatch else { return IntervalSet() }
            var paired = watchPaired
            if let since = watchPairedSince { paired.insert(since, now) }
            set = set.intersection(paired)
        }
        if let d = deleted[sensor] { set = set.subtracting(d) }
        return set.clipped(to: now - config.lookBack, now)
    }

    /// The window an app may fetch now: `(now − look-back, now − holding period]`, as wall times.
    public func fetchableWindow(_ sensor: SRSensor) -> (lower: Double, upper: Double) {
        (now - config.lookBack, now - config.holdingPeriod(for: sensor))
    }

    func context(_ device: SRDevice.Kind) -> GenerationContext {
        GenerationContext(seed: seed, device: device, routine: routine, bootTime: bootTime, rates: config.rates)
    }

    /// What the dashboard shows for one sensor on one device.
    public func summary(_ sensor: SRSensor, device: SRDevice.Kind) -> StoreSummary {
        let stored = storedIntervals(sensor, device: device)
        let generator = SampleGenerators.generator(for: sensor)
        let ctx = context(device)
        let (lo, hi) = fetchableWindow(sensor)
        let total = generator?.sampleCount(in: stored, ctx) ?? 0
        let held = generator?.sampleCount(in: stored.clipped(to: hi, now), ctx) ?? 0
        return StoreSummary(samples: total, heldSamples: held, fetchableLower: lo, fetchableUpper: hi,
                            hasGenerator: generator != nil)
    }

    // MARK: Deletion

    /// Which data "Delete … Data" in Settings removes.
    public enum DeletionScope: Sendable {
        /// Data still in the holding period (not yet shared with the study).
        case unshared
        /// Everything the device still stores for the sensor.
        case all
    }

    /// The participant deletes collected data in Settings: a `userInitiated` deletion record.
    public func deleteCollectedData(_ sensor: SRSensor, scope: DeletionScope) {
        let sensor = sensor.parentSensor
        let lower = scope == .all ? now - config.lookBack : now - config.holdingPeriod(for: sensor)
        let span = IntervalSet([.init(lower, now)])
        let hit = span.intersection(storedIntervals(sensor, device: .iPhone))
            .intervals + span.intersection(storedIntervals(sensor, device: .appleWatch)).intervals
        deleted[sensor, default: IntervalSet()].insert(lower, now)
        let start = hit.map(\.lower).min() ?? lower
        let record = SRDeletionRecord(startTime: SRAbsoluteTime(start - bootTime), endTime: SRAbsoluteTime(now - bootTime),
                                      reason: .userInitiated)
        userDeletions[sensor, default: []].append((record, now))
        runtime.record(.deletion, "\(sensor): collected data deleted in Settings (\(scope == .all ? "all" : "unshared"))")
    }

    /// Deletion records whose time lies in `(lower, upper]`: user deletions, and the daily
    /// purge of data older than the look-back (`ageLimit`).
    func deletionRecords(_ sensor: SRSensor, _ lower: Double, _ upper: Double) -> [(SRDeletionRecord, Double)] {
        var out = (userDeletions[sensor] ?? []).filter { $0.time > lower && $0.time <= upper }.map { ($0.record, $0.time) }
        var everRecorded = recorded[sensor] ?? IntervalSet()
        if let since = recordingSince[sensor] { everRecorded.insert(since, now) }
        let day = 86_400.0
        let last = min(upper, now)
        if last > lower, !everRecorded.isEmpty {
            var k = (lower / day).rounded(.down) + 1
            while k * day <= last {
                let purge = k * day
                let aged = everRecorded.clipped(to: purge - day - config.lookBack, purge - config.lookBack)
                if let first = aged.intervals.first, let lastI = aged.intervals.last {
                    out.append((SRDeletionRecord(startTime: SRAbsoluteTime(first.lower - bootTime),
                                                 endTime: SRAbsoluteTime(lastI.upper - bootTime), reason: .ageLimit), purge))
                }
                k += 1
            }
        }
        return out.sorted { $0.1 < $1.1 }
    }

    // MARK: Fetching

    func fetchDevices(_ reader: SRSensorReader) {
        let sensor = reader.sensor.parentSensor
        if !app.isEntitled(sensor) {
            return deliver(reader) { $0.sensorReader($1, fetchDevicesDidFailWithError: SRError(.invalidEntitlement)) }
        }
        if status(of: sensor) != .authorized {
            return deliver(reader) { $0.sensorReader($1, fetchDevicesDidFailWithError: SRError(.noAuthorization)) }
        }
        if isLocked {
            return deliver(reader) { $0.sensorReader($1, fetchDevicesDidFailWithError: SRError(.dataInaccessible)) }
        }
        var devices: [SRDevice] = []
        if !storedIntervals(sensor, device: .iPhone).isEmpty { devices.append(phone) }
        if !storedIntervals(sensor, device: .appleWatch).isEmpty { devices.append(watch) }
        deliver(reader) { $0.sensorReader($1, didFetch: devices) }
    }

    func fetch(_ request: SRFetchRequest, for reader: SRSensorReader) {
        let sensor = reader.sensor.parentSensor
        let fail: (Error) -> Void = { error in
            self.deliver(reader) { $0.sensorReader($1, fetching: request, failedWithError: error) }
        }
        if !app.isEntitled(sensor) { return fail(SRError(.invalidEntitlement)) }
        if status(of: sensor) != .authorized { return fail(SRError(.noAuthorization)) }
        guard request.isFromSet, request.isToSet, request.from < request.to else { return fail(SRError(.fetchRequestInvalid)) }
        if isLocked { return fail(SRError(.dataInaccessible)) }
        let device = request.explicitDevice ?? phone
        let from = request.from.rawValue + bootTime
        let to = request.to.rawValue + bootTime
        // The whole fetch runs when the queue reaches it, like a daemon answering an XPC call.
        runtime.queue.enqueue { [weak self, weak reader] in
            guard let self, let reader, let delegate = reader.delegate else { return }
            if reader.sensor.isDeletionRecordStream {
                for (record, time) in self.deletionRecords(sensor, from, to) {
                    let result = SRFetchResult<Any>(sample: record, timestamp: SRAbsoluteTime(time - self.bootTime))
                    if !delegate.sensorReader(reader, fetching: request, didFetchResult: result) { return }
                }
                delegate.sensorReader(reader, didCompleteFetch: request)
                return
            }
            let holding = self.config.holdingPeriod(for: sensor)
            if to > self.now - holding {
                self.runtime.record(.note, "\(sensor) fetch overlaps the \(Self.hours(holding)) holding period: no results")
                delegate.sensorReader(reader, didCompleteFetch: request)
                return
            }
            let lower = max(from, self.now - self.config.lookBack)
            let window = self.storedIntervals(sensor, device: device.kind).clipped(to: lower, to)
            if let generator = SampleGenerators.generator(for: sensor) {
                let boot = self.bootTime
                let ctx = self.context(device.kind)
                let finished: Bool
                if let lazy = generator as? any LazyBatchGenerator {
                    finished = lazy.generateLazily(window, ctx) { make, time, count in
                        let result = SRFetchResult<Any>(timestamp: SRAbsoluteTime(time - boot), sampleCount: count, make: make)
                        return delegate.sensorReader(reader, fetching: request, didFetchResult: result)
                    }
                } else {
                    finished = generator.generate(window, ctx) { sample, time, count in
                        let result = SRFetchResult<Any>(sample: sample, timestamp: SRAbsoluteTime(time - boot),
                                                              sampleCount: count)
                        return delegate.sensorReader(reader, fetching: request, didFetchResult: result)
                    }
                }
                // Returning false from didFetchResult stops the fetch: no didCompleteFetch follows.
                if !finished { return }
            } else if !window.isEmpty {
                self.runtime.record(.note, "\(sensor): the simulator has no sample generator for this sensor yet")
            }
            delegate.sensorReader(reader, didCompleteFetch: request)
        }
    }

    static func hours(_ seconds: Double) -> String {
        seconds.truncatingRemainder(dividingBy: 3600) == 0 ? "\(Int(seconds / 3600))-hour" : "\(Int(seconds))-second"
    }
}

/// One sensor's store on one device, for the dashboard.
public struct StoreSummary: Sendable, Equatable {
    /// Samples stored within the look-back.
    public let samples: Int
    /// Of those, samples still in the holding period.
    public let heldSamples: Int
    /// The fetchable window `(lower, upper]` in wall time.
    public let fetchableLower: Double
    public let fetchableUpper: Double
    /// False when the simulator cannot generate this sensor's samples.
    public let hasGenerator: Bool
}
