import Foundation
import Scenarios

/// `play` at the scale of a large CI suite: 10 000 scenario files (`SeededFlowCopies`) played
/// with `--transcript` and `--junit` by `consent-sim` itself in a child process, so its peak
/// memory is its own, beside what reading the same files with libyaml alone costs.
enum PlaySuiteBench {
    static let files = 10_000
    static let jobs = 2

    struct Figures {
        /// The child's peak resident memory, as it reports it (`PeakRSSReport`).
        let peakRSSMB: Double
        let wall: Double
        /// The child's CPU time per scenario (all threads): the cost of one, whatever `--jobs`.
        let perScenarioMs: Double
        /// Reading each file and running libyaml's parser over it, building nothing.
        let yamlParseOnlyMs: Double
        /// The same with the scenario parser (libyaml, the tree, the checks of every value).
        let scenarioParseMs: Double
    }

    /// Nil (after a note) when the bundled flows are not found, the copies cannot be written, or
    /// the child does not pass them all.
    static func measure(_ output: CommandOutput) throws -> Figures? {
        guard let copies = SeededFlowCopies(count: files, output) else { return nil }
        defer { copies.remove() }
        let reports = copies.folder.appendingPathComponent("reports")
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let arguments = ["play", copies.folder.path, "--jobs", String(jobs), "--transcript", reports.path,
                         "--junit", reports.appendingPathComponent("junit.xml").path]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let peakFile = copies.folder.appendingPathComponent("peak-rss").path
        environment[PeakRSSReport.variable] = peakFile
        let started = Monotonic.seconds()
        let pid: pid_t
        switch ChildProcess.spawn(executable, arguments: arguments, environment: environment, actions: &actions) {
        case .success(let p): pid = p
        case .failure(let error): throw error
        }
        let (status, usage) = ChildProcess.waitWithUsage(pid)
        let wall = Monotonic.seconds() - started
        guard status == 0, let peak = PeakRSSReport.read(peakFile) else {
            output.message("note: play over the \(files) seeded copies exited with \(status) or reported no peak memory; no play_10k figures")
            return nil
        }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        let paths = copies.files
        let (_, yaml) = Stopwatch.time {
            for url in paths { _ = (try? Data(contentsOf: url)).flatMap(YAMLParser.eventCount) }
        }
        let (_, parse) = Stopwatch.time {
            for url in paths { _ = try? ScenarioParser.parse(contentsOf: url) }
        }
        let n = Double(paths.count)
        return Figures(peakRSSMB: peak, wall: wall, perScenarioMs: cpu / Double(files) * 1000,
                       yamlParseOnlyMs: yaml.cpu / n * 1000, scenarioParseMs: parse.cpu / n * 1000)
    }

    /// The figures as `bench` names them.
    static func figures(_ output: CommandOutput) throws -> [(String, Double)] {
        guard let f = try measure(output) else { return [] }
        return [("play_10k_peak_rss_mb", f.peakRSSMB), ("play_10k_s", f.wall),
                ("play_per_scenario_ms", f.perScenarioMs), ("play_yaml_parse_only_ms", f.yamlParseOnlyMs),
                ("play_scenario_parse_ms", f.scenarioParseMs),
                ("play_per_scenario_vs_yaml_x", f.perScenarioMs / max(f.yamlParseOnlyMs, 1e-9))]
    }
}
