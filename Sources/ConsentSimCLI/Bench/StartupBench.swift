import Foundation

/// Times the interactive demo from process start to its first frame: `consent-sim` itself is
/// spawned in a 120 × 40 pseudo-terminal with `CONSENT_SIM_EXIT_AFTER_FIRST_FRAME=1`, so it
/// draws one frame, restores the terminal and exits; spawn to exit is the figure.
enum StartupBench {
    /// The running binary, the one `bench` times.
    static var consentSim: String { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path }

    /// The medians of `runs` starts of `executable` (by default consent-sim itself), in
    /// milliseconds of wall time and of the child's CPU time.
    static func measure(_ executable: String = consentSim, runs: Int = 5) throws -> (ms: Double, cpuMs: Double) {
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<runs {
            let start = try once(executable)
            wall.append(start.ms)
            cpu.append(start.cpuMs)
        }
        return (wall.median, cpu.median)
    }

    /// One start of `executable` to its first frame and exit.
    static func once(_ executable: String) throws -> (ms: Double, cpuMs: Double) {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment[InteractiveSession.exitAfterFirstFrameVariable] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let pty = try PseudoTerminal(width: 120, height: 40)
        // The child's CPU time is added to RUSAGE_CHILDREN when it is waited for.
        let cpuBefore = CPUTime.children()
        let (status, seconds) = try pty.run(executable, environment: environment)
        guard status == 0 else {
            let name = URL(fileURLWithPath: executable).lastPathComponent
            throw PseudoTerminal.Failure(description: "startup bench: \(name) exited with status \(status) in a pseudo-terminal")
        }
        return (seconds * 1000, (CPUTime.children() - cpuBefore) * 1000)
    }
}
