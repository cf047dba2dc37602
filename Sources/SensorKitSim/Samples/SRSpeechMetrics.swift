import Foundation

/// Apple's `SRSpeechMetrics`: metrics about one range of speech to Siri or on a phone call.
///
/// Apple's `speechRecognition` and `soundClassification` carry Speech and SoundAnalysis types,
/// which do not exist on Linux; the simulator provides the audio level and speech expression.
///
/// Final, unlike the sample classes a test double stands in for: SRSpeechMetrics.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRSpeechMetrics: NSObject, NSCopying, NSSecureCoding, Sendable {
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

    // MARK: NSCopying and NSSecureCoding (SRSpeechMetrics.h)

    /// The metrics themselves: they never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encodeText(sessionIdentifier, forKey: "sessionIdentifier")
        coder.encode(Int64(sessionFlags.rawValue), forKey: "sessionFlags")
        coder.encodeDate(timestamp, forKey: "timestamp")
        coder.encode(timeSinceAudioStart, forKey: "timeSinceAudioStart")
        coder.encode(audioLevel != nil, forKey: "hasAudioLevel")
        audioLevel?.encode(with: coder, prefix: "audioLevel.")
        coder.encode(speechExpression != nil, forKey: "hasSpeechExpression")
        speechExpression?.encode(with: coder, prefix: "speechExpression.")
    }

    public convenience init?(coder: NSCoder) {
        guard let session = coder.decodeText(forKey: "sessionIdentifier"), coder.containsValue(forKey: "sessionFlags"),
              let flags = UInt(exactly: coder.decodeInt64(forKey: "sessionFlags")),
              let timestamp = coder.decodeDate(forKey: "timestamp"),
              let sinceStart = coder.decodeNumber(forKey: "timeSinceAudioStart"),
              let hasLevel = coder.decodeFlag(forKey: "hasAudioLevel"),
              let hasExpression = coder.decodeFlag(forKey: "hasSpeechExpression") else { return nil }
        let level = hasLevel ? SRAudioLevel(coder: coder, prefix: "audioLevel.") : nil
        let expression = hasExpression ? SRSpeechExpression(coder: coder, prefix: "speechExpression.") : nil
        guard hasLevel == (level != nil), hasExpression == (expression != nil) else { return nil }
        self.init(sessionIdentifier: session, sessionFlags: SessionFlags(rawValue: flags), timestamp: timestamp,
                  timeSinceAudioStart: sinceStart, audioLevel: level, speechExpression: expression)
    }
}
