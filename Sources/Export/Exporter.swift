import Foundation
import SensorKitSim
import Simulation
import SimCore

/// Runs each participant's simulated days (the same headless week `week` prints) and streams
/// what their study app fetched into the chosen shape, one participant at a time.
public final class Exporter {
    public let options: ExportOptions
    /// Called after each fetch batch and each participant.
    public var onProgress: ((ExportProgress) -> Void)?
    /// Called for every result the study app fetched, before it is written: one fetch of a
    /// day of 2 000 Hz motion is hundreds of thousands of them and minutes of work, so a caller
    /// that must act soon (a signal) looks here, not only at `onProgress`.
    public var onResult: (() -> Void)?
    /// Set when the export is only measured (`ExportEstimate`): nothing is written, every byte
    /// the shapes would write is counted here.
    var sink: ExportSink?

    public init(_ options: ExportOptions) { self.options = options }

    public func run() throws(ExportError) -> ExportSummary {
        let projectId = options.projectId ?? options.week.profile.bundleIdentifier
        if let problem = ProjectFolder.problem(projectId) {
            throw .unsafePath("the project id \(projectId.debugDescription) cannot name a folder under \(options.out): \(problem)")
        }
        var summary = ExportSummary()
        summary.notes = options.format.notes(for: options.week.profile.sensorsAsShown.filter { options.sensors?.contains($0) ?? true })
        if options.week.profile.sensors.isEmpty {
            summary.notes.append("the study requests no SensorKit data, so there is nothing to export")
        }
        var crashes = 0, firstCrash: (participant: Int, message: String)?
        // Why fetches that returned nothing did: the first fetch of each reason, in the order met.
        var emptyFetches: [FetchExplanation] = []
        // And for fetches the app never made: the first sensor of each reason.
        var unfetchedReasons: [FetchExplanation] = []
        // Each sensor's latest empty (or unmade) fetch: a sensor with no rows in an export that has some
        // (a Watch-only sensor with no Watch paired) is explained by it.
        var lastEmpty: [String: FetchExplanation] = [:]
        let started = Date()
        var progress = ExportProgress()
        progress.participants = options.cohort.participants
        progress.days = options.cohort.participants * options.week.days
        let table = try ParticipantsTable(path: options.out + "/" + ParticipantsTable.fileName, sensors: options.week.profile.sensorsAsShown,
                                          sink: sink)
        for number in 1...max(1, options.cohort.participants) {
            let participant = options.cohort.participant(number, base: options.week)
            summary.participants += 1
            if !participant.enrolled {
                try table.add(participant)
            } else {
                summary.enrolled += 1
                let session = try Session(shape: makeShape(participant), start: participant.start.timeIntervalSince1970,
                                          sensors: Set(options.exportedSensors), appleObjects: options.appleObjects)
                let days = options.week.days, report = onProgress
                session.onResult = onResult
                session.onFetch = { [unowned session] day in
                    progress.daysDone = (number - 1) * days + min(day, days)
                    progress.rows = summary.rows + session.rows
                    progress.elapsed = -started.timeIntervalSinceNow
                    report?(progress)
                }
                let ran = HeadlessWeek.run(Self.week(of: participant, options.week), observer: session)
                if let error = session.error { throw error }
                for why in ran.fetches.compactMap({ $0.results == 0 ? $0.why : nil })
                where !emptyFetches.contains(where: { $0.reason == why.reason }) {
                    emptyFetches.append(why)
                }
                // A sensor fetched from no device (a Watch-only one with no Watch) is among the unfetched.
                for why in ran.fetches.compactMap({ $0.results == 0 ? $0.why : nil }) + ran.unfetched.compactMap(\.why) {
                    lastEmpty[why.sensor] = why
                }
                for why in ran.unfetched.compactMap(\.why) where !unfetchedReasons.contains(where: { $0.reason == why.reason }) {
                    unfetchedReasons.append(why)
                }
                if let crash = ran.events.first(where: { $0.kind == .crash }) {
                    crashes += 1
                    if firstCrash == nil { firstCrash = (number, crash.message) }
                }
                try table.add(participant, statuses: Dictionary(uniqueKeysWithValues: ran.statuses.map { ($0.sensor, $0.status) }))
                try session.shape.commit()
                for (sensor, n) in session.rowsBySensor { summary.rowsBySensor[sensor, default: 0] += n }
            }
            progress.participantsDone = number
            progress.daysDone = number * options.week.days
            progress.rows = summary.rows
            progress.elapsed = -started.timeIntervalSinceNow
            onProgress?(progress)
        }
        try table.commit()
        // An export with participants and no rows says why, in the words SensorKit's own decider
        // (`FetchConditions`, through each fetch's explanation) gave the study app's fetches.
        // An app that fetched nothing at all (its request failed whole, say) is explained by
        // why the fetches it did not make would have been empty, as `week` prints them.
        if summary.rows == 0, summary.enrolled > 0, firstCrash == nil, emptyFetches.isEmpty, !unfetchedReasons.isEmpty {
            summary.notes.append("no rows: the study app fetched nothing; why each sensor gave nothing, the first of each kind: "
                                 + unfetchedReasons.map(\.description).joined(separator: "; "))
        }
        if summary.rows == 0, summary.enrolled > 0, firstCrash == nil, !emptyFetches.isEmpty {
            var note = "no rows: every fetch of the study app came back empty; the first of each kind: "
                + emptyFetches.map(\.description).joined(separator: "; ")
            // Too short a study: its first fetches ask for days before enrolment, or still held.
            if emptyFetches.allSatisfy({ $0.reason == .beforeRecording || $0.reason == .holdingPeriod }) {
                let holding = options.week.phone.sensorKit.holdingPeriod
                note += "; SensorKit holds new data back for \(Int(holding / 3600)) hours, so give --days "
                    + "\(Int((holding / 86_400).rounded(.up)) + 1) or more"
            }
            summary.notes.append(note)
        }
        // participants.csv keeps the answer (`allowed`): authorization is per app and sensor,
        // not per device, so the Watch-only sensor's empty column needs the fetch's reason.
        if summary.rows > 0 {
            for sensor in options.exportedSensors where summary.rowsBySensor[sensor.description, default: 0] == 0 {
                guard let why = lastEmpty[sensor.description] else { continue }
                summary.notes.append("\(sensor.description): no rows: \(why.description)")
            }
        }
        if let firstCrash {
            summary.notes.append("the study app crashed for \(crashes) of \(summary.enrolled) enrolled participants, so they have "
                                 + "less data or none (`week` with a participant's seed shows when); participant "
                                 + "\(firstCrash.participant): \(firstCrash.message)")
        }
        return summary
    }

