import SensorKitSim
import SimCore

extension SampleRates {
    /// The one table of the sensors whose sampling is one setting of `SampleRates`, and that
    /// setting, so a scenario (`rates: {accelerometer: 100}`) and `export --rates` set it in
    /// samples per second, as SRTestSession's `sampleRates` sets the same properties.
    static let perSecondSettings: [(sensor: SRSensor, rate: Rate)] = [
        (.accelerometer, .accelerometerHz), (.rotationRate, .rotationRateHz), (.ambientPressure, .ambientPressureHz),
        (.photoplethysmogram, .photoplethysmogramHz), (.ambientLightSensor, .ambientLightInterval),
        (.heartRate, .heartRateInterval), (.odometer, .odometerInterval), (.wristTemperature, .wristTemperatureInterval),
        (.headphoneMotion, .headphoneMotionHz),
    ]

    /// The sensors `perSecondSettings` lists, in its order.
    static let settable: [SRSensor] = perSecondSettings.map(\.sensor)

    /// Sets `sensor`'s rate; a rate kept as a gap between samples takes its inverse.
    mutating func set(_ sensor: SRSensor, perSecond rate: Double) {
        guard let setting = Self.perSecondSettings.first(where: { $0.sensor == sensor })?.rate else { return }
        self[keyPath: setting.keyPath] = setting.isPerSecond ? rate : 1 / rate
    }
}
