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
        if let error = takeInjectedError(.fetch, sensor) ?? fetchRefusal(request, sensor) { return fail(error) }
        // The whole fetch runs when the queue reaches it, like a daemon answering an XPC call.
        runtime.queue.enqueue { [weak self, weak reader] in
            guard let self, let reader, let delegate = reader.delegate else { return }
            // Locked between the call and the daemon's answer: the store is already unreadable.
            if self.isLocked { return fail(SRError(.dataInaccessible)) }
            if reader.sensor.isDeletionRecordStream {
                let records = self.deletionRecords(sensor, from, to)
                for (record, time) in records {
                    let result = SRFetchResult<AnyObject>(sample: record, timestamp: SRAbsoluteTime(time - self.bootTime))
                    if !delegate.sensorReader(reader, fetching: request, didFetchResult: result) { return }
                }
                delegate.sensorReader(reader, didCompleteFetch: request)
                self.finished(reader, reader.sensor, device, from, to, records.count, records.count)
                return
            }
            guard let window = self.fetchWindow(sensor, device, from: from, to: to) else {
                delegate.sensorReader(reader, didCompleteFetch: request)
                self.finished(reader, sensor, device, from, to, 0, 0)
                return
            }
            var results = 0, samples = 0
            if let generator = SampleGenerators.generator(for: sensor) {
                let tally = (delegate as? FetchTallyingDelegate)?.tally(for: request)
                var lockedMidway = false
                let read = self.read(window, of: sensor, from: generator, device.kind, tally: tally) {
                    // A lock that starts during the fetch (the delegate's own code locking, say)
                    // ends it at the next result: what was delivered stays delivered.
                    if self.isLocked { lockedMidway = true; return false }
                    return delegate.sensorReader(reader, fetching: request, didFetchResult: $0)
                }
                (results, samples) = (read.results, read.samples)
                self.noteUnreadResults(reader, delegate)
                if lockedMidway {
                    let error = SRError(.dataInaccessible)
                    delegate.sensorReader(reader, fetching: request, failedWithError: error)
                    self.finished(reader, sensor, device, from, to, results, samples, error: error)
                    return
                }
                // Returning false from didFetchResult stops the fetch: no didCompleteFetch follows.
                if !read.finished { return }
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
        let ctx = context(device)
        if let tally {
            generator.survey(window, ctx) { time, count, leading in
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

    /// Why a fetch of `sensor` fails now, for both APIs (`fetch(_:)`, `SRReader.samples(matching:)`).
    func fetchRefusal(_ request: SRFetchRequest, _ sensor: SRSensor) -> SRError? {
        if !app.isEntitled(sensor) { return SRError(.invalidEntitlement) }
        if status(of: sensor) != .authorized { return SRError(.noAuthorization) }
        guard request.isFromSet, request.isToSet, request.from < request.to else { return SRError(.fetchRequestInvalid) }
        if isLocked { return SRError(.dataInaccessible) }
        return nil
    }

    /// The stored intervals a fetch of `sensor` from `device` between the wall times `from` and
    /// `to` reads now, for both APIs; nil (and logged) when the window reaches into the holding
    /// period, so the fetch completes with nothing.
    func fetchWindow(_ sensor: SRSensor, _ device: SRDevice, from: Double, to: Double) -> IntervalSet? {
        let holding = config.holdingPeriod(for: sensor)
        if to > now - holding {
            runtime.record(SensorKitEvent.fetchOverlapsHoldingPeriod(sensor: sensor, holdingPeriod: holding))
            return nil
        }
        let lower = max(from, now - config.lookBack)
        // Windows are left-open, `(lower, upper]`, as SRFetchRequest.h says; with `to` excluded
        // by the setting, the largest time below it is the upper end.
        let upper = config.fetchIncludesTo ? to : to.nextDown
        return storedIntervals(sensor, device: device.kind).clipped(to: lower, upper)
    }

    /// Tells `onFetchFinished` how a fetch ended.
    private func finished(_ reader: SRSensorReader, _ sensor: SRSensor, _ device: SRDevice, _ from: Double, _ to: Double,
                          _ results: Int, _ samples: Int, error: SRError? = nil) {
        guard reader.reportsFetches else { return }
        onFetchFinished?(FetchOutcome(sensor: sensor, device: device, from: from, to: to, results: results,
                                      samples: samples, errorCode: error?.code.rawValue))
    }

    /// Logs results that only the delegate protocol's default received.
    private func noteUnreadResults(_ reader: SRSensorReader, _ delegate: SRSensorReaderDelegate) {
        guard reader.unreadResults > 0 else { return }
        runtime.record(SensorKitEvent.resultsUnread(sensor: reader.sensor.parentSensor,
                                                    delegate: String(describing: type(of: delegate)),
                                                    results: reader.unreadResults))
        reader.unreadResults = 0
    }
}
