import Foundation
import Scenarios

/// `play` at the scale of a large CI suite: 10 000 scenario files (`SeededFlowCopies`) played
/// with `--transcript` and `--junit` by `consent-sim` itself in a child process, so its peak
/// memory is its own, beside what reading the same files with libyaml alone costs. The same is
/// measured on a suite of scenarios that only launch the app and check one status (`floor`):
/// what any scenario costs with its reports, whatever it simulates.
enum PlaySuiteBench {
    static let files = 10_000
    static let floorFiles = 1_000
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
        /// `perScenarioMs` and `yamlParseOnlyMs` for scenarios that launch and check one status.
        let floorPerScenarioMs: Double?
        let floorYamlParseOnlyMs: Double?
    }

    /// One `play` over a folder in a child process, as a CI job runs it.
    struct Run {
        let peakRSSMB: Double
        let wall: Double
        let cpu: Double
    }

    /// Nil (after a note) when the bundled flows are not found, the copies cannot be written, or
    /// the child does not pass them all.
    static func measure(_ output: CommandOutput) throws -> Figures? {
        guard let copies = SeededFlowCopies(count: files, output) else { return nil }
        defer { copies.remove() }
        guard let run = try play(copies.folder, output) else { return nil }
        let paths = copies.files
        let yaml = yamlParseCPU(paths)
        let (_, parse) = Stopwatch.time {
            for url in paths { _ = try? ScenarioParser.parse(contentsOf: url) }
        }
        let n = Double(paths.count)
        var floor: (Double, Double)?
        if let minimal = SeededFlowCopies(minimal: floorFiles, output) {
            defer { minimal.remove() }
            if let r = try play(minimal.folder, output) {
                floor = (r.cpu / Double(floorFiles) * 1000, yamlParseCPU(minimal.files) / Double(floorFiles) * 1000)
            }
        }
        return Figures(peakRSSMB: run.peakRSSMB, wall: run.wall, perScenarioMs: run.cpu / Double(files) * 1000,
                       yamlParseOnlyMs: yaml / n * 1000, scenarioParseMs: parse.cpu / n * 1000,
                       floorPerScenarioMs: floor?.0, floorYamlParseOnlyMs: floor?.1)
    }

    /// libyaml's parser over each file, building nothing: its CPU seconds for them all.
    private static func yamlParseCPU(_ paths: [URL]) -> Double {
        Stopwatch.time { for url in paths { _ = (try? Data(contentsOf: url)).flatMap(YAMLParser.eventCount) } }.1.cpu
    }

    /// `play FOLDER --jobs 2 --transcript … --junit …` in a child; nil (after a note) unless
    /// every scenario passed and the child reported its peak memory.
    private static func play(_ folder: URL, _ output: CommandOutput) throws -> Run? {
        let reports = folder.appendingPathComponent("reports")
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let arguments = ["play", folder.path, "--jobs", String(jobs), "--transcript", reports.path,
                         "--junit", reports.appendingPathComponent("junit.xml").path]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let peakFile = folder.appendingPathComponent("peak-rss").path
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
            output.message("note: play over the seeded copies in \(folder.lastPathComponent) exited with \(status) or reported no peak memory; no figures from it")
            return nil
        }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Run(peakRSSMB: peak, wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    /// The figures as `bench` names them.
    static func figures(_ output: CommandOutput) throws -> [(String, Double)] {
        guard let f = try measure(output) else { return [] }
        var out = [("play_10k_peak_rss_mb", f.peakRSSMB), ("play_10k_s", f.wall),
                   ("play_per_scenario_ms", f.perScenarioMs), ("play_yaml_parse_only_ms", f.yamlParseOnlyMs),
                   ("play_scenario_parse_ms", f.scenarioParseMs),
                   ("play_per_scenario_vs_yaml_x", f.perScenarioMs / max(f.yamlParseOnlyMs, 1e-9))]
        if let floor = f.floorPerScenarioMs, let yaml = f.floorYamlParseOnlyMs {
            out += [("play_floor_per_scenario_ms", floor), ("play_floor_vs_yaml_x", floor / max(yaml, 1e-9))]
        }
        return out
    }
}