    /// The simulated days `participant` lives through: the export's, and its estimate's.
    static func week(of participant: Participant, _ base: HeadlessWeek.Options) -> HeadlessWeek.Options {
        var week = base
        week.phone.seed = participant.seed
        week.phone.start = participant.start
        week.phone.watchPaired = participant.watchPaired
        week.allow = true
        week.declined = Set(participant.declined)
        return week
    }

    func makeShape(_ participant: Participant) throws(ExportError) -> ExportShape {
        let start = participant.start.timeIntervalSince1970
        let context = ShapeContext(out: options.out, projectId: options.projectId ?? options.week.profile.bundleIdentifier,
                                   participant: participant, study: options.week.profile, sensors: options.exportedSensors,
                                   window: (start, start + Double(options.week.days) * 86_400), sink: sink)
        switch options.format {
        case .radarCSV: return try RadarCSVShape(context, quirks: options.radarQuirks)
        case .radarAvro: return RadarAvroShape(context, quirks: options.radarQuirks)
        case .radarJSON: return RadarJSONShape(context, quirks: options.radarQuirks)
        case .myHeartCounts: return MyHeartCountsShape(context)
        case .lamp: return LampShape(context, legacy: options.lampLegacy)
        }
    }

    /// One participant's run: forwards what the app fetched to the shape and keeps the first error.
    private final class Session: FetchObserver {
        let shape: ExportShape
        let start: Double
        let appleObjects: Bool
        /// What is exported: a result of another sensor is not the shape's to see.
        let sensors: Set<SRSensor>
        private(set) var error: ExportError?
        private(set) var rows = 0
        private(set) var rowsBySensor: [String: Int] = [:]
        var onFetch: ((Int) -> Void)?
        var onResult: (() -> Void)?

        init(shape: ExportShape, start: Double, sensors: Set<SRSensor>, appleObjects: Bool) {
            self.shape = shape
            self.sensors = sensors
            self.start = start
            self.appleObjects = appleObjects
        }

        func received(_ result: SRFetchResult<AnyObject>, sensor: SRSensor, request: SRFetchRequest) {
            onResult?()
            guard error == nil, sensors.contains(sensor) else { return }
            do {
                let now = SRAbsoluteTime.current().toCFAbsoluteTime() + Date.timeIntervalBetween1970AndReferenceDate
                let result = appleObjects ? SRFetchResult(sample: result.sample, timestamp: result.timestamp,
                                                          sampleCount: result.sampleCount, sourceDevice: result.source) : result
                let n = try shape.received(result, sensor: sensor, request: request, receivedAt: now)
                rows += n
                rowsBySensor[sensor.description, default: 0] += n
            } catch {
                self.error = error
            }
        }

        func finished(_ record: FetchRecord, request: SRFetchRequest) {
            guard error == nil else { return }
            do { try shape.finished(record, request: request) } catch { self.error = error }
            let unix = record.finishedAt + Date.timeIntervalBetween1970AndReferenceDate
            onFetch?(Int((unix - start) / 86_400))
        }
    }
}
