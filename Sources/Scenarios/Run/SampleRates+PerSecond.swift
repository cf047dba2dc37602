import SensorKitSim
import SimCore

extension SampleRates {
    /// The sensors whose sampling is one setting of `SampleRates`, so a scenario can set it in
    /// samples per second (`rates: {accelerometer: 100}`).
    static let settable: [SRSensor] = [.accelerometer, .rotationRate, .ambientPressure, .photoplethysmogram,
                                       .ambientLightSensor, .heartRate, .odometer, .wristTemperature]

    /// Sets `sensor`'s rate; rates kept as a gap between samples take its inverse.
    mutating func set(_ sensor: SRSensor, perSecond rate: Double) {
        switch sensor {
        case .accelerometer: accelerometerHz = rate
        case .rotationRate: rotationRateHz = rate
        case .ambientPressure: ambientPressureHz = rate
        case .photoplethysmogram: photoplethysmogramHz = rate
        case .ambientLightSensor: ambientLightInterval = 1 / rate
        case .heartRate: heartRateInterval = 1 / rate
        case .odometer: odometerInterval = 1 / rate
        case .wristTemperature: wristTemperatureInterval = 1 / rate
        default: break
        }
    }
}
