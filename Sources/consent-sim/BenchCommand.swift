import Foundation
import SimCore
import SensorKitSim

/// `consent-sim bench`: fetch throughput and memory, measured in this process.
///
/// Figures are for comparing within one run on one machine; timings on shared machines are noisy.
enum BenchCommand {
    static func run(_ args: inout Arguments) throws {
        let json = try args.value("--format").map { f -> Bool in
            guard f == "json" || f == "text" else { throw Arguments.UsageError(message: "--format expects json or text, got \(f)") }
            return f == "json"
        } ?? false
        try args.finish()
        #if DEBUG
        if !json { print("note: this is a debug build; run `swift run -c release consent-sim bench` for real figures") }
        #endif
        var figures: [(String, Double)] = []
        let day = FetchBench.measure(days: 1, repeats: 3)
        let week = FetchBench.measure(days: 6, repeats: 1)
        figures.append(("fetch_samples", Double(day.samples)))
        figures.append(("fetch_samples_per_s", day.samplesPerSecond))
        figures.append(("fetch_peak_rss_mb", day.peakRSSMB))
        figures.append(("fetch_6d_samples", Double(week.samples)))
        figures.append(("fetch_6d_samples_per_s", week.samplesPerSecond))
        figures.append(("fetch_6d_peak_rss_mb", week.peakRSSMB))
        figures.append(("render_frame_ms", RenderBench.measure()))
        figures.append(("startup_ms", try StartupBench.measure()))
        if let play = PlayBench.measure() {
            figures.append(("play_all_s", play.seconds))
            figures.append(("play_all_scenarios", Double(play.scenarios)))
        }
        if json {
            let body = figures.map { "\"\($0.0)\": \(format($0.1))" }.joined(separator: ", ")
            print("{\(body)}")
        } else {
            for (name, value) in figures { print("\(name) \(format(value))") }
        }
    }

    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(format: "%.2f", v)
    }
}

/// Fetches 50 Hz accelerometer data from one device through a delegate that reads every sample.
enum FetchBench {
    struct Result {
        let samples: Int
        let samplesPerSecond: Double
        let peakRSSMB: Double
    }

    final class Reader: SRSensorReaderDelegate {
        var samples = 0
        var checksum = 0.0
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<Any>) -> Bool {
            guard let batch = result.sample as? [CMRecordedAccelerometerData] else { return false }
            for s in batch { checksum += s.acceleration.x + s.acceleration.y + s.acceleration.z }
            samples += batch.count
            return true
        }
    }

    static func measure(days: Int, repeats: Int) -> Result {
        let runtime = DeviceRuntime(clock: VirtualClock(start: Date(timeIntervalSince1970: 1_772_438_400)))
        let app = SensorKitApp(bundleIdentifier: "org.example.bench", displayName: "Bench", entitledSensors: [.accelerometer])
        let daemon = SensorKitDaemon(runtime: runtime, app: app, seed: 1)
        daemon.setStatus(.authorized, for: .accelerometer)
        let reader = SRSensorReader(sensor: .accelerometer, daemon: daemon)
        reader.startRecording()
        runtime.advance(by: Double(days + 2) * 86_400)
        var rates: [Double] = []
        var samples = 0
        resetPeakRSS()
        for _ in 0..<repeats {
            let delegate = Reader()
            reader.delegate = delegate
            let request = SRFetchRequest()
            let now = runtime.clock.continuousNow
            request.from = SRAbsoluteTime(now - Double(days + 1) * 86_400)
            request.to = SRAbsoluteTime(now - 86_400)
            request.device = daemon.iPhoneDevice
            let t0 = Monotonic.seconds()
            reader.fetch(request)
            runtime.runUntilIdle()
            let elapsed = Monotonic.seconds() - t0
            samples = delegate.samples
            rates.append(Double(delegate.samples) / elapsed)
            if delegate.checksum.isNaN { print("checksum NaN") }
        }
        rates.sort()
        return Result(samples: samples, samplesPerSecond: rates[rates.count / 2], peakRSSMB: peakRSSMB())
    }

    /// Resets the kernel's peak-RSS counter (VmHWM) so each measurement starts fresh.
    static func resetPeakRSS() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    static func peakRSSMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? -1
            return kb / 1024
        }
        return -1
    }
}
