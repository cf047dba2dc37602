/// What an export wrote: rows per sensor (by Apple's Swift name), how many participants, and
/// notes about what a shape cannot carry. Counts only, so memory does not grow with the cohort
/// (`participants.csv` lists each participant; `Cohort.participant` draws any of them again).
public struct ExportSummary: Sendable {
    public var rowsBySensor: [String: Int] = [:]
    public var participants = 0
    public var enrolled = 0
    public var notes: [String] = []
    public var rows: Int { rowsBySensor.values.reduce(0, +) }

    public init() {}
}
