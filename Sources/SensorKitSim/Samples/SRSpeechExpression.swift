import Foundation

/// Apple's `SRSpeechExpression`: voice analytics for a range of speech.
///
/// Without Apple's `timeRange`, a CoreMedia type that does not exist on Linux.
public final class SRSpeechExpression: NSObject, NSCopying, NSSecureCoding, Sendable {
    public let version: String
    /// 0...1, 1 being the most confident.
    public let confidence: Double
    /// The analytics below are in -1...1, negative meaning negative sentiment.
    public let mood: Double
    public let valence: Double
    public let activation: Double
    public let dominance: Double

    init(version: String, confidence: Double, mood: Double, valence: Double, activation: Double, dominance: Double) {
        self.version = version
        self.confidence = confidence
        self.mood = mood
        self.valence = valence
        self.activation = activation
        self.dominance = dominance
    }

    // MARK: NSCopying and NSSecureCoding (SRSpeechMetrics.h)

    /// The object itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public class var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) { encode(with: coder, prefix: "") }
    public convenience init?(coder: NSCoder) { self.init(coder: coder, prefix: "") }

    private static let valueKeys = ["confidence", "mood", "valence", "activation", "dominance"]

    /// Written under `p`, so a speech metric's archive holds its expression.
    func encode(with coder: NSCoder, prefix p: String) {
        coder.encodeText(version, forKey: p + "version")
        for (key, value) in zip(Self.valueKeys, [confidence, mood, valence, activation, dominance]) {
            coder.encode(value, forKey: p + key)
        }
    }

    convenience init?(coder: NSCoder, prefix p: String) {
        let v = Self.valueKeys.compactMap { coder.decodeNumber(forKey: p + $0) }
        guard let version = coder.decodeText(forKey: p + "version"), v.count == Self.valueKeys.count else { return nil }
        self.init(version: version, confidence: v[0], mood: v[1], valence: v[2], activation: v[3], dominance: v[4])
    }
}
