import Foundation
import SensorKitSim

/// What snapshots derive from the phone's journal, kept between snapshots so that each one
/// costs only what is new: the log's lines, the first fetch with data, and the dashboard's rows.
///
/// Reading never changes what a caller sees: each answer is a function of the phone as it is,
/// whatever was read before.
final class SnapshotBuilder {
    private var logLines: [LogLine] = []
    private var journalLogged = 0
    private var firstDataFound: FetchRecord?
    private var rowsCache: (key: [Double], rows: [Dashboard.Row])?
    /// How far the dashboard has read the journal, and how many of those events can change its
    /// rows: the participant's own taps (pages, answers before Done) cannot, so a sheet walked
    /// page by page does not recount every sensor's samples at each tap.
    private var rowsJournalRead = 0
    private var rowEvents = 0

    /// The dashboard's log: logged events in the order they happened.
    func log(_ phone: SimulatedPhone) -> [LogLine] {
        let journal = phone.journal
        if journalLogged < journal.count {
            for e in journal[journalLogged...] where e.isLogged {
                logLines.append(LogLine(e))
                if firstDataFound == nil, case .app(.fetchCompleted(let f)) = e.kind, f.results > 0 { firstDataFound = f }
            }
            journalLogged = journal.count
        }
        return logLines
    }

    /// The study app's first fetch that returned data, once there was one.
    func firstData(_ phone: SimulatedPhone) -> FetchRecord? {
        _ = log(phone)
        return firstDataFound
    }

    /// The dashboard. Its sensor rows are recomputed when something happens (an event other
    /// than the participant's own taps), and while only the clock runs at most once per virtual
    /// minute, or once per real second of running at speeds above ×60: counting a week of
    /// samples for every row is not free, and at ×86400 redoing it on every frame and key press
    /// would slow the keys down. Without `countingRows` there are no rows (nil).
    func dashboard(_ phone: SimulatedPhone, speed: Double, paused: Bool, countingRows: Bool) -> Dashboard {
        let journal = phone.journal
        if rowsJournalRead < journal.count {
            for e in journal[rowsJournalRead...] {
                if case .participant = e.kind { continue }
                rowEvents += 1
            }
            rowsJournalRead = journal.count
        }
        var rows: [Dashboard.Row]?
        if countingRows {
            let key = [(phone.runtime.clock.now / max(60, speed)).rounded(.down), Double(rowEvents)]
            if let c = rowsCache, c.key == key { rows = c.rows } else {
                let counted = Self.rows(phone)
                rowsCache = (key, counted)
                rows = counted
            }
        }
        return Dashboard(now: phone.runtime.clock.date, speed: speed, paused: paused,
                         rows: rows, motionStatus: phone.usesMotion ? phone.motion.status : nil,
                         fitnessTracking: phone.motion.fitnessTrackingEnabled,
                         appRunning: phone.app?.isRunning ?? false, launches: phone.launches)
    }

    private static func rows(_ phone: SimulatedPhone) -> [Dashboard.Row] {
        let sk = phone.sensorKit
        var rows: [Dashboard.Row] = []
        // The sensors the installed version requests, and those the study's Settings page
        // lists: an update that drops a sensor keeps its answer, stake and data, which Settings
        // still reaches, so the coordinator sees them here too.
        let listed = SystemUI.studyPageSensors(phone.profile) { sk.status(of: $0) }
        for sensor in SensorCatalog.ordered(Set(phone.profile.sensors).union(listed)) {
            guard let info = SensorCatalog.info(for: sensor) else { continue }
            let introducedLater = SensorAvailability.exists(sensor, on: sk.osVersion) ? nil : SensorAvailability.minimumOS(for: sensor)
            // A device's row stays while it is paired or holds what it recorded (an unpaired
            // Watch's data stays fetchable for the look-back); a Watch-only sensor with no Watch
            // and nothing stored keeps one row all the same, for the answer the sheet asked for.
            let summaries = info.recordingDevices.map { (kind: $0, summary: sk.summary(sensor, device: $0)) }
            let shown = summaries.filter { $0.kind == .iPhone || sk.isWatchPaired || $0.summary.samples > 0 }
            for (kind, summary) in shown.isEmpty ? Array(summaries.prefix(1)) : shown {
                let isPaired = kind == .iPhone || sk.isWatchPaired
                let key = SensorOnDevice(sensor, kind)
                // On iOS a sensor never asked about or denied has nothing fetchable, stored data or not.
                let standing = sk.fetchConditions(sensor, kind, from: summary.fetchableLower, to: summary.fetchableUpper).standing
                // What the app reads (the Auth column's meaning): with collection off, `denied`
                // for a sensor never asked too, as the app's `didChange` says.
                rows.append(Dashboard.Row(sensor: sensor, name: info.displayName, device: kind, status: sk.readerStatus(of: sensor),
                                          recording: isPaired && sk.isRecording(sensor) && sk.appHasStake(in: sensor),
                                          samples: summary.samples, held: summary.heldSamples,
                                          fetchableLower: summary.fetchableLower, fetchableUpper: summary.fetchableUpper,
                                          nothingFetchable: standing,
                                          lastFetch: phone.lastAppFetch(of: key), values: phone.storage.lastValues[key] ?? [],
                                          devicePaired: isPaired, introducedLater: introducedLater))
            }
        }
        return rows
    }
}
