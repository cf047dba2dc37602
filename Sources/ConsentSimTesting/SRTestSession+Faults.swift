import Foundation
import SimCore
import SensorKitSim

/// Faults, as StoreKitTest's `SKTestSession.setSimulatedError(_:forAPI:)` injects them: an API
/// made to fail a number of times, and the phone locked.
///
/// Injected errors and the lock belong to the phone: `clearData()` drops them with it, and
/// `resetToDefaultState()` clears them too (a test that forgot one does not hand it to the next).
extension SRTestSession {
    /// The SensorKit calls `setSimulatedError(_:forAPI:sensor:times:)` can make fail.
    public typealias API = SimCore.SensorKitAPI

    /// Makes the next `times` calls of `api` for `sensor` (every sensor when nil) fail with
    /// `error` as given (its userInfo, such as an `NSUnderlyingErrorKey`, included), on both APIs (`SRSensorReader`'s delegate callbacks and `SRReader`'s throws),
    /// whatever SensorKit would have answered. A later call for the same API and sensor
    /// replaces this one; `nil` or `times: 0` removes it. `times` below 0 stops the test.
    public func setSimulatedError(_ error: SRError?, forAPI api: API, sensor: SRSensor? = nil, times: Int = 1) {
        checkUse()
        guard times >= 0 else {
            preconditionFailure("SRTestSession.setSimulatedError(times: \(times)): give how many calls fail, 0 or more")
        }
        onPhone {
            phone.sensorKit.injectError(error ?? SRError(.dataInaccessible), forAPI: api, sensor: sensor, times: error == nil ? 0 : times)
        }
    }

    /// How many of the failures `setSimulatedError` asked for are still to come.
    public func simulatedErrorsLeft(forAPI api: API, sensor: SRSensor? = nil) -> Int {
        onPhone { phone.sensorKit.injectedErrorsLeft(forAPI: api, sensor: sensor) }
    }

    /// Whether the phone is locked: fetches and `fetchDevices` fail with `dataInaccessible`.
    public var isLocked: Bool { onPhone("isLocked") { phone.sensorKit.isLocked } }

    /// Locks the phone, as data protection sees it: its store becomes unreadable, so fetches
    /// (one under way included, at its next result) and `fetchDevices` fail with
    /// `dataInaccessible` until `unlock()`, or until `duration` has passed on the clock when
    /// given. Recording goes on. `duration` must be finite and above 0.
    public func lock(for duration: TimeInterval? = nil) {
        checkUse()
        if let duration, !(duration.isFinite && duration > 0) {
            preconditionFailure("SRTestSession.lock(for: \(duration)): give a finite duration above 0 seconds, or none")
        }
        onPhone { phone.sensorKit.lock(for: duration) }
    }

    /// Unlocks the phone: fetches read the store again.
    public func unlock() {
        onPhone { phone.sensorKit.unlock() }
    }

    /// Drops every injected error and unlocks the phone (`resetToDefaultState()`'s share).
    func clearFaults() {
        phone.sensorKit.removeInjectedErrors()
        phone.sensorKit.unlock()
    }
}
