import SensorKitSim

/// `participants.csv`: one row per participant, who they are and what they answered, written
/// as the export goes and moved into place at the end.
final class ParticipantsTable {
    /// Its name in the output folder.
    static let fileName = "participants.csv"
    private let file: AtomicFile
    private let sensors: [SRSensor]
    private var buffer = ByteBuffer(capacity: 4096)

    static func header(_ sensors: [SRSensor]) -> String {
        (["participant", "userId", "sourceId", "seed", "enrolled", "enrolmentDate", "watchPaired"]
            + sensors.map(\.description)).joined(separator: ",") + "\n"
    }

    init(path: String, sensors: [SRSensor]) throws(ExportError) {
        file = try AtomicFile(path: path)
        self.sensors = sensors
        buffer.append(Self.header(sensors))
    }

    func add(_ p: Participant) throws(ExportError) {
        let cells = [String(p.number), p.userId, p.sourceId, String(p.seed), String(p.enrolled),
                     UTCText.iso8601(p.start.timeIntervalSince1970), String(p.watchPaired)]
            + sensors.map { p.declined.contains($0) ? "declined" : "allowed" }
        buffer.append(cells.joined(separator: ",") + "\n")
        try file.write(&buffer)
    }

    func commit() throws(ExportError) { try file.commit() }
}
