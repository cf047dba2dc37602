/// How far an export has come, reported after each fetch batch.
public struct ExportProgress: Sendable, Equatable {
    public var participantsDone = 0
    public var participants = 0
    /// Participant-days simulated, out of participants × days.
    public var daysDone = 0
    public var days = 0
    public var rows = 0
    /// Seconds since the export started (real time).
    public var elapsed = 0.0

    public init() {}

    public var rowsPerSecond: Double { elapsed > 0 ? Double(rows) / elapsed : 0 }
}
