extension ConsentSimulation {
    /// How many nightly fetches a jump to the first data tries: data recorded after consent is
    /// held 24 hours, so with anything allowed the second night's fetch returns some; a week
    /// and a night leave room for a later fetch time or lag.
    public static let firstDataNights = 8

    /// Virtual seconds from now until the study app's next nightly fetch has run; nil while
    /// the app is not running (no fetch is scheduled).
    public var secondsToNextDailyFetch: Double? {
        guard let next = phone.app?.nextDailyFetch else { return nil }
        return max(0, next - phone.runtime.clock.now)
    }

    /// The first of the study app's fetches that returned data among the events from `index`
    /// on (an index into `journal`).
    public func fetchWithData(since index: Int) -> FetchRecord? {
        let journal = phone.journal
        for e in journal[min(index, journal.count)...] {
            if case .app(.fetchCompleted(let f)) = e.kind, f.results > 0 { return f }
        }
        return nil
    }
}
