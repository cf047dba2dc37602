/// Wall and CPU time over the same span: `bench` reports both, since on a shared machine wall
/// time includes waiting for a core.
struct Stopwatch {
    /// Seconds elapsed on both clocks.
    struct Elapsed {
        let wall: Double
        let cpu: Double
    }

    private let wall = Monotonic.seconds()
    private let cpu = CPUTime.process()

    var elapsed: Elapsed { Elapsed(wall: Monotonic.seconds() - wall, cpu: CPUTime.process() - cpu) }

    /// Runs `body` and returns its result with the time it took.
    static func time<T>(_ body: () throws -> T) rethrows -> (T, Elapsed) {
        let watch = Stopwatch()
        let result = try body()
        return (result, watch.elapsed)
    }
}
