import Foundation

/// Apple's keyboard probability metrics (SRKeyboardMetrics.h, ProbabilityMetrics and
/// PositionalMetrics): distributions of key distances and timings, one metric per property.
///
/// Each distribution is a handful of sample values built when the property is read, from the
/// report's seed, so a week of reports costs nothing until a client reads them.
extension SRKeyboardMetrics {
    /// Apple's `SRKeyboardMetrics.ProbabilityMetric`: sample values of one distribution.
    public final class ProbabilityMetric<UnitType: Unit>: NSObject, @unchecked Sendable {
        public let distributionSampleValues: [Measurement<UnitType>]

        init(distributionSampleValues: [Measurement<UnitType>]) {
            self.distributionSampleValues = distributionSampleValues
        }
    }

    /// Apple's `SRKeyboardMetrics.SentimentCategory` (iOS 15): moods inferred from the words typed.
    public enum SentimentCategory: Int, Sendable {
        case absolutist = 0, down = 1, death = 2, anxiety = 3, anger = 4, health = 5, positive = 6, sad = 7,
             lowEnergy = 8, confused = 9
    }

    /// Millimetres from the touch up to the centre of any key.
    public var upErrorDistance: ProbabilityMetric<UnitLength> { lengths(0) }
    /// Millimetres from the touch down to the centre of any key.
    public var downErrorDistance: ProbabilityMetric<UnitLength> { lengths(1) }
    /// Millimetres from the touch up to the right centroid of the Space bar.
    public var spaceUpErrorDistance: ProbabilityMetric<UnitLength> { lengths(2) }
    /// Millimetres from the touch down to the right centroid of the Space bar.
    public var spaceDownErrorDistance: ProbabilityMetric<UnitLength> { lengths(3) }
    /// Millimetres from the touch up to the centre of the Delete key.
    public var deleteUpErrorDistance: ProbabilityMetric<UnitLength> { lengths(4) }
    /// Millimetres from the touch down to the centre of the Delete key.
    public var deleteDownErrorDistance: ProbabilityMetric<UnitLength> { lengths(5) }
    /// Millimetres from the touch up to the intended key's centre, in a short word.
    public var shortWordCharKeyUpErrorDistance: ProbabilityMetric<UnitLength> { lengths(6) }
    /// Millimetres from the touch down to the intended key's centre, in a short word.
    public var shortWordCharKeyDownErrorDistance: ProbabilityMetric<UnitLength> { lengths(7) }
    public var touchDownUp: ProbabilityMetric<UnitDuration> { durations(0) }
    public var touchUpDown: ProbabilityMetric<UnitDuration> { durations(1) }
    public var spaceTouchDownUp: ProbabilityMetric<UnitDuration> { durations(2) }
    public var deleteTouchDownUp: ProbabilityMetric<UnitDuration> { durations(3) }
    public var shortWordCharKeyTouchDownUp: ProbabilityMetric<UnitDuration> { durations(4) }
    public var touchDownDown: ProbabilityMetric<UnitDuration> { durations(5) }
    public var charKeyToPrediction: ProbabilityMetric<UnitDuration> { durations(6) }
    public var shortWordCharKeyToCharKey: ProbabilityMetric<UnitDuration> { durations(7) }
    public var charKeyToAnyTapKey: ProbabilityMetric<UnitDuration> { durations(8) }
    public var anyTapToCharKey: ProbabilityMetric<UnitDuration> { durations(9) }
    public var spaceToCharKey: ProbabilityMetric<UnitDuration> { durations(10) }
    public var charKeyToSpaceKey: ProbabilityMetric<UnitDuration> { durations(11) }
    public var spaceToDeleteKey: ProbabilityMetric<UnitDuration> { durations(12) }
    public var deleteToSpaceKey: ProbabilityMetric<UnitDuration> { durations(13) }
    public var spaceToSpaceKey: ProbabilityMetric<UnitDuration> { durations(14) }
    public var spaceToShiftKey: ProbabilityMetric<UnitDuration> { durations(15) }
    public var spaceToPlaneChangeKey: ProbabilityMetric<UnitDuration> { durations(16) }
    public var spaceToPredictionKey: ProbabilityMetric<UnitDuration> { durations(17) }
    public var deleteToCharKey: ProbabilityMetric<UnitDuration> { durations(18) }
    public var charKeyToDelete: ProbabilityMetric<UnitDuration> { durations(19) }
    public var deleteToDelete: ProbabilityMetric<UnitDuration> { durations(20) }
    public var deleteToShiftKey: ProbabilityMetric<UnitDuration> { durations(21) }
    public var deleteToPlaneChangeKey: ProbabilityMetric<UnitDuration> { durations(22) }
    public var anyTapToPlaneChangeKey: ProbabilityMetric<UnitDuration> { durations(23) }
    public var planeChangeToAnyTap: ProbabilityMetric<UnitDuration> { durations(24) }
    public var charKeyToPlaneChangeKey: ProbabilityMetric<UnitDuration> { durations(25) }
    public var planeChangeKeyToCharKey: ProbabilityMetric<UnitDuration> { durations(26) }
    public var deleteToPath: ProbabilityMetric<UnitDuration> { durations(27) }
    public var pathToDelete: ProbabilityMetric<UnitDuration> { durations(28) }
    public var spaceToPath: ProbabilityMetric<UnitDuration> { durations(29) }
    public var pathToSpace: ProbabilityMetric<UnitDuration> { durations(30) }
    public var pathToPath: ProbabilityMetric<UnitDuration> { durations(31) }

    /// Ratios of the error distance between the intended and the actual path, one per path.
    public var pathErrorDistanceRatio: [NSNumber] {
        (0..<min(totalPaths, ProbabilityDistribution.count)).map { NSNumber(value: distribution.ratio($0)) }
    }

    /// Per character position of long words (first … fifth, then the rest): six metrics each.
    public var longWordUpErrorDistance: [ProbabilityMetric<UnitLength>] { positions { lengths(20 + $0) } }
    public var longWordDownErrorDistance: [ProbabilityMetric<UnitLength>] { positions { lengths(30 + $0) } }
    public var longWordTouchDownUp: [ProbabilityMetric<UnitDuration>] { positions { durations(40 + $0) } }
    public var longWordTouchDownDown: [ProbabilityMetric<UnitDuration>] { positions { durations(50 + $0) } }
    public var longWordTouchUpDown: [ProbabilityMetric<UnitDuration>] { positions { durations(60 + $0) } }
    /// Delete-to-delete timings while deleting a whole word, per position.
    public var deleteToDeletes: [ProbabilityMetric<UnitDuration>] { positions { durations(70 + $0) } }

    /// How many typed words expressed `category` in the report.
    public func wordCount(for category: SentimentCategory) -> Int { distribution.sentimentWords(category, of: totalWords) }

    /// How many typed emoji expressed `category` in the report.
    public func emojiCount(for category: SentimentCategory) -> Int { distribution.sentimentWords(category, of: totalEmojis) }

    private func lengths(_ metric: Int) -> ProbabilityMetric<UnitLength> {
        ProbabilityMetric(distributionSampleValues: distribution.values(metric, scale: 1.2, offset: 0).map {
            Measurement(value: $0, unit: .millimeters)
        })
    }

    private func durations(_ metric: Int) -> ProbabilityMetric<UnitDuration> {
        ProbabilityMetric(distributionSampleValues: distribution.values(metric, scale: 0.12, offset: 0.08).map {
            Measurement(value: $0, unit: .seconds)
        })
    }

    private func positions<T>(_ make: (Int) -> T) -> [T] { (0..<6).map(make) }
}
