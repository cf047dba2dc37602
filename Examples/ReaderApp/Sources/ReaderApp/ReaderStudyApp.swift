#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif
import Foundation

/// The Reader Study app: asks for the accelerometer and ambient light, records what is
/// allowed, and fetches every device's new data when asked (a daily background refresh).
public final class ReaderStudyApp {
    public static let sensors: [SRSensor] = [.accelerometer, .ambientLightSensor]
    private let log: (String) -> Void
    public let extractors: [SensorExtractor]

    public init(log: @escaping (String) -> Void) {
        self.log = log
        extractors = [AccelerometerExtractor(sensor: .accelerometer, log: log),
                      AmbientLightExtractor(sensor: .ambientLightSensor, log: log)]
    }

    /// At launch: ask for the sensors, then record the ones allowed.
    public func applicationDidFinishLaunching() {
        log("ReaderApp: launched, asking for \(Self.sensors.map { "\($0)" }.joined(separator: " and "))")
        SRSensorReader.requestAuthorization(sensors: Set(Self.sensors)) { [weak self] error in
            guard let self else { return }
            if let error { self.log("ReaderApp: authorization request ended: \(error)") }
            for e in self.extractors where e.reader.authorizationStatus == .authorized { e.startRecording() }
        }
    }

    /// Fetches every allowed sensor's new data from every device.
    public func fetchNow() {
        for e in extractors where e.reader.authorizationStatus == .authorized { e.fetchNewData() }
    }

    /// The extractor of `sensor`.
    public func extractor(_ sensor: SRSensor) -> SensorExtractor? { extractors.first { $0.reader.sensor == sensor } }
}
