import SensorKitSim
import SimCore
import StudyConfig

/// How a person names a sensor and its rate, wherever they write one: a scenario's `required:`
/// and `rates:`, `export --sensors` and `--rates`. One reading, one set of messages.
public enum SensorWords {
    /// What is wrong, with the likeliest fix.
    public struct Problem: Error, Equatable {
        public let message: String
        public let suggestion: String?
        /// The sensor is at fault (unknown, or its rate is no setting), not the value given it.
        public var concernsSensor = true
    }

    /// The sensor `name` names (SRSensor's Swift name, such as `accelerometer`), or why none.
    public static func sensor(_ name: String) -> Result<SRSensor, Problem> {
        if let s = SensorCatalog.sensor(named: name) { return .success(s) }
        let names = SensorCatalog.all.map(\.swiftName)
        // Entitlement values and usage keys are common slips: map them to the SRSensor name.
        let viaEntitlement = SensorCatalog.sensors(forEntitlement: name).first.map(\.description)
        return .failure(Problem(message: "unknown sensor \"\(name)\" (sensors are written with their SRSensor names)",
                                suggestion: (viaEntitlement ?? NearestName.suggest(name, among: names)).map { "did you mean \($0)?" }))
    }

    /// `text` as `sensor`'s rate in samples per second, or why it cannot be one. The range is
    /// SampleRates' own (what SRTestSession accepts too), read on the setting the rate becomes:
    /// a rate kept as a gap between samples is refused where its gap is.
    public static func rate(_ sensor: SRSensor, _ text: String) -> Result<SensorRate, Problem> {
        guard SampleRates.settable.contains(sensor) else {
            return .failure(Problem(message: "\(sensor)'s rate is not a setting",
                                    suggestion: "sensors with a rate: " + SampleRates.settable.map(\.description).joined(separator: ", ")))
        }
        var rates = SampleRates()
        let perSecond = Double(text) ?? .nan
        rates.set(sensor, perSecond: perSecond)
        // One range for every sensor, kept as a rate or as a gap: SampleRates' own.
        let inRange = SampleRates.perSecondRange.contains(perSecond)
        guard inRange, rates.problem == nil else {
            // At an end of the range, the inverse of a gap may round past it: the setting's own words then.
            let detail = inRange ? rates.problem.map { " (\($0))" } ?? "" : ""
            return .failure(Problem(message: "\(sensor): expected samples per second \(SampleRates.perSecondRangeText)\(detail), got \(text)",
                                    suggestion: nil, concernsSensor: false))
        }
        return .success(SensorRate(sensor: sensor, perSecond: perSecond))
    }
}

extension SampleRates {
    /// Sets each of `rates` (samples per second) on the setting it becomes.
    public mutating func apply(_ rates: [SensorRate]) {
        for r in rates { set(r.sensor, perSecond: r.perSecond) }
    }
}
