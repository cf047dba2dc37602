import Foundation
import SimCore

/// The app killed while a fetch is under way (`terminate: duringFetch`): the fetch's results
/// stop half-way through its window, and neither `didCompleteFetch` nor a failure follows.
extension SensorKitDaemon {
    /// Arms the kill for the app's next fetch that has data to read, on either API: it reads
    /// the first half of its window (by time), then `kill` runs with the sensor, the device and
    /// how many results were delivered, and the fetch ends with no callback at all.
    package func terminateAppDuringNextFetch(_ kill: @escaping (SRSensor, SRDevice.Kind, Int) -> Void) {
        pendingTermination = kill
    }

    /// The app's process is gone, for a host whose app code outlives it (a test session):
    /// every reader made so far hears nothing again, their `SRReader` streams end, and a sheet
    /// the process had up closes with it (`closeSheetWithApp`).
    package func endAppProcess() {
        for reader in readers.alive { reader.processEnded = true }
        for link in readerLinks.alive { link.close() }
        closeSheetWithApp()
    }

    /// The app's process ended (relaunched, crashed): a sheet it had up closes with it,
    /// unanswered, so the next launch's request is asked afresh rather than refused as busy
    /// (FIDELITY.md, "The sheet and the app's process").
    package func closeSheetWithApp() {
        guard let prompt = pendingPrompt, !prompt.isFinished else { return }
        prompt.dismiss()
        pendingPrompt = nil
        runtime.record(SensorKitEvent.sheetClosedWithApp)
    }

    /// Whether a kill is armed.
    package var terminatesDuringNextFetch: Bool { pendingTermination != nil }

    /// Disarms the kill, if one is armed: the part of `window` the fetch reads before the app
    /// dies, and the kill to call once it has.
    func takeTermination(_ window: IntervalSet) -> (window: IntervalSet, kill: (SRSensor, SRDevice.Kind, Int) -> Void)? {
        guard let kill = pendingTermination, let first = window.intervals.first, let last = window.intervals.last else { return nil }
        pendingTermination = nil
        return (window.clipped(to: first.lower, (first.lower + last.upper) / 2), kill)
    }
}
