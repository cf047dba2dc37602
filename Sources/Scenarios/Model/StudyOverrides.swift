import SensorKitSim

/// What a scenario changes in the study it tests (`required:`, `optional:`, `rates:` in the header).
public struct StudyOverrides: Sendable, Equatable {
    /// Sensors marked Required, as if their `NSSensorKitUsageDetail` entry said `Required: true`.
    public var required: [SRSensor] = []
    /// Sensors made optional, as if their entry said `Required: false`.
    public var optional: [SRSensor] = []
    /// Samples per second per sensor, in the order written.
    public var rates: [SensorRate] = []
}

/// A sensor's sampling rate a scenario sets.
public struct SensorRate: Sendable, Equatable {
    public let sensor: SRSensor
    public let perSecond: Double
}
