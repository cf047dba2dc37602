import Foundation

/// Apple's `SRPhotoplethysmogramOpticalSample`: one reading of one LED–photodiode pair.
///
/// A subset: without Apple's noise terms.
public struct SRPhotoplethysmogramOpticalSample: Sendable, Equatable {
    public struct Condition: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let signalSaturation = Condition(rawValue: "SRPhotoplethysmogramOpticalSampleConditionSignalSaturation")
        public static let unreliableNoise = Condition(rawValue: "SRPhotoplethysmogramOpticalSampleConditionUnreliableNoise")
    }

    /// The LED index (Apple documents the layout per sensor generation: 9–12 are green on Series 6+).
    public let emitter: Int
    public let activePhotodiodeIndexes: IndexSet
    public let signalIdentifier: Int
    public let nominalWavelength: Measurement<UnitLength>
    public let effectiveWavelength: Measurement<UnitLength>
    public let samplingFrequency: Measurement<UnitFrequency>
    public let nanosecondsSinceStart: Int64
    public let normalizedReflectance: Double?
    public let conditions: [Condition]
}
