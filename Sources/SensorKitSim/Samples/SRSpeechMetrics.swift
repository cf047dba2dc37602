import Foundation

/// Apple's `SRSpeechMetrics`: metrics about one range of speech to Siri or on a phone call.
///
/// Apple's `speechRecognition` and `soundClassification` carry Speech and SoundAnalysis types,
/// which do not exist on Linux; the simulator provides the audio level and speech expression.
public final class SRSpeechMetrics: NSObject, Sendable {
    public struct SessionFlags: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let bypassVoiceProcessing = SessionFlags(rawValue: 1 << 0)
    }

    public let sessionIdentifier: String
    public let sessionFlags: SessionFlags
    /// When the speech occurred.
    public let timestamp: Date
    public let timeSinceAudioStart: TimeInterval
    public let audioLevel: SRAudioLevel?
    public let speechExpression: SRSpeechExpression?

    init(sessionIdentifier: String, sessionFlags: SessionFlags, timestamp: Date, timeSinceAudioStart: TimeInterval,
         audioLevel: SRAudioLevel?, speechExpression: SRSpeechExpression?) {
        self.sessionIdentifier = sessionIdentifier
        self.sessionFlags = sessionFlags
        self.timestamp = timestamp
        self.timeSinceAudioStart = timeSinceAudioStart
        self.audioLevel = audioLevel
        self.speechExpression = speechExpression
    }
}
