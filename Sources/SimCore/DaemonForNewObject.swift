/// The daemon an object's public initializer binds to when a package caller names one: the
/// API classes' public initializers are designated, as Apple's are, so a team's subclass (a
/// test double) inherits them, and a `package` initializer taking the daemon would hide them
/// from subclasses outside the package. One binder for SensorKit's readers and CoreMotion's
/// managers alike.
package enum DaemonForNewObject {
    /// Runs `make` (an initializer call) with the objects it makes bound to `daemon`.
    package static func making<T>(on daemon: AnyObject, _ make: () -> T) -> T {
        $chosen.withValue(Chosen(daemon: daemon), operation: make)
    }

    /// The daemon a caller named for the object being made now, if it is a `D`.
    package static func chosen<D: AnyObject>(_ type: D.Type) -> D? { chosen?.daemon as? D }

    @TaskLocal private static var chosen: Chosen?
    private struct Chosen: @unchecked Sendable {
        // Read only by the initializer it was bound for, on the thread that bound it.
        let daemon: AnyObject
    }
}
