/// Something the simulated system did that the host should know about: a prompt shown, an
/// app crashed or relaunched, data deleted. Delegate callbacks are the app's to log.
public struct SystemEvent: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case prompt, authorization, recording, deletion, crash, relaunch, settings, note
    }
    /// Wall time (seconds since 2001) when it happened.
    public let time: Double
    /// What happened, as the recording framework's typed value.
    public let detail: any SystemEventDetail

    public var kind: Kind { detail.kind }
    /// The log line: the detail's `description`.
    public var message: String { detail.description }

    public init(time: Double, detail: any SystemEventDetail) {
        self.time = time
        self.detail = detail
    }

    /// Equal when they happened at the same time and say the same thing: an existential detail
    /// has no `==` of its own, and two details that print alike mean the same to every reader.
    public static func == (a: SystemEvent, b: SystemEvent) -> Bool {
        a.time == b.time && a.kind == b.kind && a.message == b.message
    }
}
