import Foundation

/// One barometer sample in a SensorKit `ambientPressure` result (an array of these).
///
/// On iOS a `CMAmbientPressureData` subclass; here a value, so arrays stream without one
/// allocation per sample. Pressure is in kilopascals and temperature in degrees Celsius, as Apple's.
/// Both are stored as plain numbers (no unit object to retain per sample) and wrapped when read.
public struct CMRecordedPressureData: Sendable, Equatable {
    public let identifier: UInt64
    public let startDate: Date
    /// Seconds since boot, as `CMLogItem.timestamp`.
    public let timestamp: TimeInterval
    let kilopascals: Double
    let celsius: Double

    public var pressure: Measurement<UnitPressure> { Measurement(value: kilopascals, unit: SampleUnits.kilopascals) }
    public var temperature: Measurement<UnitTemperature> { Measurement(value: celsius, unit: SampleUnits.celsius) }
}
