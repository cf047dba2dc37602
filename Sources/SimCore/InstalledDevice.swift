import Foundation

/// The process-wide device that `DeviceRuntime.current` falls back to outside `perform`.
///
/// Behind a lock because tests of other suites may read `current` from other threads while a
/// test session installs its phone; the runtime itself stays confined to the thread driving it.
final class InstalledDevice: @unchecked Sendable {
    static let shared = InstalledDevice()

    private let lock = NSLock()
    private weak var installed: DeviceRuntime?
    private var everInstalled = false
    private var installer: ObjectIdentifier?

    var runtime: DeviceRuntime? {
        get { lock.withLock { installed } }
        set {
            let thread = ObjectIdentifier(Thread.current)
            lock.withLock {
                installed = newValue
                guard newValue != nil else { return }
                everInstalled = true
                installer = thread
            }
        }
    }

    /// The thread that installed the phone (its test session's): the phone is driven there.
    var installingThread: ObjectIdentifier? { lock.withLock { installer } }

    /// A phone was installed in this process and none is now: its test session was released.
    var wasReleased: Bool { lock.withLock { everInstalled && installed == nil } }
}
