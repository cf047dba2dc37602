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
    /// Kept, not only named: a thread's identity is its object's address, which a new thread
    /// could reuse once the old one's object is freed.
    private var installer: Thread?
    /// Whether the phone was installed inside a Swift task (an async test or `setUp`), whose
    /// thread is whichever its executor picked.
    private var installedInTask = false
    /// The phone last uninstalled (`install(nil)`, which a test session's `deinit` does).
    private var uninstalled: ObjectIdentifier?

    var runtime: DeviceRuntime? {
        get { lock.withLock { installed } }
        set {
            let thread = Thread.current
            let inTask = withUnsafeCurrentTask { $0 != nil }
            lock.withLock {
                if newValue == nil, let old = installed { uninstalled = ObjectIdentifier(old) }
                installed = newValue
                guard newValue != nil else { return }
                everInstalled = true
                installer = thread
                installedInTask = inTask
            }
        }
    }

    /// The thread that installed the phone (its test session's): the phone is driven there.
    var installingThread: ObjectIdentifier? { lock.withLock { installer.map(ObjectIdentifier.init) } }

    /// Whether the installed phone was installed inside a Swift task.
    var wasInstalledInTask: Bool { lock.withLock { installedInTask } }

    /// A phone was installed in this process and none is now: a session was released.
    var wasReleased: Bool { lock.withLock { everInstalled && installed == nil } }

    /// Whether `phone` was uninstalled by its own session's release, rather than replaced by
    /// another session's phone (which may itself have gone since).
    func wasReleased(_ phone: ObjectIdentifier) -> Bool { lock.withLock { installed == nil && uninstalled == phone } }
}
