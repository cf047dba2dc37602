import Foundation
import SimCore

/// The ground truth a team's fetcher is checked against: every result SensorKit would hand a
/// reader for a window, as the fetch rules decide it, regenerated from the seed rather than
/// remembered (a week of samples is never held, DESIGN.md rule 6).
extension SensorKitDaemon {
    /// The timestamps (`SRAbsoluteTime` raw values, in order) of the results a fetch of `sensor`
    /// from `device` over `(from, to]` can deliver now: the window cut to the look-back and to
    /// the end of the holding period, so what a fetcher could not yet read is not "missed".
    package func deliverableResultTimes(_ sensor: SRSensor, _ device: SRDevice.Kind, from: Double, to: Double) -> [Double] {
        let sensor = sensor.parentSensor
        guard let generator = SampleGenerators.generator(for: sensor) else { return [] }
        let upper = min(config.fetchIncludesTo ? to : to.nextDown, now - config.holdingPeriod(for: sensor))
        let window = storedIntervals(sensor, device: device).clipped(to: max(from, now - config.lookBack), upper)
        var times: [Double] = []
        let boot = bootTime
        generator.survey(window, context(sensor, device)) { time, _, _ in times.append(time - boot) }
        return times
    }
}
