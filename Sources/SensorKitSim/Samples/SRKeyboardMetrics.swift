import Foundation

/// Apple's `SRKeyboardMetrics`: how the participant typed on the system keyboard. The counts and
/// speeds are here; the probability metrics and sentiment counts are in
/// `SRKeyboardMetrics+ProbabilityMetrics.swift`.
public final class SRKeyboardMetrics: NSObject, Sendable {
    public let duration: TimeInterval
    public let keyboardIdentifier: String
    public let version: String
    /// Millimetres.
    public let width: Measurement<UnitLength>
    public let height: Measurement<UnitLength>
    public let inputModes: [String]
    public let sessionIdentifiers: [String]
    public let totalWords: Int
    public let totalAlteredWords: Int
    public let totalTaps: Int
    public let totalDrags: Int
    public let totalDeletes: Int
    public let totalEmojis: Int
    public let totalPaths: Int
    public let totalPathTime: TimeInterval
    public let totalPathLength: Measurement<UnitLength>
    public let totalAutoCorrections: Int
    public let totalSpaceCorrections: Int
    public let totalRetroCorrections: Int
    public let totalTranspositionCorrections: Int
    public let totalInsertKeyCorrections: Int
    public let totalSkipTouchCorrections: Int
    public let totalNearKeyCorrections: Int
    public let totalSubstitutionCorrections: Int
    public let totalHitTestCorrections: Int
    public let totalTypingDuration: TimeInterval
    public let totalPathPauses: Int
    public let totalPauses: Int
    public let totalTypingEpisodes: Int
    /// QuickPath words per minute.
    public let pathTypingSpeed: Double
    /// Characters per second.
    public let typingSpeed: Double
    /// Draws the probability metrics when they are read.
    let distribution: ProbabilityDistribution

    /// The generator fills every count from one set of typing totals.
    struct Counts {
        var words = 0, alteredWords = 0, taps = 0, drags = 0, deletes = 0, emojis = 0, paths = 0
        var pathTime: TimeInterval = 0, pathLengthMM = 0.0
        var corrections = [Int](repeating: 0, count: 9)
        var typingDuration: TimeInterval = 0, pathPauses = 0, pauses = 0, episodes = 0
        var pathSpeed = 0.0, speed = 0.0
    }

    init(duration: TimeInterval, keyboardIdentifier: String, widthMM: Double, heightMM: Double,
         inputModes: [String], sessionIdentifiers: [String], counts n: Counts, metricSeed: UInt64) {
        distribution = ProbabilityDistribution(seed: metricSeed)
        self.duration = duration
        self.keyboardIdentifier = keyboardIdentifier
        version = "1.0"
        width = Measurement(value: widthMM, unit: .millimeters)
        height = Measurement(value: heightMM, unit: .millimeters)
        self.inputModes = inputModes
        self.sessionIdentifiers = sessionIdentifiers
        totalWords = n.words; totalAlteredWords = n.alteredWords; totalTaps = n.taps; totalDrags = n.drags
        totalDeletes = n.deletes; totalEmojis = n.emojis; totalPaths = n.paths; totalPathTime = n.pathTime
        totalPathLength = Measurement(value: n.pathLengthMM, unit: .millimeters)
        totalAutoCorrections = n.corrections[0]; totalSpaceCorrections = n.corrections[1]
        totalRetroCorrections = n.corrections[2]; totalTranspositionCorrections = n.corrections[3]
        totalInsertKeyCorrections = n.corrections[4]; totalSkipTouchCorrections = n.corrections[5]
        totalNearKeyCorrections = n.corrections[6]; totalSubstitutionCorrections = n.corrections[7]
        totalHitTestCorrections = n.corrections[8]
        totalTypingDuration = n.typingDuration; totalPathPauses = n.pathPauses; totalPauses = n.pauses
        totalTypingEpisodes = n.episodes; pathTypingSpeed = n.pathSpeed; typingSpeed = n.speed
    }
}
