import Foundation

/// A child `bench` starts reports its own peak memory through a file named in its environment.
///
/// The kernel's figure for a child (`wait4`'s `ru_maxrss`) is no use here: it is at least the
/// resident memory of the process that spawned it, since the exec that replaces the child's copy
/// of `bench` records that copy's peak first, and `bench` holds hundreds of MB by then. The
/// child's own VmHWM, read as it finishes, starts from its exec.
enum PeakRSSReport {
    static let variable = "CONSENT_SIM_PEAK_RSS_FILE"

    /// Writes this process's peak in MB to the file the environment names, if it names one.
    static func writeIfAsked(_ environment: [String: String]) {
        guard let path = environment[variable], !path.isEmpty else { return }
        try? String(PeakRSS.megabytes()).write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// What the child wrote to `path`; nil when it wrote nothing readable.
    static func read(_ path: String) -> Double? {
        (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Double($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}
