import Foundation
import SensorKitSim

/// One number per sample for the dashboard's sparkline: what a study team would plot first.
///
/// Array results are told apart by their exact array type before any class is tried: on Linux,
/// testing an array against a class type makes Foundation bridge every element to an `NSArray`
/// only to fail, which cost more than generating the samples.
enum SampleScalar {
    static func value(_ sample: Any) -> Double? {
        sample is any ArrayResult ? arrayValue(sample) : objectValue(sample)
    }

    /// The first sample of an array result.
    private static func arrayValue(_ sample: Any) -> Double? {
        switch sample {
        case let a as [CMRecordedAccelerometerData]:
            guard let s = a.first else { return nil }
            return (s.acceleration.x * s.acceleration.x + s.acceleration.y * s.acceleration.y + s.acceleration.z * s.acceleration.z).squareRoot()
        case let a as [CMRecordedRotationRateData]:
            guard let s = a.first else { return nil }
            return (s.rotationRate.x * s.rotationRate.x + s.rotationRate.y * s.rotationRate.y + s.rotationRate.z * s.rotationRate.z).squareRoot()
        case let a as [CMRecordedPressureData]: return a.first?.pressure.value
        case let a as [SRPhotoplethysmogramSample]: return a.first?.opticalSamples.first?.normalizedReflectance
        case let a as [SRElectrocardiogramSample]: return a.first?.data.first?.value.value
        default: return nil
        }
    }

    private static func objectValue(_ sample: Any) -> Double? {
        switch sample {
        case let s as SRAmbientLightSample: return s.lux.value
        case let s as CMHighFrequencyHeartRateData: return s.heartRate
        case let s as CMPedometerData: return s.numberOfSteps.doubleValue
        case let s as SRWristTemperatureSession: return s.temperatures.first { _ in true }?.value.value
        case let s as SRWristDetection: return s.onWrist ? 1 : 0
        case let s as SRDeviceUsageReport: return Double(s.totalScreenWakes)
        case let s as SRKeyboardMetrics: return Double(s.totalWords)
        default: return nil
        }
    }
}

/// Any array, found by a protocol check that never bridges (unlike a cast to a class type).
private protocol ArrayResult {}
extension Array: ArrayResult {}
