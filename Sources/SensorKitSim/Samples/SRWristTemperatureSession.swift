import Foundation

/// Apple's `SRWristTemperatureSession`: the wrist temperatures of one night.
///
/// The readings are computed when iterated, not stored, so a week of sessions costs nothing
/// until an app reads them.
public final class SRWristTemperatureSession: NSObject, Sendable {
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
}
