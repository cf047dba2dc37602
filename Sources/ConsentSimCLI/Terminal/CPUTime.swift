import Foundation

/// CPU seconds used, beside wall time in every `bench` figure: on a shared machine the two
/// differ when other work takes the cores.
enum CPUTime {
    /// CPU seconds this process has used so far, all threads, user and system.
    static func process() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CPU seconds used so far by this process's children that have ended and been waited for.
    static func children() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
