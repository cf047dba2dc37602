/// What an export wrote: rows per sensor (by Apple's Swift name), participants, and notes
/// about what a shape cannot carry.
public struct ExportSummary: Sendable {
    public var rowsBySensor: [String: Int] = [:]
    public var participants: [Participant] = []
    public var notes: [String] = []
    public var rows: Int { rowsBySensor.values.reduce(0, +) }
}
