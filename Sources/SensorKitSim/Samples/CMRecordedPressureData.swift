import Foundation

/// One barometer sample in a SensorKit `ambientPressure` result (an array of these).
///
/// On iOS a `CMAmbientPressureData` subclass; here a value, so arrays stream without one
/// allocation per sample. Pressure is in kilopascals and temperature in degrees Celsius, as Apple's.
public struct CMRecordedPressureData: Sendable, Equatable {
    public let identifier: UInt64
    public let startDate: Date
    /// Seconds since boot, as `CMLogItem.timestamp`.
    public let timestamp: TimeInterval
    public let pressure: Measurement<UnitPressure>
    public let temperature: Measurement<UnitTemperature>
}
