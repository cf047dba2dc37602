import Foundation
import SimCore
import SensorKitSim

/// The Apple path side by side with its floor: a client reading 24 h of 50 Hz accelerometer
/// data with Apple's delegate signature and `as! [CMRecordedAccelerometerData]`, and the cost of
/// that cast alone on prebuilt batches (what Foundation on Linux charges to bridge an `NSArray`
/// back to a Swift array, element by element).
enum ClientFetchBench {
    /// Reads every batch as a study app does, through `SRFetchResult<AnyObject>.sample`.
    final class ClientReader: NSObject, FetchBench.SampleReader {
        var samples = 0
        var checksum = 0.0
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            let batch = result.sample as! [CMRecordedAccelerometerData]
            for s in batch { checksum += s.acceleration.x + s.acceleration.y + s.acceleration.z }
            samples += batch.count
            return true
        }
    }

    /// Keeps each result's sample object, to cast again later.
    private final class Collector: NSObject, SRSensorReaderDelegate {
        var objects: [AnyObject] = []
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            objects.append(result.sample)
            return true
        }
    }

    /// Samples per second a client with Apple's signature reads (median of `repeats`).
    static func clientSamplesPerSecond(repeats: Int) -> Double {
        FetchBench.measure(days: 1, repeats: repeats) { ClientReader() }.samplesPerSecond
    }

    /// Elements per second that `as! [CMRecordedAccelerometerData]` alone converts: an hour of
    /// batches built once, then cast back from `AnyObject` until a day's worth has been cast.
    static func castLimitPerSecond() -> Double {
        let (runtime, daemon, reader) = FetchBench.recordedPhone(days: 1)
        let collector = Collector()
        reader.delegate = collector
        reader.fetch(FetchBench.request(days: 1.0 / 24, runtime, daemon))
        runtime.runUntilIdle()
        var elements = 0
        var checksum = 0.0
        let watch = Stopwatch()
        for _ in 0..<24 {
            for object in collector.objects {
                let batch = object as! [CMRecordedAccelerometerData]
                checksum += batch[0].acceleration.x
                elements += batch.count
            }
        }
        let elapsed = watch.elapsed.wall
        if checksum.isNaN { print("checksum NaN") }
        return Double(elements) / elapsed
    }
}
