/// When the participant's headphones are connected to the phone: on the weekday commute (not on
/// the bike), during the evening workout, and for a listening session some evenings. Each
/// session connects the headset at its start and disconnects it at its end.
extension ParticipantRoutine {
    /// The headphone sessions of local `day`, as wall-time intervals in time order.
    public func headphoneSessions(day: Int64) -> [(start: Double, end: Double)] {
        let midnight = Double(day) * 86_400 - utcOffset
        let weekend = isWeekend(day: day)
        var hours: [(Double, Double)] = []
        if !weekend && !cycles(day: day) {
            if dayValue(day, 41) < 0.7 { hours.append((8.5 + 0.05 * dayValue(day, 42), 9.0)) }
            if dayValue(day, 43) < 0.7 { hours.append((17.5, 17.95 + 0.05 * dayValue(day, 44))) }
        }
        if exercises(day: day, weekend: weekend) && dayValue(day, 45) < 0.8 { hours.append((18.2, 19.05)) }
        if dayValue(day, 46) < 0.4 {
            let start = 20 + 1.5 * dayValue(day, 47)
            hours.append((start, start + 0.3 + 0.7 * dayValue(day, 48)))
        }
        // Whole seconds, so a connection's time reads cleanly in the log and the data.
        return hours.map { (midnight + ($0.0 * 3600).rounded(), midnight + ($0.1 * 3600).rounded()) }
    }

    /// Whether the headphones are connected at `t`. A session is left-open, `(start, end]`, like
    /// every window of samples: the first motion sample follows the connection.
    public func headphonesConnected(at t: Double) -> Bool {
        headphoneSessions(day: localDay(t).day).contains { t > $0.start && t <= $0.end }
    }
}
