import SensorKitSim

/// `participants.csv`: one row per participant, who they are and what they answered, written
/// as the export goes and moved into place at the end.
final class ParticipantsTable {
    /// Its name in the output folder.
    static let fileName = "participants.csv"
    private let file: AtomicFile
    private let sensors: [SRSensor]
    private var buffer = ByteBuffer(capacity: 4096)

    /// A sensor's cell: the participant's answer, or that the sheet never asked it.
    enum Answer: String {
        case allowed, declined
        case notAsked = "not asked"

        /// The answer a final authorization status records: a sensor still not determined was never asked.
        init(_ status: SRAuthorizationStatus) {
            switch status {
            case .authorized: self = .allowed
            case .denied: self = .declined
            case .notDetermined: self = .notAsked
            }
        }
    }

    static func header(_ sensors: [SRSensor]) -> String {
        (["participant", "userId", "sourceId", "seed", "enrolled", "enrolmentDate", "watchPaired"]
            + sensors.map(\.description)).joined(separator: ",") + "\n"
    }

    init(path: String, sensors: [SRSensor]) throws(ExportError) {
        file = try AtomicFile(path: path)
        self.sensors = sensors
        buffer.append(Self.header(sensors))
    }

    /// Adds `p`'s row. `statuses`, the phone's at the end of an enrolled participant's days, say
    /// what was answered (an app that crashed before its sheet asked nothing); without them (not
    /// enrolled, so not simulated) the cohort's draw does.
    func add(_ p: Participant, statuses: [SRSensor: SRAuthorizationStatus]? = nil) throws(ExportError) {
        let answers = sensors.map { s in
            statuses.map { Answer($0[s] ?? .notDetermined) }
                ?? (p.declined.contains(s) ? .declined : p.asked.contains(s) ? .allowed : .notAsked)
        }
        let cells = [String(p.number), p.userId, p.sourceId, String(p.seed), String(p.enrolled),
                     UTCText.iso8601(p.start.timeIntervalSince1970), String(p.watchPaired)]
            + answers.map(\.rawValue)
        buffer.append(cells.joined(separator: ",") + "\n")
        try file.write(&buffer)
    }

    func commit() throws(ExportError) { try file.commit() }
}
