import Foundation
import SensorKitSim

/// One number per sample for the dashboard's sparkline: what a study team would plot first.
enum SampleScalar {
    static func value(_ sample: Any) -> Double? {
        switch sample {
        case let a as [CMRecordedAccelerometerData]:
            guard let s = a.first else { return nil }
            return (s.acceleration.x * s.acceleration.x + s.acceleration.y * s.acceleration.y + s.acceleration.z * s.acceleration.z).squareRoot()
        case let a as [CMRecordedRotationRateData]:
            guard let s = a.first else { return nil }
            return (s.rotationRate.x * s.rotationRate.x + s.rotationRate.y * s.rotationRate.y + s.rotationRate.z * s.rotationRate.z).squareRoot()
        case let a as [CMRecordedPressureData]: return a.first?.pressure.value
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
