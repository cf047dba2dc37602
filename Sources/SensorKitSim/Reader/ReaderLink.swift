import Foundation
import Observation
import SimCore

/// The daemon's side of one `SRReader`: which sensor it reads, and the status it last heard.
///
/// Unchecked `Sendable` because `SRReader` is `Sendable` while the simulated device is not:
/// a device is driven by one caller at a time (its test, its event loop), never concurrently,
/// and every call of a reader runs inside that caller's turn.
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
    /// Set when the reader is deallocated: its streams end.
    private(set) var isClosed = false

    init(sensor: SRSensor, daemon: SensorKitDaemon) throws(SRError) {
        if let error = daemon.absenceRefusal("SRReader(sensor:)") { throw error }
        if let error = daemon.readerAPIRefusal("SRReader(sensor: \(sensor))") { throw error }
        self.sensor = sensor
        self.daemon = daemon
        binding = DeviceBinding(daemon.runtime)
        status = daemon.readerStatus(of: sensor)
        daemon.attach(self)
    }

    /// `status`, with the read recorded, so whoever observes the reader hears its next change.
    var observedStatus: SRAuthorizationStatus {
        registrar.access(self, keyPath: \.status)
        return status
    }

    func hear(_ newStatus: SRAuthorizationStatus) {
        guard newStatus != status else { return }
        registrar.withMutation(of: self, keyPath: \.status) { status = newStatus }
    }

    func close() { isClosed = true }
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
