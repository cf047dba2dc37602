import SimCore
import SensorKitSim

/// The window the study app reads next, and why a sensor it did not fetch gave it nothing:
/// asked of SensorKit's one decider (`explainFetch`), as `play`'s `expectFetch` and `check` are.
extension SimulatedPhone {
    /// The window the study app asks for next of `sensor` on `device`, as wall times `(from, to]`:
    /// from its anchor (the end of the last fetch that completed), else its first look-back, to
    /// the fetch lag before now; nil when nothing new is due. The app's `nextFetch` reads the
    /// same anchors and behavior.
    func nextAppWindow(_ sensor: SRSensor, _ device: SRDevice.Kind) -> (from: Double, to: Double)? {
        let now = runtime.clock.now, boot = runtime.clock.bootTime
        let behavior = options.behavior
        let from = storage.anchors[SensorOnDevice(sensor, device)].map { $0.rawValue + boot } ?? now - behavior.firstFetchLookBack
        let to = now - behavior.fetchLag
        return from < to ? (from, to) : nil
    }

    /// Why the study app's fetch of `sensor` now, had it made one, would hold nothing or fail:
    /// SensorKit's reason for the window it reads next, on each device the sensor records on
    /// (the iPhone first), the first that has one. Nil when a window would deliver stored data.
    /// What `week` names for a sensor the app did not fetch on a day.
    package func whyNotFetched(_ sensor: SRSensor) -> FetchExplanation? {
        let devices = SensorCatalog.info(for: sensor)?.recordingDevices ?? []
        for device in devices.isEmpty ? [.iPhone] : devices {
            guard let window = nextAppWindow(sensor, device) else { continue }
            if let why = sensorKit.explainFetch(sensor, device, from: window.from, to: window.to) { return why }
        }
        return nil
    }
}
