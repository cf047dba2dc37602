import Foundation

/// `startup_ms` beside its anchor, `startup_c_ncurses_ms`: a bare C ncurses program
/// (`tools/startup-anchor.c`) that takes the terminal, draws one full frame and exits, started
/// in the same pseudo-terminal with the same environment. The two are started alternately, so
/// a busy machine slows both alike and their ratio stays comparable; 21 pairs, because a start
/// takes milliseconds and the median of seven moved noticeably from one bench run to the next.
enum StartupAnchorBench {
    static let anchorName = "startup-c-ncurses"
    static let sourcePath = "tools/startup-anchor.c"

    /// The start-up figures; without the anchor, consent-sim's alone and a note saying why.
    static func figures(runs: Int = 21, _ output: CommandOutput) throws -> [(String, Double)] {
        let anchor: Anchor
        switch locateOrBuild() {
        case .success(let found): anchor = found
        case .failure(let missing):
            output.message("note: startup_c_ncurses_ms is missing: \(missing.reason)")
            let startup = try StartupBench.measure(runs: runs)
            return [("startup_ms", startup.ms), ("startup_cpu_ms", startup.cpuMs)]
        }
        defer { if let folder = anchor.temporaryFolder { try? FileManager.default.removeItem(at: folder) } }
        var ours: [(ms: Double, cpuMs: Double)] = []
        var theirs: [(ms: Double, cpuMs: Double)] = []
        for _ in 0..<runs {
            ours.append(try StartupBench.once(StartupBench.consentSim))
            theirs.append(try StartupBench.once(anchor.path))
        }
        let ms = ours.map(\.ms).median, anchorMs = theirs.map(\.ms).median
        return [("startup_ms", ms), ("startup_cpu_ms", ours.map(\.cpuMs).median),
                ("startup_c_ncurses_ms", anchorMs), ("startup_c_ncurses_cpu_ms", theirs.map(\.cpuMs).median),
                ("startup_vs_c_ncurses", ms / anchorMs)]
    }

    struct Anchor {
        let path: String
        /// The folder to remove after measuring, when bench built the anchor itself.
        var temporaryFolder: URL?
    }

    struct Missing: Error {
        let reason: String
    }

    /// The anchor `make release` built beside this binary; else one built now with `cc` from the
    /// checkout's source into a temporary folder.
    static func locateOrBuild() -> Result<Anchor, Missing> {
        let fm = FileManager.default
        if let built = ExecutablePath.folder()?.appendingPathComponent(anchorName).path, fm.isExecutableFile(atPath: built) {
            return .success(Anchor(path: built))
        }
        let checkouts = ExecutablePath.folderAndAncestors() + [URL(fileURLWithPath: fm.currentDirectoryPath)]
        guard let source = checkouts.map({ $0.appendingPathComponent(sourcePath) }).first(where: { fm.fileExists(atPath: $0.path) }) else {
            return .failure(Missing(reason: "no \(anchorName) beside this binary and no checkout with \(sourcePath) above it "
                                    + "(run `make bench` in the checkout)"))
        }
        let folder = fm.temporaryDirectory.appendingPathComponent("consent-sim-anchor-\(UUID().uuidString)")
        do { try fm.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            return .failure(Missing(reason: "cannot make a folder to build \(sourcePath) in: \(error.localizedDescription)"))
        }
        let binary = folder.appendingPathComponent(anchorName).path
        let log = folder.appendingPathComponent("cc.log").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
        let arguments = ["cc", "-O2", "-o", binary, source.path, "-lncursesw"]
        switch ChildProcess.spawn("/usr/bin/env", arguments: arguments, environment: ProcessInfo.processInfo.environment, actions: &actions) {
        case .failure(let error):
            try? fm.removeItem(at: folder)
            return .failure(Missing(reason: error.description))
        case .success(let pid):
            let status = ChildProcess.wait(pid)
            guard status == 0 else {
                defer { try? fm.removeItem(at: folder) }
                let said = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").first.map { ": \($0)" } ?? ""
                return .failure(Missing(reason: "`cc -O2 \(source.path) -lncursesw` failed (exit \(status))\(said); "
                                        + "`make release` builds it with the Debian packages `make deps` installs"))
            }
        }
        return .success(Anchor(path: binary, temporaryFolder: folder))
    }
}
