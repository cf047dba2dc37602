import Foundation
import Synchronization

/// The last SIGINT, SIGTERM, SIGHUP or SIGQUIT received (0 for none).
private let pendingSignal = Atomic<Int32>(0)

/// Notes SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl-\\) for the event loop instead of dying at
/// once (SIGQUIT would otherwise start Swift's backtracer with the terminal still taken over).
///
/// The handler only stores the number: ncurses' `endwin` is not async-signal-safe, so the loop
/// restores the terminal itself on its next look at the input (within one slice of work).
package enum PendingSignal {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handlers. Call it before ncurses starts, or ncurses installs its own for
    /// SIGINT and SIGTERM, which exit with status 1.
    package static func install() {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in handled {
            signal(sig) { received in pendingSignal.store(received, ordering: .relaxed) }
            sigaddset(&set, sig)
        }
        // A launcher may have left them blocked; then the handlers would never run and Ctrl-C
        // would do nothing.
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal received since `install`, if any.
    package static var received: Int32? {
        let s = pendingSignal.load(ordering: .relaxed)
        return s == 0 ? nil : s
    }
}
