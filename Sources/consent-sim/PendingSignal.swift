import Foundation
import Synchronization

/// The last SIGINT, SIGTERM or SIGHUP received (0 for none), polled by the event loop.
///
/// The handler only stores the number: ncurses' `endwin` is not async-signal-safe, so the loop
/// restores the terminal itself on its next turn (within one input timeout).
let pendingSignal = Atomic<Int32>(0)

enum PendingSignal {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers. Must run before `newterm`, or ncurses installs its own for SIGINT
    /// and SIGTERM, which exit with status 1.
    static func install() {
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
    static var received: Int32? {
        let s = pendingSignal.load(ordering: .relaxed)
        return s == 0 ? nil : s
    }
}
