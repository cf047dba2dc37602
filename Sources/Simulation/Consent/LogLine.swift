/// One line of the event log the dashboard scrolls: a delegate callback or error the study app
/// received, or something the system did, with its virtual time.
public struct LogLine: Equatable, Sendable {
    public enum Source: String, Sendable {
        case app, system
        /// The participant's own taps (transcripts list them; the dashboard's log does not).
        case participant
        /// A scenario's own fetch, in transcripts.
        case scenario
    }
    public let time: Double
    public let source: Source
    public let text: String
    public let isError: Bool

    public init(_ event: Event) {
        time = event.time; source = event.source; text = event.text; isError = event.isError
    }
}
