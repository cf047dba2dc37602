/// One line of the study app's log: a call it made or a callback it received, at its virtual time.
public struct AppLogEntry: Sendable, Equatable {
    /// Wall time (seconds since 2001) on the virtual clock.
    public let time: Double
    public let event: StudyAppEvent

    public var text: String { event.description }
    public var isError: Bool { event.isError }
}

/// The outcome of one fetch: the study app's, or a scenario's own.
public struct FetchRecord: Sendable, Equatable {
    public let sensor: String
    public let device: String
    /// The requested window `(from, to)`, as wall times.
    public let from: Double
    public let to: Double
    public let results: Int
    public let samples: Int
    /// The SensorKit error code, when the fetch failed.
    public let errorCode: Int?
    /// Wall time at which the fetch finished.
    public let finishedAt: Double

    public init(sensor: String, device: String, from: Double, to: Double, results: Int, samples: Int,
                errorCode: Int?, finishedAt: Double) {
        self.sensor = sensor; self.device = device; self.from = from; self.to = to
        self.results = results; self.samples = samples; self.errorCode = errorCode; self.finishedAt = finishedAt
    }
}
