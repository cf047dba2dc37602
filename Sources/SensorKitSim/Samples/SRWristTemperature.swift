import Foundation

/// Apple's `SRWristTemperature`: one wrist temperature reading during sleep.
///
/// An `NSObject` as on iOS; a session builds them only as they are read. It adopts `NSCopying`
/// and `NSSecureCoding`, as SRWristTemperatureSession.h declares.
///
/// Final, unlike the sample classes a test double stands in for: SRWristTemperature.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRWristTemperature: NSObject, NSCopying, NSSecureCoding, Sendable {
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

    // MARK: NSCopying and NSSecureCoding (SRWristTemperatureSession.h)

    /// The reading itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) { encode(with: coder, prefix: "") }

    public convenience init?(coder: NSCoder) { self.init(coder: coder, prefix: "") }

    /// Written under `p`, so a session's archive holds its readings.
    func encode(with coder: NSCoder, prefix p: String) {
        coder.encodeDate(timestamp, forKey: p + "timestamp")
        coder.encode(value.converted(to: .celsius).value, forKey: p + "celsius")
        coder.encode(errorEstimate.converted(to: .celsius).value, forKey: p + "errorCelsius")
        coder.encode(Int64(condition.rawValue), forKey: p + "condition")
    }

    convenience init?(coder: NSCoder, prefix p: String) {
        guard let time = coder.decodeDate(forKey: p + "timestamp"), let celsius = coder.decodeNumber(forKey: p + "celsius"),
              let error = coder.decodeNumber(forKey: p + "errorCelsius"), coder.containsValue(forKey: p + "condition"),
              let condition = UInt(exactly: coder.decodeInt64(forKey: p + "condition")) else { return nil }
        self.init(timestamp: time, value: Measurement(value: celsius, unit: .celsius),
                  errorEstimate: Measurement(value: error, unit: .celsius), condition: Condition(rawValue: condition))
    }
}
