import Foundation
import Observation
import SimCore

/// The daemon's side of one `SRReader`: which sensor it reads, and the status it last heard.
///
/// Unchecked `Sendable` because `SRReader` is `Sendable` while the simulated device is not:
/// every call of a reader does its work inside `serialized`, one at a time, whichever task
/// makes it, and the device's driver (its test, its event loop) pumps it between them.
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
        daemon.readerCalls.lock()
        defer { daemon.readerCalls.unlock() }
        status = daemon.readerStatus(of: sensor)
        daemon.attach(self)
    }

    /// Runs the synchronous work of one `SRReader` call with the device to itself.
    ///
    /// `SRReader` is `Sendable`, as Apple's is, so a team reads several sensors or devices at
    /// once (a task group, `async let`), and SensorKit serves them all; the simulated device is
    /// one unsynchronized object, so calls from concurrent tasks take turns here instead of
    /// racing in it (they crashed the test process). Recursive: a call that pumps the device's
    /// queue (a request) may run app code that calls a reader in turn. Never held across an
    /// `await`. The test's own calls (`settle()`, `advance(by:)`) do not take it: a test runs
    /// them while its tasks are not reading, as it awaits them.
    func serialized<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        daemon.readerCalls.lock()
        defer { daemon.readerCalls.unlock() }
        return try body()
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
