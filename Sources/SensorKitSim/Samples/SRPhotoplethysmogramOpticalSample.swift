import Foundation
import SimCore

/// Apple's `SRPhotoplethysmogramOpticalSample`: one reading of one LED–photodiode pair.
///
/// Final, unlike the sample classes a test double stands in for: SensorKit's iOS 17.4 PPG classes
/// make `init` and `new` unavailable, as their ECG siblings' headers declare, so on iOS too no Swift
/// subclass of it can be made (an assumption, FIDELITY.md).
public final class SRPhotoplethysmogramOpticalSample: NSObject, Sendable {
    public struct Condition: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let signalSaturation = Condition(rawValue: "SignalSaturation")
        public static let unreliableNoise = Condition(rawValue: "UnreliableNoise")
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

    /// Apple's `NoiseTerms` (Swift overlay, iOS 17.4): the sensor's noise estimates for a reading.
    public struct NoiseTerms: Sendable {
        /// White noise variance in the reflectance, normalized units² per hertz.
        public let whiteNoise: Double
        /// Pink noise variance, normalized units².
        public let pinkNoise: Double
        /// Ambient light intrusion, normalized units.
        public let backgroundNoise: Double
        /// White noise variance in the background signal, normalized units² per hertz.
        public let backgroundNoiseOffset: Double
    }

    /// The reading's noise estimates; nil when the reading has no reflectance. Drawn from the
    /// reading's identity, so the same sample always has the same terms.
    public var noiseTerms: NoiseTerms? {
        guard normalizedReflectance != nil else { return nil }
        let h = SeededNoise.hash(UInt64(bitPattern: Int64(signalIdentifier)), UInt64(bitPattern: Int64(emitter)),
                                 UInt64(bitPattern: nanosecondsSinceStart))
        let u = { (k: UInt64) in Double((h >> (16 * k)) & 0xFFFF) / 65_536 }
        return NoiseTerms(whiteNoise: 1e-6 * (1 + u(0)), pinkNoise: 1e-5 * (1 + u(1)),
                          backgroundNoise: 0.001 * (1 + u(2)), backgroundNoiseOffset: 1e-7 * (1 + u(3)))
    }
}
