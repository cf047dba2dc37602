#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif
import Foundation

/// The Movement Study app on iOS 27's `SRReader`: asks for the accelerometer and ambient light,
/// records what is allowed, reads each device's new accelerometer data once a day, and notices
/// when the participant turns a sensor off in Settings.
///
/// Written as Apple's SRReader pages show it, without their known slips: the reader's init
/// throws (it is not failable), samples come from `samples(matching:)` (there is no `fetch`),
/// `sample` and `timestamp` are properties, and an `SRAbsoluteTime` becomes a `Date` through
/// `toCFAbsoluteTime()`.
public final class MovementStudyApp {
    public let accelerometer: SRReader<SRAccelerometerSensor>
    public let ambientLight: SRReader<SRAmbientLightSensor>
    /// The authorization changes the app has been told about.
    public let permissionChanges = PermissionWatch()
    private let log: (String) -> Void
    /// Where the next read of each device starts: the end of the last window read.
    private var nextFrom: [String: SRAbsoluteTime] = [:]
    /// When recording began; the first read of a device starts there.
    private var recordingSince: SRAbsoluteTime?

    public init(log: @escaping (String) -> Void = { _ in }) throws {
        self.log = log
        accelerometer = try SRReader(sensor: .accelerometer)
        ambientLight = try SRReader(sensor: .ambientLight)
        permissionChanges.watch(accelerometer)
        permissionChanges.watch(ambientLight)
    }

    /// At launch: ask for both sensors in one sheet, then record those allowed.
    public func launch() async throws {
        try await SRAuthorizationStatus.requestAuthorization(for: [accelerometer.sensor, ambientLight.sensor])
        if accelerometer.authorizationStatus == .authorized {
            try await accelerometer.startRecording()
            recordingSince = SRAbsoluteTime.current()
            log("MovementStudy: recording the accelerometer")
        }
        if ambientLight.authorizationStatus == .authorized {
            try await ambientLight.startRecording()
            log("MovementStudy: recording ambient light")
        }
    }

    /// The daily read: every device's accelerometer samples since the last read, up to the
    /// newest SensorKit releases (a day ago). Each window starts where the last one ended, so
    /// with `(from, to]` nothing is read twice and nothing is skipped.
    public func readNewAccelerometerData() async throws -> [AccelerometerReading] {
        let releasedUpTo = SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 86_400)
        var readings: [AccelerometerReading] = []
        for device in try await accelerometer.devices {
            guard let from = nextFrom[device.model] ?? recordingSince, from.rawValue < releasedUpTo.rawValue else { continue }
            let request = SRFetchRequest()
            request.device = device
            request.from = from
            request.to = releasedUpTo
            var samples = 0, failures = 0
            var first: Date?, last: Date?
            for try await response in accelerometer.samples(matching: request) {
                switch response.sample {
                case .success(let batch):
                    samples += batch.count
                    if first == nil { first = batch.first?.startDate }
                    last = batch.last?.startDate ?? last
                case .failure(let error):
                    failures += 1
                    log("MovementStudy: failed to decode a sample written at \(date(response.timestamp)): \(error)")
                }
            }
            nextFrom[device.model] = releasedUpTo
            log("MovementStudy: \(samples) accelerometer samples from \(device.model)")
            readings.append(AccelerometerReading(device: device.model, samples: samples, first: first, last: last,
                                                 from: date(from), to: date(releasedUpTo), failures: failures))
        }
        return readings
    }

    private func date(_ time: SRAbsoluteTime) -> Date {
        Date(timeIntervalSinceReferenceDate: time.toCFAbsoluteTime())
    }
}
