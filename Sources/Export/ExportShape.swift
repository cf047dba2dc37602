import SensorKitSim
import Simulation

/// One export format's writer for one participant: it receives what the study app fetched, as
/// the app fetched it, and writes files as it goes (never holding a fetch in memory).
protocol ExportShape: AnyObject {
    /// Writes the rows `result` yields; returns how many.
    func received(_ result: SRFetchResult<AnyObject>, sensor: SRSensor, request: SRFetchRequest, receivedAt: Double) throws(ExportError) -> Int
    /// A fetch ended: a shape that writes one file per fetch batch closes it here.
    func finished(_ record: FetchRecord, request: SRFetchRequest) throws(ExportError)
    /// The participant is done: a sensor in `ShapeContext.sensors` that wrote no file gets its
    /// empty one (the format's header, no rows), then every file is moved into place.
    func commit() throws(ExportError)
}

/// Who and where a shape writes for.
struct ShapeContext {
    let out: String
    let projectId: String
    let participant: Participant
    let study: StudyProfile
    /// The sensors exported, each of which the shape carries: each has at least one file per
    /// participant, empty when it had no rows.
    let sensors: [SRSensor]
    /// The participant's simulated days, Unix seconds: an empty file's batch window.
    let window: (start: Double, end: Double)
    /// Set when the export is only measured: files are counted there, not created.
    var sink: ExportSink? = nil

    /// An output file of `sensor`'s, or only its count when measuring.
    func file(_ path: String, of sensor: SRSensor) throws(ExportError) -> AtomicFile {
        try AtomicFile(path: path, sensor: sensor, sink: sink)
    }
}
