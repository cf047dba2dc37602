/// One sensor's store on one device, for the dashboard.
public struct StoreSummary: Sendable, Equatable {
    /// Samples stored within the look-back.
    public let samples: Int
    /// Of those, samples still in the holding period.
    public let heldSamples: Int
    /// The fetchable window `(lower, upper]` in wall time.
    public let fetchableLower: Double
    public let fetchableUpper: Double
    /// False when the simulator cannot generate this sensor's samples.
    public let hasGenerator: Bool
}
