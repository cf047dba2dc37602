import Foundation

/// Apple's `SRSpeechExpression`: voice analytics for a range of speech.
///
/// Without Apple's `timeRange`, a CoreMedia type that does not exist on Linux.
public final class SRSpeechExpression: NSObject, Sendable {
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
}
