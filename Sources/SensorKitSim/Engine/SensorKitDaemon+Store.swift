import Foundation
import SimCore

/// The store: which intervals hold samples, what may be fetched now, and the dashboard summary.
/// Samples themselves are never stored; generators rebuild them from these intervals.
extension SensorKitDaemon {
    /// Wall-time intervals in which `sensor` has stored samples from `device` (before the
    /// look-back and holding rules).
    package func storedIntervals(_ sensor: SRSensor, device: SRDevice.Kind) -> IntervalSet {
        let sensor = sensor.parentSensor
        var set = recordedIntervals(sensor, device: device)
        if let d = deleted[sensor] { set = set.subtracting(d) }
        return set.clipped(to: now - config.lookBack, now)
    }

    /// Wall-time intervals in which `device` ever recorded `sensor`, deletions and the look-back
    /// aside: none for a device that does not record it (ambient light on the Watch), and on the
    /// Watch only while it was paired. What a fetch from `device` can find, or find deleted.
    func recordedIntervals(_ sensor: SRSensor, device: SRDevice.Kind) -> IntervalSet {
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
        return set
    }

    /// The window an app may fetch now: `(now − look-back, now − holding period]`, as wall times.
    package func fetchableWindow(_ sensor: SRSensor) -> (lower: Double, upper: Double) {
        (now - config.lookBack, now - config.holdingPeriod(for: sensor))
    }

    /// What `sensor`'s generator on `device` reads: the participant, the clock, the rates, and
    /// when the sensor recorded there (a report covers only recorded time).
    func context(_ sensor: SRSensor, _ device: SRDevice.Kind) -> GenerationContext {
        GenerationContext(seed: seed, device: device, routine: routine, bootTime: bootTime, rates: config.rates,
                          recording: recordedIntervals(sensor.parentSensor, device: device))
    }

    /// What the dashboard shows for one sensor on one device. Counting a week of samples is not
    /// free and the dashboard asks after every event, most of which change no store: while the
    /// clock, the stored intervals and the rates are those of the last count, that count stands.
    /// When only the intervals or the clock moved, the count is carried over: the samples of
    /// what left the store are taken off and those of what joined it added, since a sample
    /// belongs to a window by its own time alone (every generator decides membership in
    /// `(lower, upper]` on the sample's time), so counts add up over disjoint windows.
    package func summary(_ sensor: SRSensor, device: SRDevice.Kind) -> StoreSummary {
        let stored = storedIntervals(sensor, device: device)
        let (lo, hi) = fetchableWindow(sensor)
        let held = stored.clipped(to: hi, now)
        let counting = CountInputs(bootTime: bootTime, rates: config.rates)
        let counted = SummaryInputs(stored: stored, held: held, now: now, fetchableLower: lo, fetchableUpper: hi,
                                    counting: counting)
        let last = summaries[sensor]?[device]
        if let last, last.inputs == counted { return last.summary }
        let generator = SampleGenerators.generator(for: sensor)
        let ctx = context(sensor, device)
        let earlier = last.flatMap { $0.inputs.counting == counting ? $0 : nil }
        func count(_ set: IntervalSet, before: IntervalSet?, counted: Int?) -> Int {
            guard let generator else { return 0 }
            guard let before, let counted else { return sampleCount(in: set, of: sensor, generator, ctx) }
            return counted - sampleCount(in: before.subtracting(set), of: sensor, generator, ctx)
                + sampleCount(in: set.subtracting(before), of: sensor, generator, ctx)
        }
        let summary = StoreSummary(samples: count(stored, before: earlier?.inputs.stored, counted: earlier?.summary.samples),
                                   heldSamples: count(held, before: earlier?.inputs.held, counted: earlier?.summary.heldSamples),
                                   fetchableLower: lo, fetchableUpper: hi, hasGenerator: generator != nil)
        summaries[sensor, default: DeviceSummaries()][device] = (counted, summary)
        return summary
    }

    /// A sensor's last summary on each device, with what it was counted from. By sensor, then
    /// device: a key type of our own made the runtime scan every protocol conformance in the
    /// binary for its `Hashable` the first time the demo counted.
    struct DeviceSummaries {
        typealias Entry = (inputs: SummaryInputs, summary: StoreSummary)
        private var iPhone: Entry?
        private var appleWatch: Entry?

        subscript(device: SRDevice.Kind) -> Entry? {
            get { device == .iPhone ? iPhone : appleWatch }
            set { if device == .iPhone { iPhone = newValue } else { appleWatch = newValue } }
        }
    }

    /// Everything a summary is counted from.
    struct SummaryInputs: Equatable {
        let stored: IntervalSet
        /// The part of `stored` in the holding period.
        let held: IntervalSet
        let now: Double
        let fetchableLower: Double
        let fetchableUpper: Double
        let counting: CountInputs
    }

    /// What a window's sample count depends on besides the window: a count made with the same
    /// inputs stands (the seed and the routine never change).
    struct CountInputs: Equatable {
        let bootTime: Double
        let rates: SampleRates
    }
}
