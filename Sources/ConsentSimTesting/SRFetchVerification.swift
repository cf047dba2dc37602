import Foundation
import SensorKitSim

/// What `SRTestSession.verify` found in a team's record of the results it stored: the results
/// SensorKit delivered that the record lacks, the ones it holds more than once, and the ones
/// that belong to the other device. Times are `SRAbsoluteTime`s, in order.
public struct SRFetchVerification: Sendable, Equatable, CustomStringConvertible {
    /// Apple's Swift name of the sensor, and `iPhone` or `Apple Watch`.
    public let sensor: String
    public let device: String
    /// How many results SensorKit holds for the window.
    public let expected: Int
    /// Results the window holds that the record lacks.
    public let missed: [SRAbsoluteTime]
    /// Results the record holds more than once (each time listed once).
    public let readTwice: [SRAbsoluteTime]
    /// Results in the record that are the other device's, not this one's: a time only the
    /// other device holds, or a copy beyond the first of a time both hold, when this device
    /// delivered that result once and the other device delivered one at that time (what tells
    /// "filed under the wrong device" from "read twice" where both record on one grid, as the
    /// accelerometer's batches do; a record that copies one delivery twice itself, at a time
    /// the other device also delivered, reads as the other device's).
    public let wrongDevice: [SRAbsoluteTime]
    /// Results in the record that no device holds in the window (outside it, or invented).
    public let unknown: [SRAbsoluteTime]

    /// Nothing missed, nothing twice, nothing from elsewhere.
    public var isCorrect: Bool { missed.isEmpty && readTwice.isEmpty && wrongDevice.isEmpty && unknown.isEmpty }

    public var description: String {
        guard !isCorrect else { return "\(sensor) from the \(device): all \(expected) results stored once" }
        var parts: [String] = []
        func list(_ name: String, _ times: [SRAbsoluteTime]) {
            guard !times.isEmpty else { return }
            let shown = times.prefix(5).map { String(format: "%.3f", $0.rawValue) }.joined(separator: ", ")
            parts.append("\(times.count) \(name) (\(shown)\(times.count > 5 ? ", …" : ""))")
        }
        list("missed", missed)
        list("read twice", readTwice)
        list("from the other device", wrongDevice)
        list("in no device's window", unknown)
        return "\(sensor) from the \(device), \(expected) results expected: " + parts.joined(separator: "; ")
    }
}

extension SRTestSession {
    /// Checks a team's record of the result timestamps it stored for `sensor` from `device`
    /// over `(from, to]` against what SensorKit delivers for that window now.
    ///
    /// What the window should hold is regenerated from the seed and the store's intervals, as
    /// every fetch's is; what each device's results were is the session's record of what it
    /// handed the app's readers (a timestamp per result, never the samples). Results still in
    /// the holding period are not expected yet.
    public func verify(stored: [SRAbsoluteTime], sensor: SRSensor, device: SRDevice,
                       from: SRAbsoluteTime, to: SRAbsoluteTime) -> SRFetchVerification {
        let boot = phone.runtime.clock.bootTime
        let daemon = phone.sensorKit
        let other: SRDevice.Kind = device.kind == .iPhone ? .appleWatch : .iPhone
        let truth = daemon.deliverableResultTimes(sensor, device.kind, from: from.rawValue + boot, to: to.rawValue + boot)
        let theirs = Set(daemon.deliverableResultTimes(sensor, other, from: from.rawValue + boot, to: to.rawValue + boot))
        let deliveredMine = daemon.deliveryRecord?.delivered(sensor, device.kind) ?? [:]
        let deliveredTheirs = daemon.deliveryRecord?.delivered(sensor, other) ?? [:]
        var counts: [Double: Int] = [:]
        for t in stored { counts[t.rawValue, default: 0] += 1 }
        let mine = Set(truth)
        var twice: [Double] = [], elsewhere: [Double] = [], nowhere: [Double] = []
        for (t, copies) in counts {
            let own = mine.contains(t) ? 1 : 0
            let extra = copies - own
            // A copy past the first is a repeat when this device delivered the result again (a
            // window fetched twice); else it is the other device's result filed here when that
            // device delivered one at this time; what is left was stored twice all the same.
            // A time outside the window was delivered once to a fetch of another window: its one
            // copy is no repeat, and it is the other device's only if that device's window holds it.
            let repeats = min(extra, max(0, (deliveredMine[t] ?? own) - max(own, 1)))
            let foreignCopies = own == 1 ? deliveredTheirs[t] ?? 0
                : theirs.contains(t) ? max(1, deliveredTheirs[t] ?? 0) : 0
            let foreign = min(extra - repeats, foreignCopies)
            if foreign > 0 { elsewhere.append(t) }
            if repeats > 0 || extra - repeats - foreign > (own == 0 && foreign == 0 ? 1 : 0) { twice.append(t) }
            if own == 0 && foreign == 0 { nowhere.append(t) }
        }
        let times: ([Double]) -> [SRAbsoluteTime] = { $0.sorted().map { SRAbsoluteTime($0) } }
        let missed: [Double] = truth.filter { counts[$0] == nil }
        return SRFetchVerification(sensor: sensor.parentSensor.description,
                                   device: device.kind == .iPhone ? "iPhone" : "Apple Watch", expected: truth.count,
                                   missed: times(missed), readTwice: times(twice), wrongDevice: times(elsewhere),
                                   unknown: times(nowhere))
    }
}
