import SimCore
import SensorKitSim

extension SimulatedPhone {
    /// Why a fetch that returned nothing did: the samples recorded so far are newer than the
    /// sensor's holding period (24 hours), so SensorKit still holds them back. Nil when the fetch returned data or nothing
    /// is held (then 0 really is 0). Without it an audience reads "0 results" as broken.
    func heldDataNote(_ f: FetchRecord) -> String? {
        guard f.results == 0, f.errorCode == nil else { return nil }
        let held = sensorKit.summary(f.sensor, device: f.device).heldSamples
        guard held > 0 else { return nil }
        return "\(f.sensor) from \(f.deviceModel): 0 results, as expected: the \(Plural.of(held, "sample")) recorded "
            + "in the last \(Plural.span(seconds: sensorKit.config.holdingPeriod(for: f.sensor))) \(held == 1 ? "is" : "are") "
            + "still in SensorKit's holding period; a later fetch returns \(held == 1 ? "it" : "them")"
    }
}
