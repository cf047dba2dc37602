/// One line of the study app's log: a delegate callback or error as the app received it.
public struct AppLogEntry: Sendable, Equatable {
    /// Wall time (seconds since 2001) on the virtual clock.
    public let time: Double
    public let text: String
    public let isError: Bool
}

/// The outcome of one fetch the study app made.
public struct FetchRecord: Sendable, Equatable {
    public let sensor: String
    public let device: String
    /// The requested window `(from, to]`, as wall times.
    public let from: Double
    public let to: Double
    public let results: Int
    public let samples: Int
    /// The SensorKit error code, when the fetch failed.
    public let errorCode: Int?
    /// Wall time at which the fetch finished.
    public let finishedAt: Double
}
