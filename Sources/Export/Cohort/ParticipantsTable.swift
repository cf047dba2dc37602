import SensorKitSim

/// `participants.csv`: one row per participant, who they are and what they answered, written
/// as the export goes and moved into place at the end.
final class ParticipantsTable {
    /// Its name in the output folder.
    static let fileName = "participants.csv"
    private let file: AtomicFile
    private let sensors: [SRSensor]
    private var buffer = ByteBuffer(capacity: 4096)

    /// A sensor's cell: the answer the phone stores at the end, or why it stores none.
    enum Answer: String {
        case allowed, declined
        /// The sheet never showed it (this iOS lacks it, not entitled or described, no sheet).
        case notAsked = "not asked"
        /// The sheet showed it, but the request ended with no answer stored: Don't Enroll in Study
        /// on the Required alert closes it as Cancel does (FIDELITY.md).
        case unanswered

        /// The cell for a sensor's final status; a sensor still not determined was left
        /// unanswered if the sheet showed it, else never asked.
        init(_ status: SRAuthorizationStatus, shown: Bool) {
            switch status {
            case .authorized: self = .allowed
            case .denied: self = .declined
            case .notDetermined: self = shown ? .unanswered : .notAsked
            }
        }
    }

    static func header(_ sensors: [SRSensor]) -> String {
        (["participant", "userId", "sourceId", "seed", "enrolled", "enrolmentDate", "watchPaired"]
            + sensors.map(\.description)).joined(separator: ",") + "\n"
    }

    init(path: String, sensors: [SRSensor], sink: ExportSink? = nil) throws(ExportError) {
        file = try AtomicFile(path: path, sensor: nil, sink: sink)
        self.sensors = sensors
        buffer.append(Self.header(sensors))
    }

    /// Adds `p`'s row. `statuses` are an enrolled participant's, from their simulated days: what
    /// the phone stores for each sensor at the end (an app that crashed before its sheet stores
    /// nothing: not asked). One not enrolled is not simulated: they declined a Required sensor
    /// (marked declined), then chose Don't Enroll in Study, which stores no answer and ends the
    /// sheet: every other sensor it showed, before that page or after it, is unanswered.
    func add(_ p: Participant, statuses: [SRSensor: SRAuthorizationStatus]? = nil) throws(ExportError) {
        let answers = sensors.map { s -> Answer in
            if let statuses { return Answer(statuses[s] ?? .notDetermined, shown: false) }
            return s == p.endedOn ? .declined : Answer(.notDetermined, shown: p.asked.contains(s))
        }
        let cells = [String(p.number), p.userId, p.sourceId, String(p.seed), String(p.enrolled),
                     UTCText.iso8601(p.start.timeIntervalSince1970), String(p.watchPaired)]
            + answers.map(\.rawValue)
        buffer.append(cells.joined(separator: ",") + "\n")
        try file.write(&buffer)
    }

    func commit() throws(ExportError) { try file.commit() }
}
