/// A jump of the clock to the study app's first fetch that returns data, a nightly fetch at a
/// time: one value that the reducer runs whole (`jumpToFirstData`) and the demo's event loop
/// steps a slice at a time, so both stop at the same fetch and give up at the same point.
package struct FirstDataSearch: Equatable, Sendable {
    /// How many nights a search tries: data recorded after consent is held 24 hours, so with
    /// anything allowed the second night's fetch returns some; a week and a night leave room
    /// for a later fetch time or lag.
    package static let nights = 8

    /// Where the search began in the journal (fetches before it do not count).
    package let since: Int
    /// Virtual seconds the search may move the clock, in all, and how far it has.
    package let budget = Double(FirstDataSearch.nights) * 86_400
    package private(set) var moved = 0.0
    package private(set) var outcome: Outcome?
    /// Steps in a row that took no time (a fetch due now runs in one); more than a few means
    /// the app's fetch never moves on, and the search gives up rather than spin.
    private var stepsOfNoTime = 0

    package enum Outcome: Equatable, Sendable {
        case found(FetchRecord)
        /// No fetch returned data within the budget, or the app stopped fetching.
        case gaveUp
    }

    init(since: Int) { self.since = since }

    package var isFinished: Bool { outcome != nil }

    /// The next step's length: up to the next nightly fetch, at most `limit` seconds and never
    /// past the budget; nil once the search is over (or the app runs no fetch to wait for).
    package mutating func nextStep(in simulation: ConsentSimulation, atMost limit: Double = .infinity) -> Double? {
        guard outcome == nil else { return nil }
        guard let toFetch = simulation.secondsToNextDailyFetch, moved < budget else {
            outcome = .gaveUp
            return nil
        }
        let step = min(toFetch, limit, budget - moved)
        stepsOfNoTime = step > 0 ? 0 : stepsOfNoTime + 1
        guard stepsOfNoTime <= 2 else {
            outcome = .gaveUp
            return nil
        }
        moved += step
        return step
    }

    /// Looks at what the step led to.
    package mutating func look(at simulation: ConsentSimulation) {
        if let record = simulation.fetchWithData(since: since) { outcome = .found(record) }
        else if moved >= budget { outcome = .gaveUp }
    }
}
