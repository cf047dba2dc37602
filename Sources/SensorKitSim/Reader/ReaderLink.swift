import Foundation
import Observation
import SimCore

/// The daemon's side of one `SRReader`: which sensor it reads, and the status it last heard.
///
/// Unchecked `Sendable` because `SRReader` is `Sendable` while the simulated device is not:
/// every call of a reader does its work inside `serialized`, with the phone to itself
/// (`DeviceRuntime.driving`), whichever task makes it; the queue that changes `status` is
/// pumped under the same rule.
package final class ReaderLink: @unchecked Sendable {
    /// The iOS that brought `SRReader`.
    package static let introduced = OSVersion(27)

    let daemon: SensorKitDaemon
    let sensor: SRSensor
    /// The installed phone the reader was made on (DeviceBinding's rule).
    let binding: DeviceBinding
    /// The status the reader reports; it changes when the device's queue delivers a change,
    /// as a delegate's `didChange` does.
    private(set) var status: SRAuthorizationStatus
    /// Records reads and changes of `status` for Observation, on the reader's behalf. The key
    /// path is this class's, which is built once: a key path into the generic `SRReader` is
    /// built anew at every read, and those reads were 5% of the demo's start-up.
    private let registrar = ObservationRegistrar()
    /// Set when the reader is deallocated, or the app process that made it ended: its streams
    /// end, its status no longer changes, and its recording calls and `devices` do nothing.
    private(set) var isClosed = false

    init(sensor: SRSensor, daemon: SensorKitDaemon) throws(SRError) {
        if let error = daemon.absenceRefusal("SRReader(sensor:)") { throw error }
        if let error = daemon.readerAPIRefusal("SRReader(sensor: \(sensor))") { throw error }
        self.sensor = sensor
        self.daemon = daemon
        binding = DeviceBinding(daemon.runtime)
        status = .notDetermined
        // Read and attached in one turn, so a change announced meanwhile is not missed.
        daemon.runtime.driving {
            status = daemon.readerStatus(of: sensor)
            daemon.attach(self)
        }
    }

    /// Runs the synchronous work of one `SRReader` call with the device to itself
    /// (`DeviceRuntime.driving`, the rule every framework call and the queue's pump follow).
    ///
    /// `SRReader` is `Sendable`, as Apple's is, so a team reads several sensors or devices at
    /// once (a task group, `async let`), and SensorKit serves them all; calls from concurrent
    /// tasks take turns instead of racing in the device (they crashed the test process).
    func serialized<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try daemon.runtime.driving(body)
    }

    /// `status`, with the read recorded, so whoever observes the reader hears its next change.
    var observedStatus: SRAuthorizationStatus {
        serialized {
            registrar.access(self, keyPath: \.status)
            return status
        }
    }

    func hear(_ newStatus: SRAuthorizationStatus) {
        // A reader of an app process that ended hears nothing again.
        guard newStatus != status, !isClosed else { return }
        registrar.withMutation(of: self, keyPath: \.status) { status = newStatus }
    }

    func close() { serialized { isClosed = true } }
}

extension ReaderLink: Observable {}

extension SensorKitDaemon {
    /// `dataInaccessible`, with a system-log line, when the phone's iOS has none of the iOS 27
    /// API that `call` belongs to (`SRReader`, `requestAuthorization(for:)`); nil from iOS 27.
    func readerAPIRefusal(_ call: String) -> SRError? {
        guard osVersion < ReaderLink.introduced else { return nil }
        runtime.record(SensorKitEvent.readerAPIUnavailable(call: call, os: osVersion))
        return SRError(.dataInaccessible)
    }
}
