import Foundation

/// Which installed phone an object of the app belongs to, and the rule for using it: one phone
/// is installed per process (`DeviceRuntime.install`), so a test session, and every reader or
/// manager the app made on its phone, is used only while that phone is the installed one.
///
/// Used after another phone took its place (a second session made while the first is still in
/// use, as Swift Testing's parallel tests and suites do; `clearData()` or `loadState(from:)` replacing the
/// phone), the object would read another test's phone, or a dead one, and fail without a word.
/// In debug builds each such use stops the test with a message naming the rule and the fix.
/// Objects made on a phone nobody installed (inside `perform`, the demo's phone) are not bound.
///
/// The installed phone is also confined to the thread that installed it (its session's), as the
/// session is: a call from another thread outside any Swift task (a `DispatchQueue` or `Thread`
/// of the app's) would race the test's `settle()` on the phone's queue, so in debug builds it
/// stops the test too. Code in a Swift task is let through: an async test resumes on whichever
/// thread its executor picks, and its awaits keep its calls one after another.
public struct DeviceBinding: Sendable {
    private let phone: ObjectIdentifier
    private let bound: Bool
    private let thread: ObjectIdentifier?

    /// Binds to `runtime` when it is the installed phone now.
    public init(_ runtime: DeviceRuntime) {
        phone = ObjectIdentifier(runtime)
        bound = InstalledDevice.shared.runtime === runtime
        thread = bound ? InstalledDevice.shared.installingThread : nil
    }

    /// Whether the phone this binds to is still the installed one (always true when unbound).
    public var isCurrent: Bool {
        guard bound else { return true }
        return InstalledDevice.shared.runtime.map(ObjectIdentifier.init) == phone
    }

    /// Stops the test (debug builds) when the phone was replaced, or when called from a thread
    /// other than the phone's outside any Swift task; `use` names the call, as
    /// `SRSensorReader.fetch(_:)`, and `what` what was used.
    public func check(_ use: @autoclosure () -> String, on what: @autoclosure () -> String) {
        #if DEBUG
        guard !isCurrent else { return checkThread(use()) }
        if InstalledDevice.shared.wasReleased(phone) {
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

    /// How a trap names the app's call `function` made in `file` (a `#fileID`): by the type the
    /// file is named for, as `SRSensorReader.requestAuthorization(sensors:completion:)`.
    public static func callName(_ function: StaticString, in file: StaticString) -> String {
        let base = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
        let type = base.split(whereSeparator: { $0 == "." || $0 == "+" }).first.map(String.init) ?? base
        return "\(type).\(function)"
    }

    #if DEBUG
    private func checkThread(_ use: @autoclosure () -> String) {
        guard let thread, thread != ObjectIdentifier(Thread.current),
              !withUnsafeCurrentTask(body: { $0 != nil }) else { return }
        preconditionFailure(Self.threadRule(use(), fromMainThread: Thread.isMainThread,
                                            sessionMadeInTask: InstalledDevice.shared.wasInstalledInTask))
    }
    #endif

    /// What the trap for a call from another thread says. A call from the main thread to a
    /// session made in a Swift task is most likely XCTest's synchronous test after an async
    /// `setUp()` (XCTest runs synchronous tests on the main thread): the message says so.
    package static func threadRule(_ use: String, fromMainThread: Bool, sessionMadeInTask: Bool) -> String {
        "\(use) was called from another thread: the simulated phone, its SRTestSession and every "
            + "reader and manager made on it are used only on the thread that made the session (as "
            + "StoreKitTest's SKTestSession is; calls inside a Swift task are let through). Call them from "
            + "the test's own thread, not from a DispatchQueue or Thread of your own; for app code that runs on "
            + "the main queue, make the session on the main thread (mark the test or its suite @MainActor)"
            + (fromMainThread && sessionMadeInTask
               ? ". This call came from the main thread and the session was made inside a Swift task (an async "
                 + "setUp() or test), on whichever thread that task ran: if this is XCTest's synchronous test after "
                 + "an async setUp(), make the session in a synchronous setUp() or in the test itself, or make the "
                 + "test async" : "")
    }
}
