import Foundation
import Testing
import SimCore
import SensorKitSim
@testable import Simulation

/// The dashboard's sparkline value for each sensor's first fetched sample.
@Suite struct SampleScalarTests {
    /// Keeps the value of the first sample of each fetch.
    final class FirstValue: NSObject, SRSensorReaderDelegate {
        var values: [SRSensor: Double?] = [:]
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            values[reader.sensor] = SampleScalar.value(result.sampleValue)
            return false
        }
    }

    /// A week of every sensor recording on a phone with a Watch (ECG is only a few times a week),
    /// then one fetch per sensor from the device that records it.
    static let firstValues: [SRSensor: Double?] = {
        let runtime = DeviceRuntime(clock: VirtualClock(start: Date(timeIntervalSince1970: 1_772_438_400)))
        let sensors = SensorCatalog.all.filter { $0.recordsOnIPhone || $0.recordsOnWatch }
        let daemon = SensorKitDaemon(runtime: runtime, app: SensorKitApp(
            bundleIdentifier: "org.example.all", displayName: "All", entitledSensors: Set(sensors.map(\.sensor))))
        for info in sensors {
            daemon.setStatus(.authorized, for: info.sensor)
            daemon.addStake("org.example.all", to: info.sensor)
        }
        runtime.advance(by: 8 * 86_400)
        let delegate = FirstValue()
        var readers: [SRSensorReader] = []
        runtime.perform {
            for info in sensors {
                let reader = SRSensorReader(sensor: info.sensor)
                reader.delegate = delegate
                let request = SRFetchRequest()
                let now = runtime.clock.continuousNow
                request.from = SRAbsoluteTime(now - 7 * 86_400 + 60)
                request.to = SRAbsoluteTime(now - 86_400)
                request.device = info.recordsOnIPhone ? daemon.iPhoneDevice : daemon.watchDevice
                reader.fetch(request)
                readers.append(reader)
            }
        }
        runtime.runUntilIdle()
        return delegate.values
    }()

    @Test(arguments: [
        (SRSensor.accelerometer, 0.5...1.5), (.rotationRate, 0.0...10), (.ambientPressure, 95.0...105),
        (.photoplethysmogram, 0.9...1.1), (.electrocardiogram, -3000.0...3000), (.ambientLightSensor, 0.0...100_000),
        (.heartRate, 40.0...200), (.pedometerData, 0.0...5000), (.wristTemperature, 30.0...38),
        (.onWristState, 0.0...1), (.deviceUsageReport, 0.0...1000), (.keyboardMetrics, 0.0...10_000),
    ])
    func plottedSensorsGetAPlausibleValue(sensor: SRSensor, range: ClosedRange<Double>) throws {
        let fetched = try #require(SampleScalarTests.firstValues[sensor], "no \(sensor) sample fetched")
        let value = try #require(fetched, "no value for \(sensor)")
        #expect(range.contains(value), "\(sensor): \(value)")
    }

    @Test func otherSamplesHaveNoValue() throws {
        for sensor in [SRSensor.visits, .messagesUsageReport, .siriSpeechMetrics] {
            let fetched = try #require(SampleScalarTests.firstValues[sensor], "no \(sensor) sample fetched")
            #expect(fetched == nil, "\(sensor)")
        }
        #expect(SampleScalar.value([Int]()) == nil)
        #expect(SampleScalar.value([RecordedAcceleration]()) == nil)
    }
}
