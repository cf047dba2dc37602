import Foundation
import SimCore

/// Deletion: the participant's "Delete … Data" in Settings, and the deletion records a
/// reader of a sensor's deletion-record stream fetches.
extension SensorKitDaemon {
    /// Which data "Delete … Data" in Settings removes.
    package enum DeletionScope: Sendable {
        /// Data still in the holding period (not yet shared with the study).
        case unshared
        /// Everything the device still stores for the sensor.
        case all
    }

    /// The participant deletes collected data in Settings: a `userInitiated` deletion record.
    /// Where the scope holds nothing stored on any device (a sensor denied, never recorded, or
    /// not recorded since the holding period began) nothing is deleted: no record for the app to
    /// read and no deletion in the log (an assumption, FIDELITY.md). Returns whether data went.
    @discardableResult
    package func deleteCollectedData(_ sensor: SRSensor, scope: DeletionScope) -> Bool {
        let sensor = sensor.parentSensor
        let lower = scope == .all ? now - config.lookBack : now - config.holdingPeriod(for: sensor)
        let span = IntervalSet([.init(lower, now)])
        let hit = span.intersection(storedIntervals(sensor, device: .iPhone))
            .intervals + span.intersection(storedIntervals(sensor, device: .appleWatch)).intervals
        guard hit.contains(where: { $0.upper > $0.lower }) else { return false }
        deleted[sensor, default: IntervalSet()].insert(lower, now)
        let start = hit.map(\.lower).min() ?? lower
        let record = SRDeletionRecord(startTime: SRAbsoluteTime(start - bootTime), endTime: SRAbsoluteTime(now - bootTime),
                                      reason: .userInitiated)
        userDeletions[sensor, default: []].append((record, now))
        runtime.record(SensorKitEvent.dataDeleted(sensor: sensor, scope: scope))
        return true
    }

    /// The participant's one "Delete … Data" over the study's sensors: each sensor's data in
    /// `scope` goes as `deleteCollectedData(_:scope:)` says. When none of them had any, the log
    /// says so in one line: the participant confirmed a deletion and nothing went, which the
    /// phone does not show (FIDELITY.md). Returns the sensors whose data went.
    @discardableResult
    package func deleteCollectedData(_ sensors: [SRSensor], scope: DeletionScope) -> [SRSensor] {
        let deleted = sensors.filter { deleteCollectedData($0, scope: scope) }
        if deleted.isEmpty { runtime.record(SensorKitEvent.nothingDeleted(sensors: sensors, scope: scope)) }
        return deleted
    }

    /// The deletion records a fetch from `device` reads, whose time lies in `(lower, upper]`:
    /// user deletions, and the daily purge of data older than the look-back (`ageLimit`). A
    /// record says that device's data went, so a device that never stored the sensor's data in
    /// a record's span (ambient light on the Watch, the Watch while unpaired) has no record of it.
    func deletionRecords(_ sensor: SRSensor, on device: SRDevice.Kind, _ lower: Double, _ upper: Double) -> [(SRDeletionRecord, Double)] {
        let everRecorded = recordedIntervals(sensor, device: device)
        var out = (userDeletions[sensor] ?? []).filter { deletion in
            deletion.time > lower && deletion.time <= upper
                && !everRecorded.clipped(to: deletion.record.startTime.rawValue + bootTime,
                                         deletion.record.endTime.rawValue + bootTime).isEmpty
        }.map { ($0.record, $0.time) }
        let day = 86_400.0
        let last = min(upper, now)
        if last > lower, !everRecorded.isEmpty {
            var k = (lower / day).rounded(.down) + 1
            while k * day <= last {
                let purge = k * day
                let aged = everRecorded.clipped(to: purge - day - config.lookBack, purge - config.lookBack)
                if let first = aged.intervals.first, let lastI = aged.intervals.last {
                    out.append((SRDeletionRecord(startTime: SRAbsoluteTime(first.lower - bootTime),
                                                 endTime: SRAbsoluteTime(lastI.upper - bootTime), reason: .ageLimit), purge))
                }
                k += 1
            }
        }
        return out.sorted { $0.1 < $1.1 }
    }
}
