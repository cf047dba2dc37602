import Foundation

/// Times the interactive demo from process start to its first frame: `consent-sim` itself is
/// spawned in a 120 × 40 pseudo-terminal with `CONSENT_SIM_EXIT_AFTER_FIRST_FRAME=1`, so it
/// draws one frame, restores the terminal and exits; spawn to exit is the figure.
enum StartupBench {
    /// The median of `runs` starts, in milliseconds.
    static func measure(runs: Int = 5) throws -> Double {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment[InteractiveSession.exitAfterFirstFrameVariable] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        var times: [Double] = []
        for _ in 0..<runs {
            let pty = try PseudoTerminal(width: 120, height: 40)
            let (status, seconds) = try pty.run(executable, environment: environment)
            guard status == 0 else {
                throw PseudoTerminal.Failure(description: "startup bench: consent-sim exited with status \(status) in a pseudo-terminal")
            }
            times.append(seconds * 1000)
        }
        return times.sorted()[times.count / 2]
    }
}
