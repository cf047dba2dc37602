import SimCore

/// Messages usage reports per `communicationReportInterval` (daily, closing at local midnight).
///
/// Message counts scale with the period's screen-on minutes: a busier phone day is a chattier one.
struct MessagesUsageGenerator: SampleGenerator {
    let sensor: SRSensor = .messagesUsageReport

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .iPhone else { return true }
        let grid = ReportGrid(interval: c.rates.communicationReportInterval, utcOffset: c.routine.utcOffset)
        let stream = c.stream(sensor)
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for k in range {
                let (start, end) = grid.span(k, c)
                var on = 0
                var m = Int64((start / 60).rounded(.up))
                while Double(m) * 60 < end {
                    if c.routine.isScreenOn(minute: m) { on += 1 }
                    m += 1
                }
                let u = { (salt: UInt64) in SeededNoise.unit(c.seed, stream &+ salt, UInt64(bitPattern: k)) }
                let outgoing = Int((Double(on) * 0.08 * (0.6 + 0.8 * u(0))).rounded())
                let incoming = Int((Double(outgoing) * (0.9 + 0.6 * u(1)) + 3 * u(2)).rounded())
                let total = outgoing + incoming
                let contacts = total == 0 ? 0 : min(total, 1 + Int((Double(total).squareRoot() * (0.7 + 0.6 * u(3))).rounded()))
                let report = SRMessagesUsageReport(duration: end - start, totalOutgoingMessages: outgoing,
                                                   totalIncomingMessages: incoming, totalUniqueContacts: contacts)
                if !sink(report, end, 1) { return false }
            }
        }
        return true
    }
}
