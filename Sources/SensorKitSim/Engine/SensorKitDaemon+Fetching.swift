import Foundation
import SimCore

/// Fetching: a reader's `fetch`, answered from generated samples or deletion records.
extension SensorKitDaemon {
    func fetch(_ request: SRFetchRequest, for reader: SRSensorReader) {
        let sensor = reader.sensor.parentSensor
        let device = request.explicitDevice ?? iPhoneDevice
        let from = request.from.rawValue + bootTime
        let to = request.to.rawValue + bootTime
        let fail: (SRError) -> Void = { error in
            self.deliver(reader) { [weak self] in
                $0.sensorReader($1, fetching: request, failedWithError: error)
                self?.finished(reader, sensor, device, from, to, 0, 0, error: error)
            }
        }
        if let error = takeInjectedError(.fetch, sensor) ?? absenceRefusal("fetch") ?? fetchRefusal(request, sensor) { return fail(error) }
        // The whole fetch runs when the queue reaches it, like a daemon answering an XPC call.
        runtime.queue.enqueue { [weak self, weak reader] in
            guard let self, let reader, !reader.processEnded, let delegate = reader.delegate else { return }
            // Locked between the call and the daemon's answer: the store is already unreadable.
            if self.isLocked { return fail(SRError(.dataInaccessible)) }
            if reader.sensor.isDeletionRecordStream {
                let records = self.deletionRecords(sensor, on: device.kind, from, to)
                for (record, time) in records {
                    let result = SRFetchResult<AnyObject>(sample: record, timestamp: SRAbsoluteTime(time - self.bootTime))
                    if !delegate.sensorReader(reader, fetching: request, didFetchResult: result) { return }
                }
                delegate.sensorReader(reader, didCompleteFetch: request)
                self.finished(reader, reader.sensor, device, from, to, records.count, records.count)
                return
            }
            guard var window = self.fetchWindow(sensor, device, from: from, to: to) else {
                delegate.sensorReader(reader, didCompleteFetch: request)
                self.finished(reader, sensor, device, from, to, 0, 0)
                return
            }
            let termination = self.takeTermination(window)
            if let termination { window = termination.window }
            var results = 0, samples = 0
            if let generator = SampleGenerators.generator(for: sensor) {
                let tally = (delegate as? FetchTallyingDelegate)?.tally(for: request)
                if tally == nil {
                    return self.deliverInTurns(self.results(of: window, sensor, generator, device.kind),
                                               FetchInTurns(reader: reader, request: request, sensor: sensor, device: device,
                                                            from: from, to: to, kill: termination?.kill))
                }
                var lockedMidway = false
                let read = self.read(window, of: sensor, from: generator, device.kind, tally: tally) {
                    // A lock that starts during the fetch (the delegate's own code locking, say)
                    // ends it at the next result: what was delivered stays delivered.
                    if self.isLocked { lockedMidway = true; return false }
                    self.deliveryRecord?.add(sensor, device.kind, $0.timestamp.rawValue)
                    return delegate.sensorReader(reader, fetching: request, didFetchResult: $0)
                }
                (results, samples) = (read.results, read.samples)
                self.noteUnreadResults(reader, delegate)
                // The process is gone: nothing more reaches its delegate.
                if let termination { return termination.kill(sensor, device.kind, results) }
                if lockedMidway {
                    let error = SRError(.dataInaccessible)
                    delegate.sensorReader(reader, fetching: request, failedWithError: error)
                    self.finished(reader, sensor, device, from, to, results, samples, error: error)
                    return
                }
                // Returning false from didFetchResult stops the fetch, which then completes:
                // didCompleteFetch follows, as for a fetch that ran out (FIDELITY.md).
            } else if !window.isEmpty {
                self.runtime.record(SensorKitEvent.noSampleGenerator(sensor: sensor))
            }
            delegate.sensorReader(reader, didCompleteFetch: request)
            self.finished(reader, sensor, device, from, to, results, samples)
        }
    }

    /// The results of `window`, in time order: tallied into `tally` when there is one (no result
    /// or sample object is built), else handed to `each` as the delegate API's results until it
    /// returns false. The one reading loop of the delegate API and of the built-in app's reader.
    func read(_ window: IntervalSet, of sensor: SRSensor, from generator: any SampleGenerator, _ device: SRDevice.Kind,
              tally: FetchTally?, each: (SRFetchResult<AnyObject>) -> Bool) -> (finished: Bool, results: Int, samples: Int) {
        var results = 0, samples = 0
        let boot = bootTime
        let ctx = context(sensor, device)
        if let tally {
            generator.survey(window, ctx, runs: { count, size, time, leading in
                results += count
                samples += count * size
                tally.addRun(count: count, sampleCount: size, timestamp: { SRAbsoluteTime(time($0) - boot) }, leadingSample: leading)
            }) { time, count, leading in
                results += 1
                samples += count
                tally.add(timestamp: SRAbsoluteTime(time - boot), sampleCount: count, leadingSample: leading)
            }
            return (true, results, samples)
        }
        let source = ctx.sourceDevice(for: sensor)
        let finished: Bool
        if let lazy = generator as? any LazyBatchGenerator {
            finished = lazy.generateLazily(window, ctx) { make, time, count in
                results += 1
                samples += count
                return each(SRFetchResult<AnyObject>(timestamp: SRAbsoluteTime(time - boot), sampleCount: count,
                                                     sourceDevice: source, make: make))
            }
        } else {
            finished = generator.generate(window, ctx) { sample, time, count in
                results += 1
                samples += count
                return each(SRFetchResult<AnyObject>(value: sample, timestamp: SRAbsoluteTime(time - boot),
                                                     sampleCount: count, sourceDevice: source))
            }
        }
        return (finished, results, samples)
    }

