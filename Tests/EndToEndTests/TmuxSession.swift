import Foundation
@testable import ConsentSimCLI

/// A private tmux server (its own socket) with one fixed-size window running a plain shell, for
/// driving the real `consent-sim` binary as a person at a terminal would.
///
/// Each test makes its own, so tests can run in parallel; `close()` kills the server.
struct TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The debug build of `consent-sim` (`make test` builds it before running the tests).
    static func binary() throws -> String {
        let path = packageRoot.appendingPathComponent(".build/debug/consent-sim").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "\(path) is missing: run `swift build` first")
        }
        return path
    }

    let socket = "consentsim-\(UInt64.random(in: 0...UInt64.max))"

    /// Starts the server with a `width` × `height` window running `sh` in `folder` (by default
    /// the package root).
    init(width: Int = 120, height: Int = 40, folder: URL = packageRoot) throws {
        try tmux("new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-c", folder.path,
                 "env TERM=xterm-256color SWIFT_BACKTRACE=enable=no PS1='$ ' sh")
    }

    /// Types `line` at the shell prompt and presses Enter.
    func type(_ line: String) throws {
        try tmux("send-keys", "-l", line)
        try tmux("send-keys", "Enter")
    }

    /// Presses keys by tmux name (`Enter`, `Down`, `Escape`, `C-c`, or a character).
    func press(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// Pastes `text` as a terminal does: between the bracketed-paste marks when the program
    /// asked for them, as plain typed characters otherwise.
    func paste(_ text: String) throws {
        try tmux("set-buffer", "--", text)
        try tmux("paste-buffer", "-p", "-d")
    }

    /// What the window shows now, one line per row.
    func capture() throws -> String { try tmux("capture-pane", "-p") }

    /// What the window shows now with its attributes and colours as SGR escapes (`\e[4m`).
    func captureStyled() throws -> String { try tmux("capture-pane", "-p", "-e") }

    /// A tmux format for the window, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux("display-message", "-p", format).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func resize(width: Int, height: Int) throws {
        try tmux("resize-window", "-x", "\(width)", "-y", "\(height)")
    }

    /// The process the shell is running in the foreground (consent-sim, once launched).
    func childPID() throws -> Int32 {
        let shell = try display("#{pane_pid}")
        let out = try Self.run("/usr/bin/env", ["pgrep", "-P", shell]).output
        guard let pid = out.split(separator: "\n").first.flatMap({ Int32($0) }) else {
            throw Failure(description: "no process runs under the shell (pid \(shell))")
        }
        return pid
    }

    /// Polls the window until `condition` holds for its text; returns that text. Fails with the
    /// last screen after `timeout` seconds: a minute by default, because in a full test run the
    /// suites that wait on child processes can keep this test from running for about that long.
    @discardableResult
    func waitUntil(_ what: String, timeout: Double = 60, _ condition: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try capture()
        while !condition(screen) {
            guard Date() < deadline else {
                throw Failure(description: "timed out after \(timeout) s waiting for \(what); the screen was:\n\(screen)")
            }
            try await Task.sleep(for: .milliseconds(40))
            screen = try capture()
        }
        return screen
    }

    /// Polls until the window shows `marker`.
    @discardableResult
    func waitFor(_ marker: String, timeout: Double = 60) async throws -> String {
        try await waitUntil("“\(marker)”", timeout: timeout) { $0.contains(marker) }
    }

    /// Kills the server and removes its socket (tmux leaves the file behind).
    func close() {
        let socketPath = try? display("#{socket_path}")
        _ = try? tmux("kill-server")
        if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    }

    @discardableResult
    private func tmux(_ args: String...) throws -> String { try tmux(args) }

    @discardableResult
    private func tmux(_ args: [String]) throws -> String {
        let result = try Self.run("/usr/bin/env", ["tmux", "-L", socket, "-f", "/dev/null"] + args)
        guard result.status == 0 else {
            throw Failure(description: "tmux \(args.joined(separator: " ")) failed (\(result.status)): \(result.output)")
        }
        return result.output
    }

    /// Runs a program to completion and returns its exit status and its output (stdout and
    /// stderr together).
    ///
    /// Not Foundation's `Process`: its `waitUntilExit` never returns for a tmux client that
    /// starts a server. Output goes through a file, not a pipe, so a daemon that inherits it
    /// cannot hold the reader up either.
    static func run(_ executable: String, _ args: [String], stdinFromDevNull: Bool = false) throws -> (status: Int32, output: String) {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-e2e-\(UUID().uuidString)").path
        defer { unlink(outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdinFromDevNull { posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        // A tmux server that inherited the test runner's blocked signals would never exit.
        let pid: pid_t
        switch ChildProcess.spawn(executable, arguments: args, environment: environment, actions: &actions) {
        case .success(let child): pid = child
        case .failure(let error): throw Failure(description: error.description)
        }
        let status = ChildProcess.wait(pid)
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        return (status, output)
    }
}
