import SensorKitSim

/// One requested sensor and what answering its page leads to.
public struct SensorDataRow: Sendable, Equatable {
    public let sensor: SRSensor
    /// The sensor as the phone names it in the table's language.
    public let name: String
    /// What its samples hold, in plain words.
    public let collected: String
    /// Where its data comes from, as the sheet says it ("iPhone & Apple Watch", "Apple Watch Only").
    public let devices: String
    /// How often it records, from the simulation's rates.
    public let rate: String
    /// Whether that rate is the simulator's assumption rather than Apple's (`SampleRates.source(of:)`).
    public let rateIsAssumption: Bool
    /// Whether its page says Required, as the sheet decides it.
    public let required: Bool
    /// Whether the sheet has a page for it; when not, `notAskedReason` says why.
    public let onSheet: Bool
    public let notAskedReason: String?
    /// What declining its page means for the participant.
    public let declining: String
    /// Expected samples a participant-day, and bytes of RADAR CSV (nil: RADAR has no topic).
    public let samplesPerDay: Int
    public let radarCSVBytesPerDay: Int?
}
