import Foundation
import SimCore
import SensorKitSim

/// iOS killing the study app while a fetch is under way (memory pressure, background time
/// running out): what the app had stored stays, the fetch in flight is lost, and the app
/// comes back on its next launch or its next background wake.
extension SimulatedPhone {
    /// Arms the kill for the study app's next fetch that has data to read.
    func terminateDuringNextFetch() {
        sensorKit.terminateAppDuringNextFetch { [weak self] sensor, device, results in
            self?.terminatedDuringFetch(sensor, device, results: results)
        }
        note(.system(SystemEvent(time: runtime.clock.now, detail: SystemNote(.note, "iOS will terminate the study app during its next fetch"))))
    }

    private func terminatedDuringFetch(_ sensor: SRSensor, _ device: SRDevice.Kind, results: Int) {
        endAppProcess(motion: true)
        let at = options.behavior.nextDailyFetch(runtime.clock)
        let from = device == .appleWatch ? "Apple Watch" : "iPhone"
        let s = Int(runtime.clock.secondsIntoLocalDay(at))
        let hm = String(format: "%02d:%02d", s / 3600, s % 3600 / 60)
        note(.system(SystemEvent(time: runtime.clock.now, detail: SystemNote(.note,
            "iOS terminated the study app during its fetch of \(sensor) from \(from), after \(Plural.of(results, "result")): "
            + "no didCompleteFetch, its window is read again from the last stored anchor; "
            + "iOS launches it again for its next background fetch at \(hm)"))))
        // A launch step before then brings it back first; the wake then finds it running.
        runtime.schedule(at: at) { [weak self] in
            guard let self, self.app == nil else { return }
            guard self.backgroundRefresh.admitWake(at: self.runtime.clock.now) else { return }
            self.launch(bySystem: true)
            self.app?.fetchNow()
        }
    }
}
