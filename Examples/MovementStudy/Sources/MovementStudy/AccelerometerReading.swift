import Foundation

/// What one read of one device's accelerometer data found.
public struct AccelerometerReading: Sendable, Equatable {
    /// The device's `model` ("iPhone", "Apple Watch").
    public let device: String
    public let samples: Int
    /// The first and last sample's `startDate`, nil when the window held none.
    public let first: Date?
    public let last: Date?
    /// The window read, `from` exclusive and `to` inclusive, as wall times.
    public let from: Date
    public let to: Date
    /// Samples that could not be decoded (`sample` was a failure).
    public let failures: Int
}
