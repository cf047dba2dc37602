import Foundation

/// The process's peak resident memory (VmHWM), which the kernel lets us reset between
/// measurements.
enum PeakRSS {
    /// Resets the kernel's peak-RSS counter so the next measurement starts fresh.
    static func reset() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The peak since the last reset, in MB; -1 when /proc cannot be read.
    static func megabytes() -> Double { statusMegabytes("VmHWM:") }

    /// The resident memory now, in MB: what the process already holds (the allocator keeps
    /// what earlier work freed), so a reset's peak starts from here, not from zero.
    static func currentMegabytes() -> Double { statusMegabytes("VmRSS:") }

    private static func statusMegabytes(_ field: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? -1
            return kb / 1024
        }
        return -1
    }
}
