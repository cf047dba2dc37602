import Foundation
import SimCore

/// A delegate fetch handed out a turn at a time: `config.resultsPerTurn` results per item of
/// the device's queue (all of them by default, so callbacks keep call order). Two fetches under
/// way at once (two readers, or one reader asking for both devices) both complete, each in
/// order; with smaller turns their results interleave, as a delegate shared between readers
/// may meet them (Apple forums thread 726896).
extension SensorKitDaemon {
    /// The delegate API's results of `window`, in time order; a motion batch builds its samples
    /// only when the delegate reads them.
    func results(of window: IntervalSet, _ sensor: SRSensor, _ generator: any SampleGenerator,
                 _ device: SRDevice.Kind) -> [SRFetchResult<AnyObject>] {
        var out: [SRFetchResult<AnyObject>] = []
        _ = read(window, of: sensor, from: generator, device, tally: nil) { out.append($0); return true }
        return out
    }

    /// Hands out the next turn of `results` from `start`, then queues the rest behind whatever
    /// else is waiting; the last turn completes the fetch (or, with `fetch.kill`, ends the app).
    func deliverInTurns(_ results: [SRFetchResult<AnyObject>], _ fetch: FetchInTurns, from start: Int = 0, samples: Int = 0) {
        guard let reader = fetch.reader, !reader.processEnded, let delegate = reader.delegate else { return }
        var i = start, samples = samples, stopped = false
        let end = results.count - start <= max(1, config.resultsPerTurn) ? results.count : start + max(1, config.resultsPerTurn)
        while i < end {
            // A lock that starts during the fetch ends it at its next result; what was
            // delivered stays delivered.
            if isLocked {
                noteUnreadResults(reader, delegate)
                let error = SRError(.dataInaccessible)
                delegate.sensorReader(reader, fetching: fetch.request, failedWithError: error)
                return finished(reader, fetch.sensor, fetch.device, fetch.from, fetch.to, i, samples, error: error)
            }
            let result = results[i]
            i += 1
            samples += result.sampleCount
            deliveryRecord?.add(fetch.sensor, fetch.device.kind, result.timestamp.rawValue)
            // Returning false from didFetchResult stops the fetch, which then completes as one
            // that ran out does: SensorKit calls didCompleteFetch (FIDELITY.md).
            if !delegate.sensorReader(reader, fetching: fetch.request, didFetchResult: result) {
                stopped = true
                break
            }
        }
        if i < results.count && !stopped {
            runtime.queue.enqueue { [weak self] in self?.deliverInTurns(results, fetch, from: i, samples: samples) }
            return
        }
        noteUnreadResults(reader, delegate)
        // The process is gone: nothing more reaches its delegate.
        if let kill = fetch.kill { return kill(fetch.sensor, fetch.device.kind, i) }
        delegate.sensorReader(reader, didCompleteFetch: fetch.request)
        finished(reader, fetch.sensor, fetch.device, fetch.from, fetch.to, i, samples)
    }
}

/// One delegate fetch being handed out a turn at a time.
struct FetchInTurns {
    /// Weakly, as the queue holds a reader: the app owns it, and a dropped one hears nothing.
    weak var reader: SRSensorReader?
    let request: SRFetchRequest
    let sensor: SRSensor
    let device: SRDevice
    let from: Double
    let to: Double
    /// Ends the app once the results are out (`terminate: duringFetch`).
    let kill: ((SRSensor, SRDevice.Kind, Int) -> Void)?
}
