import SimCore

/// Phone usage reports per `communicationReportInterval` (daily, closing at local midnight).
///
/// They sum the calls of `PhoneCallSchedule` that started in the period.
struct PhoneUsageGenerator: SampleGenerator {
    let sensor: SRSensor = .phoneUsageReport

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .iPhone else { return true }
        let grid = ReportGrid(interval: c.rates.communicationReportInterval, utcOffset: c.routine.utcOffset)
        let schedule = PhoneCallSchedule(context: c)
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for k in range {
                let (start, end) = grid.span(k, c)
                let calls = schedule.calls(startingIn: start, end)
                let contacts = calls.reduce(0 as UInt64) { $0 | 1 << UInt64($1.contact) }
                let outgoing = calls.filter(\.outgoing).count
                let report = SRPhoneUsageReport(duration: end - start, totalOutgoingCalls: outgoing,
                                                totalIncomingCalls: calls.count - outgoing,
                                                totalUniqueContacts: contacts.nonzeroBitCount,
                                                totalPhoneCallDuration: calls.reduce(0) { $0 + $1.duration })
                if !sink(report, end, 1) { return false }
            }
        }
        return true
    }
}
