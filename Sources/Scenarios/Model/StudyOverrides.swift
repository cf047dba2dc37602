import SensorKitSim
import Simulation
import StudyConfig

/// What a scenario changes in the study it tests (`required:`, `optional:`, `rates:` in the header).
public struct StudyOverrides: Sendable, Equatable {
    /// Sensors marked Required, as if their `NSSensorKitUsageDetail` entry said `Required: true`.
    public var required: [SRSensor] = []
    /// Sensors made optional, as if their entry said `Required: false`.
    public var optional: [SRSensor] = []
    /// Samples per second per sensor, in the order written.
    public var rates: [SensorRate] = []

    public init(required: [SRSensor] = [], optional: [SRSensor] = [], rates: [SensorRate] = []) {
        self.required = required; self.optional = optional; self.rates = rates
    }

    /// The first sensor marked Required or optional that `study` does not request, as a
    /// message after the key that names it; nil when every one is requested.
    public func stray(in study: Study) -> (key: String, message: String)? {
        let requested = study.requestedSensors
        for (key, list) in [("required", required), ("optional", optional)] {
            if let stray = list.first(where: { !requested.contains($0) }) {
                return (key, "\(key): \(stray) — this study does not request \(stray); it requests: "
                    + requested.map(\.description).joined(separator: ", "))
            }
        }
        return nil
    }

    /// The Required sensors of `study` after these overrides, as if its usage details said so
    /// (a scenario's `required:`, `run --required`); nil when they change nothing.
    public func requiredSensors(of study: Study, language: String?) -> Set<SRSensor>? {
        guard !required.isEmpty || !optional.isEmpty else { return nil }
        return StudyProfile(study: study, language: language).required.union(required).subtracting(optional)
    }
}

/// A sensor's sampling rate a scenario sets.
public struct SensorRate: Sendable, Equatable {
    public let sensor: SRSensor
    public let perSecond: Double
}
