import Foundation
import SensorKitSim
import SimCore

/// The app's process ending: killed while a fetch is under way, as iOS kills a suspended or
/// background app (memory pressure, background time used up), quit by iOS because a privacy
/// permission changed in Settings (`setMotionAuthorizationStatus`), or crashed in CoreMotion
/// (`install()` ends SensorKit's side when CoreMotion logs the crash).
extension SRTestSession {
    /// The one rule for "the process ended", whatever ended it: every `SRSensorReader` and
    /// `SRReader` it made hears nothing again (a fetch in flight included) and does nothing (its
    /// recording calls and device lists leave the relaunched app's recording alone), and every
    /// CoreMotion manager it made answers nothing. Objects made afterwards belong to the
    /// relaunched app and work.
    func appProcessEnded() {
        phone.sensorKit.endAppProcess()
        phone.motion.endAppProcess()
    }

    /// Kills the app during its next fetch that has data to read, on either API: the fetch
    /// hands out the results of the first half of its window, then nothing more: no
    /// `didCompleteFetch`, no failure, and an `SRReader` loop ends as a cancelled one does.
    /// Every reader made before then belongs to the dead process and hears and does nothing again;
    /// make new ones, as the relaunched app would, and check what the team's code had stored.
    /// `systemLog` notes the kill.
    public func terminateDuringNextFetch() {
        let runtime = phone.runtime
        onPhone {
            phone.sensorKit.terminateAppDuringNextFetch { [weak self] sensor, device, results in
                self?.appProcessEnded()
                runtime.record(SystemNote(.note, "The app was terminated during its fetch of \(sensor) from the "
                                          + "\(device == .appleWatch ? "Apple Watch" : "iPhone") after \(results) results"))
            }
        }
    }

    /// Whether a kill is still armed (no fetch with data has run since `terminateDuringNextFetch()`).
    public var terminatesDuringNextFetch: Bool { onPhone("terminatesDuringNextFetch") { phone.sensorKit.terminatesDuringNextFetch } }
}
