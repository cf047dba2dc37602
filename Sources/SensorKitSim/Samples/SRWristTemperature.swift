import Foundation

/// Apple's `SRWristTemperature`: one wrist temperature reading during sleep.
///
/// An `NSObject` as on iOS; a session builds them only as they are read.
public final class SRWristTemperature: NSObject, Sendable {
    public struct Condition: OptionSet, Sendable, Equatable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let offWrist = Condition(rawValue: 1 << 0)
        public static let onCharger = Condition(rawValue: 1 << 1)
        public static let inMotion = Condition(rawValue: 1 << 2)
    }

    public let timestamp: Date
    /// Degrees Celsius.
    public let value: Measurement<UnitTemperature>
    public let errorEstimate: Measurement<UnitTemperature>
    public let condition: Condition

    init(timestamp: Date, value: Measurement<UnitTemperature>, errorEstimate: Measurement<UnitTemperature>,
         condition: Condition) {
        self.timestamp = timestamp
        self.value = value
        self.errorEstimate = errorEstimate
        self.condition = condition
    }
}
