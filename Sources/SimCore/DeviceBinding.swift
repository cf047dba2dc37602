/// Which installed phone an object of the app belongs to, and the rule for using it: one phone
/// is installed per process (`DeviceRuntime.install`), so a test session, and every reader or
/// manager the app made on its phone, is used only while that phone is the installed one.
///
/// Used after another phone took its place (a second session made while the first is still in
/// use, as Swift Testing's parallel tests and suites do; `clearData()` or `loadState(from:)` replacing the
/// phone), the object would read another test's phone, or a dead one, and fail without a word.
/// In debug builds each such use stops the test with a message naming the rule and the fix.
/// Objects made on a phone nobody installed (inside `perform`, the demo's phone) are not bound.
public struct DeviceBinding: Sendable {
    private let phone: ObjectIdentifier
    private let bound: Bool

    /// Binds to `runtime` when it is the installed phone now.
    public init(_ runtime: DeviceRuntime) {
        phone = ObjectIdentifier(runtime)
        bound = InstalledDevice.shared.runtime === runtime
    }

    /// Whether the phone this binds to is still the installed one (always true when unbound).
    public var isCurrent: Bool {
        guard bound else { return true }
        return InstalledDevice.shared.runtime.map(ObjectIdentifier.init) == phone
    }

    /// Stops the test (debug builds) when the phone was replaced; `use` names the call, as
    /// `SRSensorReader.fetch(_:)`, and `what` what was used.
    public func check(_ use: @autoclosure () -> String, on what: @autoclosure () -> String) {
        #if DEBUG
        guard !isCurrent else { return }
        if InstalledDevice.shared.wasReleased {
            preconditionFailure("\(use()) was called on \(what()) whose SRTestSession was released: keep the session in a "
                                + "variable until the test's last call on its readers and managers")
        }
        preconditionFailure("\(use()) was called on \(what()) whose phone is no longer installed: one simulated phone runs per "
                            + "process, and another SRTestSession (or clearData(), or loadState(from:)) has replaced it. "
                            + "Make readers and managers again after clearData() or loadState(from:), use only the newest "
                            + "session, and run tests that make sessions one at a time: put every Swift Testing suite that "
                            + "makes sessions inside one @Suite(.serialized) suite, or run swift test --no-parallel "
                            + "(.serialized orders the tests of its own suite only; two suites still run at once; "
                            + "XCTest runs one test at a time)")
        #endif
    }
}
