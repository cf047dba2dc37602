import Foundation
import SensorKitSim
import CoreMotionSim

/// What the dashboard shows, read from the simulation: the clock, one row per sensor and
/// device, and Motion & Fitness.
public struct Dashboard: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let sensor: SRSensor
        public let name: String
        package let device: SRDevice.Kind
        public let status: SRAuthorizationStatus
        public let recording: Bool
        /// Samples stored within the look-back, and how many of them are still held back.
        public let samples: Int
        public let held: Int
        /// The fetchable window `(lower, upper]` (wall time).
        public let fetchableLower: Double
        public let fetchableUpper: Double
        /// The study app's last fetch from this device: results, or the error code.
        public let lastFetch: FetchRecord?
        /// Values from the last fetch, for the sparkline (oldest first).
        public let values: [Double]
    }

    public let now: Date
    public let speed: Double
    public let paused: Bool
    public let rows: [Row]
    public let motionStatus: CMAuthorizationStatus?
    public let fitnessTracking: Bool
    public let appRunning: Bool
    public let launches: Int
}

extension ConsentSimulation {
    /// The dashboard. Its sensor rows are recomputed when something happens (an event other
    /// than the participant's own taps), and while only the clock runs at most once per virtual
    /// minute, or once per real second of running at speeds above ×60: counting a week of
    /// samples for every row is not free, and at ×86400 redoing it on every frame and key press
    /// would slow the keys down.
    /// Without `countingRows`, the rows are the last ones counted (or none).
    func dashboard(speed: Double, paused: Bool, countingRows: Bool = true) -> Dashboard {
        let refresh = max(60, speed)
        let journal = phone.journal
        if dashboardJournalRead < journal.count {
            for e in journal[dashboardJournalRead...] {
                if case .participant = e.kind { continue }
                dashboardRowEvents += 1
            }
            dashboardJournalRead = journal.count
        }
        let key = [(phone.runtime.clock.now / refresh).rounded(.down), Double(dashboardRowEvents)]
        let rows: [Dashboard.Row]
        if !countingRows { rows = dashboardCache?.rows ?? [] } else if let c = dashboardCache, c.key == key { rows = c.rows } else {
            rows = computeRows()
            dashboardCache = (key, rows)
        }
        return Dashboard(now: phone.runtime.clock.date, speed: speed, paused: paused,
                         rows: rows, motionStatus: phone.usesMotion ? phone.motion.status : nil,
                         fitnessTracking: phone.motion.fitnessTrackingEnabled,
                         appRunning: phone.app?.isRunning ?? false, launches: phone.launches)
    }
    private func computeRows() -> [Dashboard.Row] {
        let sk = phone.sensorKit
        var rows: [Dashboard.Row] = []
        for sensor in profile.sensors {
            guard let info = SensorCatalog.info(for: sensor) else { continue }
            var kinds: [SRDevice.Kind] = []
            if info.recordsOnIPhone { kinds.append(.iPhone) }
            if info.recordsOnWatch && sk.isWatchPaired { kinds.append(.appleWatch) }
            for kind in kinds {
                let summary = sk.summary(sensor, device: kind)
                let model = kind == .iPhone ? sk.iPhoneDevice.model : sk.watchDevice.model
                let last = phone.fetches.last { $0.sensor == sensor.description && $0.device == model }
                rows.append(Dashboard.Row(sensor: sensor, name: info.displayName, device: kind, status: sk.status(of: sensor),
                                          recording: sk.isRecording(sensor) && sk.appHasStake(in: sensor),
                                          samples: summary.samples, held: summary.heldSamples,
                                          fetchableLower: summary.fetchableLower, fetchableUpper: summary.fetchableUpper,
                                          lastFetch: last, values: phone.storage.lastValues["\(sensor.rawValue)|\(kind.rawValue)"] ?? []))
            }
        }
        return rows
    }
}
