import Foundation

/// Apple's `SRKeyboardMetrics`: how the participant typed on the system keyboard. The counts,
/// speeds and probability metrics are here, in the class body, so a test double can override them;
/// the metric type, the sentiment categories and how a metric is drawn are in
/// `SRKeyboardMetrics+ProbabilityMetrics.swift`.
///
/// Open, as SRKeyboardMetrics.h leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRKeyboardMetrics: NSObject, @unchecked Sendable {
    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _duration: TimeInterval
    private let _keyboardIdentifier: String
    private let _version: String
    private let widthMM: Double, heightMM: Double
    private let _inputModes: [String]
    private let _sessionIdentifiers: [String]
    private let n: Counts
    /// Draws the probability metrics when they are read; nil for a double made with `init()`,
    /// whose metrics have no sample values.
    let distribution: ProbabilityDistribution?

    open var duration: TimeInterval { _duration }
    open var keyboardIdentifier: String { _keyboardIdentifier }
    open var version: String { _version }
    /// Millimetres.
    open var width: Measurement<UnitLength> { Measurement(value: widthMM, unit: .millimeters) }
    open var height: Measurement<UnitLength> { Measurement(value: heightMM, unit: .millimeters) }
    open var inputModes: [String] { _inputModes }
    open var sessionIdentifiers: [String] { _sessionIdentifiers }
    open var totalWords: Int { n.words }
    open var totalAlteredWords: Int { n.alteredWords }
    open var totalTaps: Int { n.taps }
    open var totalDrags: Int { n.drags }
    open var totalDeletes: Int { n.deletes }
    open var totalEmojis: Int { n.emojis }
    open var totalPaths: Int { n.paths }
    open var totalPathTime: TimeInterval { n.pathTime }
    open var totalPathLength: Measurement<UnitLength> { Measurement(value: n.pathLengthMM, unit: .millimeters) }
    open var totalAutoCorrections: Int { n.corrections[0] }
    open var totalSpaceCorrections: Int { n.corrections[1] }
    open var totalRetroCorrections: Int { n.corrections[2] }
    open var totalTranspositionCorrections: Int { n.corrections[3] }
    open var totalInsertKeyCorrections: Int { n.corrections[4] }
    open var totalSkipTouchCorrections: Int { n.corrections[5] }
    open var totalNearKeyCorrections: Int { n.corrections[6] }
    open var totalSubstitutionCorrections: Int { n.corrections[7] }
    open var totalHitTestCorrections: Int { n.corrections[8] }
    open var totalTypingDuration: TimeInterval { n.typingDuration }
    open var totalPathPauses: Int { n.pathPauses }
    open var totalPauses: Int { n.pauses }
    open var totalTypingEpisodes: Int { n.episodes }
    /// QuickPath words per minute.
    open var pathTypingSpeed: Double { n.pathSpeed }
    /// Characters per second.
    open var typingSpeed: Double { n.speed }

    // The probability metrics (SRKeyboardMetrics.h, ProbabilityMetrics): in the class body, not an
    // extension, because Swift lets a subclass override only what the class itself declares.

    /// Millimetres from the touch up to the centre of any key.
    open var upErrorDistance: ProbabilityMetric<UnitLength> { lengths(0) }
    /// Millimetres from the touch down to the centre of any key.
    open var downErrorDistance: ProbabilityMetric<UnitLength> { lengths(1) }
    /// Millimetres from the touch up to the right centroid of the Space bar.
    open var spaceUpErrorDistance: ProbabilityMetric<UnitLength> { lengths(2) }
    /// Millimetres from the touch down to the right centroid of the Space bar.
    open var spaceDownErrorDistance: ProbabilityMetric<UnitLength> { lengths(3) }
    /// Millimetres from the touch up to the centre of the Delete key.
    open var deleteUpErrorDistance: ProbabilityMetric<UnitLength> { lengths(4) }
    /// Millimetres from the touch down to the centre of the Delete key.
    open var deleteDownErrorDistance: ProbabilityMetric<UnitLength> { lengths(5) }
    /// Millimetres from the touch up to the intended key's centre, in a short word.
    open var shortWordCharKeyUpErrorDistance: ProbabilityMetric<UnitLength> { lengths(6) }
    /// Millimetres from the touch down to the intended key's centre, in a short word.
    open var shortWordCharKeyDownErrorDistance: ProbabilityMetric<UnitLength> { lengths(7) }
    open var touchDownUp: ProbabilityMetric<UnitDuration> { durations(0) }
    open var touchUpDown: ProbabilityMetric<UnitDuration> { durations(1) }
    open var spaceTouchDownUp: ProbabilityMetric<UnitDuration> { durations(2) }
    open var deleteTouchDownUp: ProbabilityMetric<UnitDuration> { durations(3) }
    open var shortWordCharKeyTouchDownUp: ProbabilityMetric<UnitDuration> { durations(4) }
    open var touchDownDown: ProbabilityMetric<UnitDuration> { durations(5) }
    open var charKeyToPrediction: ProbabilityMetric<UnitDuration> { durations(6) }
    open var shortWordCharKeyToCharKey: ProbabilityMetric<UnitDuration> { durations(7) }
    open var charKeyToAnyTapKey: ProbabilityMetric<UnitDuration> { durations(8) }
    open var anyTapToCharKey: ProbabilityMetric<UnitDuration> { durations(9) }
    open var spaceToCharKey: ProbabilityMetric<UnitDuration> { durations(10) }
    open var charKeyToSpaceKey: ProbabilityMetric<UnitDuration> { durations(11) }
    open var spaceToDeleteKey: ProbabilityMetric<UnitDuration> { durations(12) }
    open var deleteToSpaceKey: ProbabilityMetric<UnitDuration> { durations(13) }
    open var spaceToSpaceKey: ProbabilityMetric<UnitDuration> { durations(14) }
    open var spaceToShiftKey: ProbabilityMetric<UnitDuration> { durations(15) }
    open var spaceToPlaneChangeKey: ProbabilityMetric<UnitDuration> { durations(16) }
    open var spaceToPredictionKey: ProbabilityMetric<UnitDuration> { durations(17) }
    open var deleteToCharKey: ProbabilityMetric<UnitDuration> { durations(18) }
    open var charKeyToDelete: ProbabilityMetric<UnitDuration> { durations(19) }
    open var deleteToDelete: ProbabilityMetric<UnitDuration> { durations(20) }
    open var deleteToShiftKey: ProbabilityMetric<UnitDuration> { durations(21) }
    open var deleteToPlaneChangeKey: ProbabilityMetric<UnitDuration> { durations(22) }
    open var anyTapToPlaneChangeKey: ProbabilityMetric<UnitDuration> { durations(23) }
    open var planeChangeToAnyTap: ProbabilityMetric<UnitDuration> { durations(24) }
    open var charKeyToPlaneChangeKey: ProbabilityMetric<UnitDuration> { durations(25) }
    open var planeChangeKeyToCharKey: ProbabilityMetric<UnitDuration> { durations(26) }
    open var deleteToPath: ProbabilityMetric<UnitDuration> { durations(27) }
    open var pathToDelete: ProbabilityMetric<UnitDuration> { durations(28) }
    open var spaceToPath: ProbabilityMetric<UnitDuration> { durations(29) }
    open var pathToSpace: ProbabilityMetric<UnitDuration> { durations(30) }
    open var pathToPath: ProbabilityMetric<UnitDuration> { durations(31) }

    /// Ratios of the error distance between the intended and the actual path, one per path.
    open var pathErrorDistanceRatio: [NSNumber] { pathRatios() }

    /// Per character position of long words (first … fifth, then the rest): six metrics each.
    open var longWordUpErrorDistance: [ProbabilityMetric<UnitLength>] { positions { lengths(20 + $0) } }
    open var longWordDownErrorDistance: [ProbabilityMetric<UnitLength>] { positions { lengths(30 + $0) } }
    open var longWordTouchDownUp: [ProbabilityMetric<UnitDuration>] { positions { durations(40 + $0) } }
    open var longWordTouchDownDown: [ProbabilityMetric<UnitDuration>] { positions { durations(50 + $0) } }
    open var longWordTouchUpDown: [ProbabilityMetric<UnitDuration>] { positions { durations(60 + $0) } }
    /// Delete-to-delete timings while deleting a whole word, per position.
    open var deleteToDeletes: [ProbabilityMetric<UnitDuration>] { positions { durations(70 + $0) } }

    /// How many typed words expressed `category` in the report.
    open func wordCount(for category: SentimentCategory) -> Int { sentimentCount(category, of: totalWords) }

    /// How many typed emoji expressed `category` in the report.
    open func emojiCount(for category: SentimentCategory) -> Int { sentimentCount(category, of: totalEmojis) }

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
        _duration = duration
        _keyboardIdentifier = keyboardIdentifier
        _version = "1.0"
        self.widthMM = widthMM
        self.heightMM = heightMM
        _inputModes = inputModes
        _sessionIdentifiers = sessionIdentifiers
        self.n = n
        super.init()
    }

    /// No typing, an empty identifier and version, a 0 mm keyboard and metrics with no sample
    /// values, as NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md). A test double
    /// starts here and overrides what it reports.
    public override init() {
        distribution = nil
        _duration = 0
        _keyboardIdentifier = ""
        _version = ""
        widthMM = 0
        heightMM = 0
        _inputModes = []
        _sessionIdentifiers = []
        n = Counts()
        super.init()
    }
}
