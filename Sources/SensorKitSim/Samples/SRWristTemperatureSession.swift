import Foundation

/// Apple's `SRWristTemperatureSession`: the wrist temperatures of one night.
///
/// The readings are computed when iterated, not stored, so a week of sessions costs nothing
/// until an app reads them. It adopts `NSCopying` and `NSSecureCoding`, as
/// SRWristTemperatureSession.h declares; an archive holds every reading of the night.
///
/// Final, unlike the sample classes a test double stands in for: SRWristTemperatureSession.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRWristTemperatureSession: NSObject, NSCopying, NSSecureCoding, Sendable {
    public let startDate: Date
    public let duration: TimeInterval
    public let version: String
    private let count: Int
    private let reading: @Sendable (Int) -> SRWristTemperature

    init(startDate: Date, duration: TimeInterval, version: String, count: Int,
         reading: @escaping @Sendable (Int) -> SRWristTemperature) {
        self.startDate = startDate
        self.duration = duration
        self.version = version
        self.count = count
        self.reading = reading
    }

    /// The night's readings in time order.
    public var temperatures: some Sequence<SRWristTemperature> { (0..<count).lazy.map(reading) }

    // MARK: NSCopying and NSSecureCoding (SRWristTemperatureSession.h)

    /// The session itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encodeDate(startDate, forKey: "startDate")
        coder.encode(duration, forKey: "duration")
        coder.encodeText(version, forKey: "version")
        coder.encode(Int64(count), forKey: "count")
        for i in 0..<count { reading(i).encode(with: coder, prefix: "temperatures.\(i).") }
    }

    public convenience init?(coder: NSCoder) {
        guard let start = coder.decodeDate(forKey: "startDate"), let duration = coder.decodeNumber(forKey: "duration"),
              let version = coder.decodeText(forKey: "version"), coder.containsValue(forKey: "count") else { return nil }
        let count = Int(coder.decodeInt64(forKey: "count"))
        guard count >= 0 else { return nil }
        let readings = (0..<count).compactMap { SRWristTemperature(coder: coder, prefix: "temperatures.\($0).") }
        guard readings.count == count else { return nil }
        self.init(startDate: start, duration: duration, version: version, count: count) { readings[$0] }
    }
}
