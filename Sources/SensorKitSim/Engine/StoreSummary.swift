/// One sensor's store on one device, for the dashboard.
package struct StoreSummary: Sendable, Equatable {
    /// Samples stored within the look-back.
    package let samples: Int
    /// Of those, samples still in the holding period.
    package let heldSamples: Int
    /// The fetchable window `(lower, upper]` in wall time.
    package let fetchableLower: Double
    package let fetchableUpper: Double
    /// False when the simulator cannot generate this sensor's samples.
    package let hasGenerator: Bool
}
