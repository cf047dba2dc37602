import Foundation
import SimCore
import SensorKitSim

/// Fetches 50 Hz accelerometer data from one device through a delegate that reads every sample.
enum FetchBench {
    struct Result {
        let samples: Int
        /// Medians over the repeats, by wall and by CPU time.
        let samplesPerSecond: Double
        let samplesPerCPUSecond: Double
        let peakRSSMB: Double
    }

    /// A delegate that reads every sample and counts them.
    protocol SampleReader: SRSensorReaderDelegate {
        var samples: Int { get }
        var checksum: Double { get }
    }

    /// Reads on the simulator's internal fast path (`sampleValue`, no object per sample).
    final class Reader: NSObject, SampleReader {
        var samples = 0
        var checksum = 0.0
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            guard let batch = result.sampleValue as? [RecordedAcceleration] else { return false }
            for s in batch { checksum += s.acceleration.x + s.acceleration.y + s.acceleration.z }
            samples += batch.count
            return true
        }
    }

    /// An authorized phone that has recorded the accelerometer for `days + 2` days.
    static func recordedPhone(days: Int) -> (DeviceRuntime, SensorKitDaemon, SRSensorReader) {
        let runtime = DeviceRuntime(clock: VirtualClock(start: Date(timeIntervalSince1970: 1_772_438_400)))
        let app = SensorKitApp(bundleIdentifier: "org.example.bench", displayName: "Bench", entitledSensors: [.accelerometer])
        let daemon = SensorKitDaemon(runtime: runtime, app: app, seed: 1)
        daemon.setStatus(.authorized, for: .accelerometer)
        let reader = SRSensorReader.make(sensor: .accelerometer, daemon: daemon)
        reader.startRecording()
        runtime.advance(by: Double(days + 2) * 86_400)
        return (runtime, daemon, reader)
    }

    /// The `days` of data before the holding period, from the phone.
    static func request(days: Double, _ runtime: DeviceRuntime, _ daemon: SensorKitDaemon) -> SRFetchRequest {
        let request = SRFetchRequest()
        let now = runtime.clock.continuousNow
        request.from = SRAbsoluteTime(now - (days + 1) * 86_400)
        request.to = SRAbsoluteTime(now - 86_400)
        request.device = daemon.iPhoneDevice
        return request
    }

    static func measure(days: Int, repeats: Int, reader makeReader: () -> any SampleReader = { Reader() }) -> Result {
        let (runtime, daemon, reader) = recordedPhone(days: days)
        var rates: [Double] = []
        var cpuRates: [Double] = []
        var samples = 0
        PeakRSS.reset()
        for _ in 0..<repeats {
            let delegate = makeReader()
            reader.delegate = delegate
            let request = request(days: Double(days), runtime, daemon)
            let watch = Stopwatch()
            reader.fetch(request)
            runtime.runUntilIdle()
            let elapsed = watch.elapsed
            samples = delegate.samples
            rates.append(Double(delegate.samples) / elapsed.wall)
            cpuRates.append(Double(delegate.samples) / elapsed.cpu)
            if delegate.checksum.isNaN { print("checksum NaN") }
        }
        return Result(samples: samples, samplesPerSecond: rates.median, samplesPerCPUSecond: cpuRates.median,
                      peakRSSMB: PeakRSS.megabytes())
    }
}
