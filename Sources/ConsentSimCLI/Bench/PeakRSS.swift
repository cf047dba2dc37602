import Foundation

/// The process's peak resident memory (VmHWM), which the kernel lets us reset between
/// measurements.
enum PeakRSS {
    /// Resets the kernel's peak-RSS counter so the next measurement starts fresh.
    static func reset() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The peak since the last reset, in MB; -1 when /proc cannot be read.
    static func megabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? -1
            return kb / 1024
        }
        return -1
    }
}
