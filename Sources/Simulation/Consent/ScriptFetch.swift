import Foundation
import SensorKitSim

/// A fetch a scenario makes with its own reader: which sensor, from which device, and which
/// window relative to now.
public struct ScriptFetchRequest: Equatable, Sendable {
    public enum Window: Equatable, Sendable {
        /// `(now − seconds, now)`.
        case last(Double)
        /// `(now + from, now + to)`; offsets are usually negative.
        case relative(from: Double, to: Double)
    }

    public let sensor: SRSensor
    package let device: SRDevice.Kind
    public let window: Window

    package init(sensor: SRSensor, device: SRDevice.Kind, window: Window) {
        self.sensor = sensor; self.device = device; self.window = window
    }
}

/// Runs a `ScriptFetchRequest` against the phone's SensorKit and journals its outcome.
enum ScriptFetch {
    /// Counts every result any probe of one step receives, so probes can tell whether their
    /// fetches took turns.
    final class Arrivals { var count = 0 }

    /// The reader's delegate: counts what arrives and keeps the error a failed fetch ends with.
    /// A probe fetching alone only counts, so it has SensorKit tally its results (`FetchTally`)
    /// instead of building a result object for each: the same counts, as `FetchTallyingDelegate`
    /// promises. Probes fetching at once take theirs one by one, so their turns can be told.
    final class Probe: NSObject, FetchTallyingDelegate, FetchTally {
        var results = 0
        var samples = 0
        var errorCode: Int?
        let arrivals: Arrivals
        let alone: Bool
        /// The step-wide arrival numbers of this fetch's first and last results.
        var first: Int?, last: Int?

        init(_ arrivals: Arrivals = Arrivals(), alone: Bool = false) { self.arrivals = arrivals; self.alone = alone }

        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            arrive(1, samples: result.sampleCount)
            return true
        }

        func tally(for request: SRFetchRequest) -> FetchTally? { alone ? self : nil }

        func add(timestamp: SRAbsoluteTime, sampleCount: Int, leadingSample: () -> Any) {
            arrive(1, samples: sampleCount)
        }

        func addRun(count: Int, sampleCount: Int, timestamp: (Int) -> SRAbsoluteTime, leadingSample: (Int) -> Any) {
            arrive(count, samples: count * sampleCount)
        }

        private func arrive(_ count: Int, samples: Int) {
            guard count > 0 else { return }
            results += count
            self.samples += samples
            if first == nil { first = arrivals.count + 1 }
            arrivals.count += count
            last = arrivals.count
        }

        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
            errorCode = (error as? SRError)?.code.rawValue ?? (error as NSError).code
        }
    }

    static func run(_ spec: ScriptFetchRequest, on phone: SimulatedPhone) {
        let (reader, request, probe) = start(spec, on: phone, Arrivals(), alone: true)
        // The daemon answers on the queue; the reader must live until it has.
        phone.runtime.runUntilIdle()
        withExtendedLifetime(reader) {}
        journal(spec, request, probe, on: phone)
    }

    /// A reader of the scenario's own, its request made: nothing is answered until the queue runs.
    static func start(_ spec: ScriptFetchRequest, on phone: SimulatedPhone, _ arrivals: Arrivals,
                      alone: Bool = false) -> (SRSensorReader, SRFetchRequest, Probe) {
        let sk = phone.sensorKit
        let clock = phone.runtime.clock
        let probe = Probe(arrivals, alone: alone)
        let reader = SRSensorReader.make(sensor: spec.sensor, daemon: sk)
        reader.reportsFetches = false
        reader.delegate = probe
        let now = clock.continuousNow
        let request = SRFetchRequest()
        switch spec.window {
        case .last(let seconds):
            request.from = SRAbsoluteTime(now - seconds)
            request.to = SRAbsoluteTime(now)
        case .relative(let from, let to):
            request.from = SRAbsoluteTime(now + from)
            request.to = SRAbsoluteTime(now + to)
        }
        let device = spec.device == .iPhone ? sk.iPhoneDevice : sk.watchDevice
        request.device = device
        reader.fetch(request)
        return (reader, request, probe)
    }

    /// The fetch's outcome in the journal, as `expectFetch` reads it.
    static func journal(_ spec: ScriptFetchRequest, _ request: SRFetchRequest, _ probe: Probe, on phone: SimulatedPhone) {
        let sk = phone.sensorKit
        let clock = phone.runtime.clock
        let device = request.device
        phone.note(.scriptFetch(FetchRecord(sensor: spec.sensor, device: device,
                                            from: request.from.rawValue + clock.bootTime, to: request.to.rawValue + clock.bootTime,
                                            results: probe.results, samples: probe.samples, errorCode: probe.errorCode,
                                            finishedAt: clock.now,
                                            why: sk.explainOutcome(spec.sensor, device.kind,
                                                                   from: request.from.rawValue + clock.bootTime,
                                                                   to: request.to.rawValue + clock.bootTime, results: probe.results))))
    }
}
