/// Something the simulated system did that the host should know about: a prompt shown, an
/// app crashed or relaunched, data deleted. Delegate callbacks are the app's to log.
public struct SystemEvent: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case prompt, authorization, recording, deletion, crash, relaunch, settings, note
    }
    /// Wall time (seconds since 2001) when it happened.
    public let time: Double
    public let kind: Kind
    public let message: String

    public init(time: Double, kind: Kind, message: String) {
        self.time = time; self.kind = kind; self.message = message
    }
}
