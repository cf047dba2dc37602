import Foundation

/// Seconds on the monotonic clock, which wall-clock changes never move.
package enum Monotonic {
    package static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
