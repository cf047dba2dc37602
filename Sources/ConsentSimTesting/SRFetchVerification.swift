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
    /// Results in the record that are the other device's, not this one's. Told apart by time
    /// alone: where both devices record on one grid (the accelerometer's batches), a result
    /// of the other device at a time this device also has reads as `readTwice` instead.
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
    /// The truth is regenerated from the seed and the store's intervals, as every fetch's is,
    /// so the session keeps no copy of what it delivered and memory stays flat however long
    /// the study runs. Results still in the holding period are not expected yet.
    public func verify(stored: [SRAbsoluteTime], sensor: SRSensor, device: SRDevice,
                       from: SRAbsoluteTime, to: SRAbsoluteTime) -> SRFetchVerification {
        let boot = phone.runtime.clock.bootTime
        let daemon = phone.sensorKit
        let other: SRDevice.Kind = device.kind == .iPhone ? .appleWatch : .iPhone
        let truth = daemon.deliverableResultTimes(sensor, device.kind, from: from.rawValue + boot, to: to.rawValue + boot)
        let theirs = Set(daemon.deliverableResultTimes(sensor, other, from: from.rawValue + boot, to: to.rawValue + boot))
        var counts: [Double: Int] = [:]
        for t in stored { counts[t.rawValue, default: 0] += 1 }
        let mine = Set(truth)
        let strays: [Double] = counts.keys.filter { !mine.contains($0) }.sorted()
        let times: ([Double]) -> [SRAbsoluteTime] = { $0.map { SRAbsoluteTime($0) } }
        let missed: [Double] = truth.filter { counts[$0] == nil }
        let twice: [Double] = counts.filter { $0.value > 1 }.map(\.key).sorted()
        let elsewhere: [Double] = strays.filter { theirs.contains($0) }
        let nowhere: [Double] = strays.filter { !theirs.contains($0) }
        return SRFetchVerification(sensor: sensor.parentSensor.description,
                                   device: device.kind == .iPhone ? "iPhone" : "Apple Watch", expected: truth.count,
                                   missed: times(missed), readTwice: times(twice), wrongDevice: times(elsewhere),
                                   unknown: times(nowhere))
    }
}
