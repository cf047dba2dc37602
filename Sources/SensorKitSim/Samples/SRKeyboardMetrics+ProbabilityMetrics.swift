import Foundation

/// The types of Apple's keyboard probability metrics (SRKeyboardMetrics.h, ProbabilityMetrics and
/// PositionalMetrics) and how a metric is drawn; the metric properties themselves are in the class
/// body (SRKeyboardMetrics.swift), where a test double can override them.
///
/// Each distribution is a handful of sample values built when the property is read, from the
/// report's seed, so a week of reports costs nothing until a client reads them.
extension SRKeyboardMetrics {
    /// Apple's `SRKeyboardMetrics.ProbabilityMetric`: sample values of one distribution.
    ///
    /// Open, as SRKeyboardMetrics.h leaves `SRKeyboardProbabilityMetric` in Swift (no
    /// `objc_subclassing_restricted`, no unavailable `init`): a test double is made with `init()`
    /// (no sample values) and overrides `distributionSampleValues`.
    open class ProbabilityMetric<UnitType: Unit>: NSObject, @unchecked Sendable {
        // Immutable after init (`@unchecked`: a non-final class cannot be checked).
        private let values: [Measurement<UnitType>]

        open var distributionSampleValues: [Measurement<UnitType>] { values }

        init(distributionSampleValues: [Measurement<UnitType>]) {
            values = distributionSampleValues
            super.init()
        }

        /// No sample values, as NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md).
        public override init() {
            values = []
            super.init()
        }
    }

    /// Apple's `SRKeyboardMetrics.SentimentCategory` (iOS 15): moods inferred from the words typed.
    public enum SentimentCategory: Int, Sendable {
        case absolutist = 0, down = 1, death = 2, anxiety = 3, anger = 4, health = 5, positive = 6, sad = 7,
             lowEnergy = 8, confused = 9
    }

    /// A length metric's sample values, in millimetres; none for a double made with `init()`.
    func lengths(_ metric: Int) -> ProbabilityMetric<UnitLength> {
        ProbabilityMetric(distributionSampleValues: (distribution?.values(metric, scale: 1.2, offset: 0) ?? []).map {
            Measurement(value: $0, unit: .millimeters)
        })
    }

    /// A timing metric's sample values, in seconds; none for a double made with `init()`.
    func durations(_ metric: Int) -> ProbabilityMetric<UnitDuration> {
        ProbabilityMetric(distributionSampleValues: (distribution?.values(metric, scale: 0.12, offset: 0.08) ?? []).map {
            Measurement(value: $0, unit: .seconds)
        })
    }

    func positions<T>(_ make: (Int) -> T) -> [T] { (0..<6).map(make) }

    func pathRatios() -> [NSNumber] {
        guard let distribution else { return [] }
        return (0..<min(totalPaths, ProbabilityDistribution.count)).map { NSNumber(value: distribution.ratio($0)) }
    }

    func sentimentCount(_ category: SentimentCategory, of total: Int) -> Int {
        distribution?.sentimentWords(category, of: total) ?? 0
    }
}
