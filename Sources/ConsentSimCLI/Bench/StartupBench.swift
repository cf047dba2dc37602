import Foundation

/// Times the interactive demo from process start to its first frame: `consent-sim` itself is
/// spawned in a 120 × 40 pseudo-terminal with `CONSENT_SIM_EXIT_AFTER_FIRST_FRAME=1`, so it
/// draws one frame, restores the terminal and exits; spawn to exit is the figure.
enum StartupBench {
    /// The medians of `runs` starts, in milliseconds of wall time and of the child's CPU time.
    static func measure(runs: Int = 5) throws -> (ms: Double, cpuMs: Double) {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment[InteractiveSession.exitAfterFirstFrameVariable] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<runs {
            let pty = try PseudoTerminal(width: 120, height: 40)
            // The child's CPU time is added to RUSAGE_CHILDREN when it is waited for.
            let cpuBefore = CPUTime.children()
            let (status, seconds) = try pty.run(executable, environment: environment)
            guard status == 0 else {
                throw PseudoTerminal.Failure(description: "startup bench: consent-sim exited with status \(status) in a pseudo-terminal")
            }
            wall.append(seconds * 1000)
            cpu.append((CPUTime.children() - cpuBefore) * 1000)
        }
        return (wall.median, cpu.median)
    }
}
