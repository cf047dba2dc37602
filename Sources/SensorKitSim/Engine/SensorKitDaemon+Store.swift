import Foundation
import SimCore

/// The store: which intervals hold samples, what may be fetched now, and the dashboard summary.
/// Samples themselves are never stored; generators rebuild them from these intervals.
extension SensorKitDaemon {
    /// Wall-time intervals in which `sensor` has stored samples from `device` (before the
    /// look-back and holding rules).
    package func storedIntervals(_ sensor: SRSensor, device: SRDevice.Kind) -> IntervalSet {
        let sensor = sensor.parentSensor
        guard let info = SensorCatalog.info(for: sensor) else { return IntervalSet() }
        var set = recorded[sensor] ?? IntervalSet()
        if let since = recordingSince[sensor] { set.insert(since, now) }
        switch device {
        case .iPhone:
            guard info.recordsOnIPhone else { return IntervalSet() }
        case .appleWatch:
            guard info.recordsOnWatch else { return IntervalSet() }
            set = set.intersection(watchPairedIntervals)
        }
        if let d = deleted[sensor] { set = set.subtracting(d) }
        return set.clipped(to: now - config.lookBack, now)
    }

    /// The window an app may fetch now: `(now − look-back, now − holding period]`, as wall times.
    package func fetchableWindow(_ sensor: SRSensor) -> (lower: Double, upper: Double) {
        (now - config.lookBack, now - config.holdingPeriod(for: sensor))
    }

    func context(_ device: SRDevice.Kind) -> GenerationContext {
        GenerationContext(seed: seed, device: device, routine: routine, bootTime: bootTime, rates: config.rates)
    }

    /// What the dashboard shows for one sensor on one device. Counting a week of samples is not
    /// free and the dashboard asks after every event, most of which change no store: while the
    /// clock, the stored intervals and the rates are those of the last count, that count stands.
    package func summary(_ sensor: SRSensor, device: SRDevice.Kind) -> StoreSummary {
        let stored = storedIntervals(sensor, device: device)
        let (lo, hi) = fetchableWindow(sensor)
        let counted = SummaryInputs(stored: stored, now: now, fetchableLower: lo, fetchableUpper: hi, bootTime: bootTime, rates: config.rates)
        let key = SummaryKey(sensor: sensor, device: device)
        if let last = summaries[key], last.inputs == counted { return last.summary }
        let generator = SampleGenerators.generator(for: sensor)
        let ctx = context(device)
        let total = generator?.sampleCount(in: stored, ctx) ?? 0
        let held = generator?.sampleCount(in: stored.clipped(to: hi, now), ctx) ?? 0
        let summary = StoreSummary(samples: total, heldSamples: held, fetchableLower: lo, fetchableUpper: hi,
                                   hasGenerator: generator != nil)
        summaries[key] = (counted, summary)
        return summary
    }

    /// Which summary: a sensor on a device.
    struct SummaryKey: Hashable {
        let sensor: SRSensor
        let device: SRDevice.Kind
    }

    /// Everything a summary is counted from (the seed and the routine never change).
    struct SummaryInputs: Equatable {
        let stored: IntervalSet
        let now: Double
        let fetchableLower: Double
        let fetchableUpper: Double
        let bootTime: Double
        let rates: SampleRates
    }
}