    /// Why a fetch of `sensor` fails now, for both APIs (`fetch(_:)`, `SRReader.samples(matching:)`):
    /// the failing reason of `explainFetch`. A request without both ends is malformed as one
    /// whose window ends before it starts (an unset end counts as NaN, as SensorKit initializes it).
    func fetchRefusal(_ request: SRFetchRequest, _ sensor: SRSensor) -> SRError? {
        let device = (request.explicitDevice ?? iPhoneDevice).kind
        let from = request.from.rawValue + bootTime
        let to = request.isFromSet && request.isToSet ? request.to.rawValue + bootTime : .nan
        return explainFetch(sensor, device, from: from, to: to)?.reason.fetchError.map { SRError($0) }
    }

    /// The stored intervals a fetch of `sensor` from `device` between the wall times `from` and
    /// `to` reads now, for both APIs; nil (and the reason logged) when the window holds
    /// nothing: one that reaches into the holding period returns nothing at all.
    func fetchWindow(_ sensor: SRSensor, _ device: SRDevice, from: Double, to: Double) -> IntervalSet? {
        let holding = config.holdingPeriod(for: sensor)
        let lower = max(from, now - config.lookBack)
        // Windows are left-open, `(lower, upper]`, as SRFetchRequest.h says; with `to` excluded
        // by the setting, the largest time below it is the upper end.
        let upper = config.fetchIncludesTo ? to : to.nextDown
        let window = to > now - holding ? IntervalSet() : storedIntervals(sensor, device: device.kind).clipped(to: lower, upper)
        guard window.isEmpty else { return window }
        if let why = explainFetch(sensor, device.kind, from: from, to: to) {
            runtime.record(SensorKitEvent.fetchEmpty(why))
        }
        return nil
    }

    /// Why a fetch of `sensor` from `device` over the wall times `(from, to]` would fail or hold
    /// nothing now; nil when it would deliver stored data. `lastFetchRan` is the host's: the
    /// daemon cannot know whether the system woke the app.
    package func explainFetch(_ sensor: SRSensor, _ device: SRDevice.Kind, from: Double, to: Double,
                              lastFetchRan: Bool = true, noFetchDetail: String? = nil) -> FetchExplanation? {
        fetchConditions(sensor, device, from: from, to: to, lastFetchRan: lastFetchRan, noFetchDetail: noFetchDetail)
            .explanation()
    }

    /// Why a fetch that ended with `results` results delivered nothing; nil when it delivered.
    package func explainOutcome(_ sensor: SRSensor, _ device: SRDevice.Kind, from: Double, to: Double,
                                results: Int) -> FetchExplanation? {
        guard results == 0 else { return nil }
        return explainFetch(sensor, device, from: from, to: to)
    }

    /// The conditions of a fetch now, from the daemon's state.
    package func fetchConditions(_ sensor: SRSensor, _ device: SRDevice.Kind, from: Double, to: Double,
                                 lastFetchRan: Bool = true, noFetchDetail: String? = nil) -> FetchConditions {
        let sensor = sensor.parentSensor
        let info = SensorCatalog.info(for: sensor)
        var recorded = self.recorded[sensor] ?? IntervalSet()
        if let since = recordingSince[sensor] { recorded.insert(since, now) }
        let onDevice = info.map { device == .iPhone ? $0.recordsOnIPhone : $0.recordsOnWatch } ?? false
        return FetchConditions(sensor: sensor, device: device, from: from, to: to, now: now,
                               holdingPeriod: config.holdingPeriod(for: sensor), lookBack: config.lookBack,
                               timeZone: runtime.clock.timeZone, entitled: app.isEntitled(sensor),
                               answer: statuses[sensor] ?? .notDetermined, collectionEnabled: collectionEnabled,
                               os: osVersion, existsOnOS: SensorAvailability.exists(sensor, on: osVersion),
                               isLocked: isLocked, sensorKitPresent: isPresent, lastFetchRan: lastFetchRan,
                               noFetchDetail: noFetchDetail, recordsOnDevice: onDevice, recorded: recorded,
                               watchPaired: watchPairedIntervals, deleted: deleted[sensor] ?? IntervalSet(),
                               deletionTimes: (userDeletions[sensor] ?? []).map(\.time))
    }

    /// Tells `onFetchFinished` how a fetch ended.
    func finished(_ reader: SRSensorReader, _ sensor: SRSensor, _ device: SRDevice, _ from: Double, _ to: Double,
                          _ results: Int, _ samples: Int, error: SRError? = nil) {
        guard reader.reportsFetches else { return }
        onFetchFinished?(FetchOutcome(sensor: sensor, device: device, from: from, to: to, results: results,
                                      samples: samples, errorCode: error?.code.rawValue,
                                      why: explainOutcome(sensor, device.kind, from: from, to: to, results: results)))
    }

    /// Logs results that only the delegate protocol's default received.
    func noteUnreadResults(_ reader: SRSensorReader, _ delegate: SRSensorReaderDelegate) {
        guard reader.unreadResults > 0 else { return }
        runtime.record(SensorKitEvent.resultsUnread(sensor: reader.sensor.parentSensor,
                                                    delegate: String(describing: type(of: delegate)),
                                                    results: reader.unreadResults))
        reader.unreadResults = 0
    }
}
