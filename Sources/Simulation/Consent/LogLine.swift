/// One line of the event log the dashboard scrolls: a delegate callback or error the study app
/// received, or something the system did, with its virtual time.
///
/// It keeps the event and words it only when read: a long run logs far more lines than anyone
/// reads (ten thousand relaunches are half a million), and the screen shows a dozen.
public struct LogLine: Equatable, Sendable {
    public enum Source: String, Sendable {
        case app, system
        /// The participant's own taps (transcripts list them; the dashboard's log does not).
        case participant
        /// A scenario's own fetch, in transcripts.
        case scenario
    }
    package let event: Event

    package init(_ event: Event) { self.event = event }

    public var time: Double { event.time }
    public var source: Source { event.source }
    public var text: String { event.text }
    public var isError: Bool { event.isError }
}
