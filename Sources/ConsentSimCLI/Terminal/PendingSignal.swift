import Foundation
import Synchronization

/// The last terminating signal received (0 for none).
private let pendingSignal = Atomic<Int32>(0)
/// Whether SIGCONT arrived since the terminal last looked.
private let continued = Atomic<Bool>(false)

/// Notes every signal that would end the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE,
/// SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ, SIGPROF, SIGSYS) for the event loop
/// instead of dying at once with the terminal still taken over (SIGQUIT, SIGXCPU, SIGXFSZ and
/// SIGSYS would also start Swift's backtracer on it). SIGCONT, after a stop, is noted too, so
/// the terminal can take its modes back: the shell puts its own back when a job stops.
///
/// The handler only stores the number: ncurses' `endwin` is not async-signal-safe, so the loop
/// restores the terminal itself on its next look at the input (within one slice of work).
package enum PendingSignal {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM,
                                   SIGVTALRM, SIGXCPU, SIGXFSZ, SIGPROF, SIGSYS]

    /// What asks a headless run (`play`) to stop: Ctrl-C, a CI job's timeout, a closed terminal,
    /// a reader of its output gone (`play … | head -1`: the run ends with its reports whole and
    /// exit 74, not killed part-way). Any other signal is left as the process was given it:
    /// SIGALRM, SIGPROF or SIGUSR1 are a harness's or a profiler's, not a request to stop, and
    /// the demo notes them only because they would end it with the terminal still taken over.
    package static let stops: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

    /// Installs the handlers for `signals` (every one that would end the process, unless told).
    /// Call it before ncurses starts, or ncurses installs its own for SIGINT and SIGTERM, which
    /// exit with status 1. `keepingIgnored`: a signal the process was started with ignored stays
    /// ignored, as a command that is not interactive owes its caller (`nohup` ignores SIGHUP so
    /// that a closed terminal does not end the job; a shell ignores SIGINT for `&` jobs).
    package static func install(_ signals: [Int32] = handled, keepingIgnored: Bool = false) {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in signals {
            if keepingIgnored {
                // Reading a disposition portably means setting one: SIG_IGN, kept if it was so.
                let previous = signal(sig, SIG_IGN)
                if previous.map({ unsafeBitCast($0, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) }) == true { continue }
            }
            signal(sig) { received in pendingSignal.store(received, ordering: .relaxed) }
            sigaddset(&set, sig)
        }
        signal(SIGCONT) { _ in continued.store(true, ordering: .relaxed) }
        sigaddset(&set, SIGCONT)
        // A launcher may have left them blocked; then the handlers would never run and Ctrl-C
        // would do nothing.
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal received since `install`, if any.
    package static var received: Int32? {
        let s = pendingSignal.load(ordering: .relaxed)
        return s == 0 ? nil : s
    }

    /// Whether the process was continued (SIGCONT) since the last call; clears the note.
    package static func takeContinued() -> Bool {
        continued.exchange(false, ordering: .relaxed)
    }
}
