import Foundation

/// Apple's `SRPhotoplethysmogramOpticalSample`: one reading of one LED–photodiode pair.
///
/// A subset: without Apple's noise terms.
public final class SRPhotoplethysmogramOpticalSample: NSObject, Sendable {
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

    init(emitter: Int, activePhotodiodeIndexes: IndexSet, signalIdentifier: Int,
         nominalWavelength: Measurement<UnitLength>, effectiveWavelength: Measurement<UnitLength>,
         samplingFrequency: Measurement<UnitFrequency>, nanosecondsSinceStart: Int64,
         normalizedReflectance: Double?, conditions: [Condition]) {
        self.emitter = emitter
        self.activePhotodiodeIndexes = activePhotodiodeIndexes
        self.signalIdentifier = signalIdentifier
        self.nominalWavelength = nominalWavelength
        self.effectiveWavelength = effectiveWavelength
        self.samplingFrequency = samplingFrequency
        self.nanosecondsSinceStart = nanosecondsSinceStart
        self.normalizedReflectance = normalizedReflectance
        self.conditions = conditions
    }
}
