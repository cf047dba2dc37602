import Foundation
import SimCore

/// Faults a test or scenario sets up: errors injected into the next calls of an API, and the
/// phone's lock (data protection).
extension SensorKitDaemon {
    /// The next `times` calls of `api` for `sensor` (any sensor when nil) fail with `error`, as
    /// given (its userInfo, an underlying error included), whatever SensorKit would have answered;
    /// a new injection for the same API and sensor replaces the old one, and `times` 0 removes it.
    package func injectError(_ error: SRError, forAPI api: SensorKitAPI, sensor: SRSensor?, times: Int) {
        let sensor = sensor?.parentSensor
        injectedErrors.removeAll { $0.api == api && $0.sensor == sensor }
        guard times > 0 else { return }
        injectedErrors.append(InjectedError(api: api, sensor: sensor, error: error, remaining: times))
    }

    /// Drops every injected error.
    package func removeInjectedErrors() { injectedErrors.removeAll() }

    /// How many injected failures of `api` for `sensor` are still to come.
    package func injectedErrorsLeft(forAPI api: SensorKitAPI, sensor: SRSensor?) -> Int {
        injectedErrors.first { $0.api == api && $0.sensor == sensor?.parentSensor }?.remaining ?? 0
    }

    /// Takes one injected failure of `api` for `sensor`, if one is due: the one for that sensor
    /// first, else the one for any sensor. Logged, so a run shows the failure was made up.
    func takeInjectedError(_ api: SensorKitAPI, _ sensor: SRSensor) -> SRError? {
        let sensor = sensor.parentSensor
        guard let i = injectedErrors.firstIndex(where: { $0.api == api && $0.sensor == sensor })
                ?? injectedErrors.firstIndex(where: { $0.api == api && $0.sensor == nil }) else { return nil }
        let error = injectedErrors[i].error
        injectedErrors[i].remaining -= 1
        if injectedErrors[i].remaining == 0 { injectedErrors.remove(at: i) }
        runtime.record(SensorKitEvent.injectedError(api: api, sensor: sensor, code: error.code))
        return error
    }

    /// Locks the phone: its data-protected store becomes unreadable, so every fetch (one under
    /// way included, at its next result) and `fetchDevices` fail with `dataInaccessible` until
    /// it is unlocked; after `seconds`, when given, it unlocks itself. Recording goes on.
    package func lock(for seconds: TimeInterval? = nil) {
        if let id = unlockTimer { runtime.cancelTimer(id); unlockTimer = nil }
        if !isLocked {
            isLocked = true
            runtime.record(SensorKitEvent.lockChanged(locked: true))
        }
        if let seconds {
            unlockTimer = runtime.schedule(at: now + seconds) { [weak self] in
                self?.unlockTimer = nil
                self?.unlock()
            }
        }
    }

    package func unlock() {
        if let id = unlockTimer { runtime.cancelTimer(id); unlockTimer = nil }
        guard isLocked else { return }
        isLocked = false
        runtime.record(SensorKitEvent.lockChanged(locked: false))
    }
}

/// One injection: the API, the sensor (nil for any), the error, and how many failures are left.
struct InjectedError {
    let api: SensorKitAPI
    let sensor: SRSensor?
    let error: SRError
    var remaining: Int
}
