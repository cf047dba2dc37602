import Foundation
import SimCore

/// The responses of one `SRReader.samples(matching:)` or `deletionRecords(matching:)` call.
///
/// It runs the daemon's fetch path, the one `SRSensorReader.fetch(_:)` runs (the same refusals,
/// window and holding period), when the caller first awaits an element, and builds each batch's
/// samples only when that element is awaited: no thread, no timer, nothing ahead of the caller.
/// A refusal is thrown from the first `next()`; a revoke or a lock while the loop runs, from the
/// next one. Breaking out of the loop drops the iterator, and the rest is never built.
struct FetchStream<Sample>: AsyncSequence {
    typealias Element = SRFetchResponse<Sample>
    typealias Failure = any Error

    let link: ReaderLink
    let request: SRFetchRequest
    let readsDeletionRecords: Bool

    func makeAsyncIterator() -> Iterator {
        Iterator(link: link, request: request, readsDeletionRecords: readsDeletionRecords)
    }

    struct Iterator: AsyncIteratorProtocol {
        private let link: ReaderLink
        private let request: SRFetchRequest
        private let readsDeletionRecords: Bool
        private var started = false
        private var finished = false
        private var pending: [PendingResult] = []
        private var index = 0
        private var samples = 0
        /// The headset of the headphone sensors, as the delegate API's results carry it.
        private var source: SRSourceDevice?
        /// The app is killed once the results before it are handed out (`terminate: duringFetch`).
        private var kill: ((Int) -> Void)?

        init(link: ReaderLink, request: SRFetchRequest, readsDeletionRecords: Bool) {
            self.link = link
            self.request = request
            self.readsDeletionRecords = readsDeletionRecords
        }

        mutating func next() async throws -> Element? { try link.serialized { () throws(any Error) in try step() } }

        // Runs in the caller's isolation, so a loop on the main actor never leaves it.
        mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error) -> Element? {
            try link.serialized { () throws(any Error) in try step() }
        }

        private mutating func step() throws -> Element? {
            if finished { return nil }
            let daemon = link.daemon
            // A deallocated reader ends its streams quietly, as Apple says; so does a
            // cancelled task, unless the configuration asks for `CancellationError`.
            if link.isClosed { return end(reporting: false) }
            if Task.isCancelled {
                _ = end(reporting: false)
                if daemon.config.cancelledStreamThrows { throw CancellationError() }
                return nil
            }
            if let error = (started ? nil : daemon.takeInjectedError(.fetch, link.sensor) ?? daemon.absenceRefusal("samples(matching:)"))
                ?? daemon.fetchRefusal(request, link.sensor) {
                _ = end(reporting: true, error: error)
                throw error
            }
            if !started {
                started = true
                (pending, kill) = daemon.pendingResults(request, link.sensor, deletionRecords: readsDeletionRecords)
                if !readsDeletionRecords {
                    source = daemon.context(link.sensor, (request.explicitDevice ?? daemon.iPhoneDevice).kind).sourceDevice(for: link.sensor)
                }
            }
            guard index < pending.count else {
                // Killed mid-fetch: the loop ends as a cancelled one does, and nothing reports it.
                if let kill { kill(index); return end(reporting: false) }
                return end(reporting: true)
            }
            let result = pending[index]
            index += 1
            samples += result.count
            if !readsDeletionRecords {
                daemon.deliveryRecord?.add(link.sensor, request.explicitDevice?.kind ?? .iPhone, result.time - daemon.bootTime)
            }
            let value = SampleBridge.apple(result.build())
            let sample: Result<Sample, any Error> = if let s = value as? Sample { .success(s) } else {
                // Only a sample the simulator cannot give in the sensor's type lands here.
                .failure(SRError(.dataInaccessible))
            }
            return SRFetchResponse(sample: sample, timestamp: SRAbsoluteTime(result.time - daemon.bootTime),
                                   sourceDevice: source)
        }

        /// Ends the stream; a completed or failed fetch is reported as the delegate API's are.
        private mutating func end(reporting: Bool, error: SRError? = nil) -> Element? {
            finished = true
            pending = []
            guard reporting else { return nil }
            let daemon = link.daemon
            let from = request.from.rawValue + daemon.bootTime, to = request.to.rawValue + daemon.bootTime
            let device = request.explicitDevice ?? daemon.iPhoneDevice
            daemon.onFetchFinished?(FetchOutcome(sensor: link.sensor, device: device,
                                                 from: from, to: to, results: index, samples: samples,
                                                 errorCode: error?.code.rawValue,
                                                 why: daemon.explainOutcome(link.sensor, device.kind, from: from, to: to,
                                                                            results: index)))
            return nil
        }
    }
}

/// One result a stream will hand out, its sample not built yet.
struct PendingResult {
    /// The result's wall time.
    let time: Double
    let count: Int
    /// Builds the simulator's fast form of the sample (`[RecordedAcceleration]`, or the object).
    let build: () -> Any
}

extension SensorKitDaemon {
    /// Every result a fetch of `sensor` would hand out now, in time order, with the samples of
    /// each built only when asked: for a 50 Hz motion sensor a week is some sixty thousand
    /// batch builders, never the samples themselves.
    /// With them, the kill armed by `terminateAppDuringNextFetch`, once the results before it are out.
    func pendingResults(_ request: SRFetchRequest, _ sensor: SRSensor,
                        deletionRecords readsDeletions: Bool) -> ([PendingResult], ((Int) -> Void)?) {
        let device = request.explicitDevice ?? iPhoneDevice
        let from = request.from.rawValue + bootTime, to = request.to.rawValue + bootTime
        if readsDeletions {
            return (deletionRecords(sensor, on: device.kind, from, to).map { record, time in PendingResult(time: time, count: 1) { record } }, nil)
        }
        guard var window = fetchWindow(sensor, device, from: from, to: to) else { return ([], nil) }
        guard let generator = SampleGenerators.generator(for: sensor) else {
            if !window.isEmpty { runtime.record(SensorKitEvent.noSampleGenerator(sensor: sensor)) }
            return ([], nil)
        }
        let termination = takeTermination(window)
        if let termination { window = termination.window }
        var out: [PendingResult] = []
        let ctx = context(sensor, device.kind)
        if let lazy = generator as? any LazyBatchGenerator {
            _ = lazy.generateLazily(window, ctx) { make, time, count in
                out.append(PendingResult(time: time, count: count) { make(.max) })
                return true
            }
        } else {
            _ = generator.generate(window, ctx) { sample, time, count in
                out.append(PendingResult(time: time, count: count) { sample })
                return true
            }
        }
        return (out, termination.map { t in { t.kill(sensor, device.kind, $0) } })
    }
}
