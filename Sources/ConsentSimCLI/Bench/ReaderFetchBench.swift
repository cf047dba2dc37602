import Foundation
import SimCore
import SensorKitSim

/// The iOS 27 path beside the delegate path and their common floor: a client reading 24 h of
/// 50 Hz accelerometer data with `for try await` over `SRReader.samples(matching:)`, and what
/// Apple's shape costs by itself (an object per sample, each batch wrapped as a result holds it
/// and cast back).
enum ReaderFetchBench {
    /// Samples per second a client reads through `samples(matching:)`, reading every sample's
    /// x, y and z (median of `repeats`).
    static func readerSamplesPerSecond(repeats: Int) -> Double {
        let (runtime, daemon, legacy) = FetchBench.recordedPhone(days: 1)
        let request = FetchBench.request(days: 1, runtime, daemon)
        let (from, to, device) = (request.from, request.to, daemon.iPhoneDevice)
        guard let reader = try? runtime.perform({ try SRReader(sensor: .accelerometer) }) else { return 0 }
        var rates: [Double] = []
        for _ in 0..<repeats {
            rates.append(waitFor {
                let request = SRFetchRequest()
                request.from = from
                request.to = to
                request.device = device
                var samples = 0
                var checksum = 0.0
                let watch = Stopwatch()
                do {
                    for try await response in reader.samples(matching: request) {
                        let batch = try response.sample.get()
                        for s in batch { checksum += s.acceleration.x + s.acceleration.y + s.acceleration.z }
                        samples += batch.count
                    }
                } catch { return 0 }
                let elapsed = watch.elapsed.wall
                if checksum.isNaN { print("checksum NaN") }
                return Double(samples) / elapsed
            })
        }
        withExtendedLifetime(legacy) {}
        return rates.median
    }

    /// Samples per second of Apple's shape alone: an hour of generated batches kept as values,
    /// then, until a day's worth is done, each batch made into one `CMRecordedAccelerometerData`
    /// per sample, wrapped as `SRFetchResult.sample` holds it, cast back with
    /// `as! [CMRecordedAccelerometerData]`, and every sample's x, y and z read.
    static func platformObjectLimitPerSecond() -> Double {
        let (runtime, daemon, reader) = FetchBench.recordedPhone(days: 1)
        let collector = ValueCollector()
        reader.delegate = collector
        reader.fetch(FetchBench.request(days: 1.0 / 24, runtime, daemon))
        runtime.runUntilIdle()
        var samples = 0
        var checksum = 0.0
        let watch = Stopwatch()
        for _ in 0..<24 {
            for values in collector.batches {
                let batch = SampleBridge.object(values) as! [CMRecordedAccelerometerData]
                for s in batch { checksum += s.acceleration.x + s.acceleration.y + s.acceleration.z }
                samples += batch.count
            }
        }
        let elapsed = watch.elapsed.wall
        if checksum.isNaN { print("checksum NaN") }
        return Double(samples) / elapsed
    }

    /// Keeps each result's values, to build objects from later.
    private final class ValueCollector: NSObject, SRSensorReaderDelegate {
        var batches: [[RecordedAcceleration]] = []
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            if let values = result.sampleValue as? [RecordedAcceleration] { batches.append(values) }
            return true
        }
    }

    /// Runs `body` in a task and waits for its result: the bench is synchronous, the API async.
    private static func waitFor(_ body: @escaping @Sendable () async -> Double) -> Double {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Task {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value
    }

    /// The task's result, handed over through the semaphore.
    private final class ResultBox: @unchecked Sendable {
        var value = 0.0
    }
}
