import Glibc

extension ChildProcess {
    /// Waits for `pid` and returns its exit status (as `wait` does) and what it used: its own
    /// peak resident memory and CPU time, not this process's.
    static func waitWithUsage(_ pid: pid_t) -> (status: Int32, usage: rusage) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), usage)
    }
}
