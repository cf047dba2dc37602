import Foundation
import SensorKitSim

/// One number per sample for the dashboard's sparkline: what a study team would plot first.
/// A batch is read from its first sample alone, so a tally builds only that one.
///
/// A sample is matched by its exact type, so no cast is ever tried that can fail: on Linux a
/// failing cast from `Any` costs over a thousand instructions, and testing an array result
/// against a class type makes Foundation bridge every element to an `NSArray` first.
enum SampleScalar {
    static func value(_ sample: Any) -> Double? {
        readers[ObjectIdentifier(type(of: sample))]?(sample)
    }

    private typealias Reader = @Sendable (Any) -> Double?

    private static let readers: [ObjectIdentifier: Reader] = Dictionary(uniqueKeysWithValues: [
        reader([RecordedAcceleration].self) { a in
            a.first.map { ($0.acceleration.x * $0.acceleration.x + $0.acceleration.y * $0.acceleration.y
                           + $0.acceleration.z * $0.acceleration.z).squareRoot() }
        },
        reader([RecordedRotationRate].self) { a in
            a.first.map { ($0.rotationRate.x * $0.rotationRate.x + $0.rotationRate.y * $0.rotationRate.y
                           + $0.rotationRate.z * $0.rotationRate.z).squareRoot() }
        },
        reader([RecordedPressure].self) { $0.first?.kilopascals },
        reader([SRPhotoplethysmogramSample].self) { $0.first?.opticalSamples.first?.normalizedReflectance },
        reader([SRElectrocardiogramSample].self) { $0.first?.data.first?.value.value },
        reader(SRAmbientLightSample.self) { $0.lux.value },
        reader(CMHighFrequencyHeartRateData.self) { $0.heartRate },
        reader(CMPedometerData.self) { $0.numberOfSteps.doubleValue },
        reader(SRWristTemperatureSession.self) { $0.temperatures.first { _ in true }?.value.value },
        reader(SRWristDetection.self) { $0.onWrist ? 1 : 0 },
        reader(SRDeviceUsageReport.self) { Double($0.totalScreenWakes) },
        reader(SRKeyboardMetrics.self) { Double($0.totalWords) },
    ])

    /// A reader keyed by `type`; the cast inside it always succeeds, since only a sample of
    /// exactly that type is looked up under that key.
    private static func reader<T>(_ type: T.Type, _ read: @escaping @Sendable (T) -> Double?) -> (ObjectIdentifier, Reader) {
        (ObjectIdentifier(type), { read($0 as! T) })
    }
}
