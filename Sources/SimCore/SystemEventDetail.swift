/// What a system event says, typed by the framework that recorded it.
///
/// Each simulated framework has its own detail enum (SensorKit's, CoreMotion's), so a host can
/// switch on the concrete type to react without parsing text. `description` is the log line.
public protocol SystemEventDetail: Sendable, CustomStringConvertible {
    /// The broad category, for hosts that only filter (crashes, prompts, settings).
    var kind: SystemEvent.Kind { get }
}
