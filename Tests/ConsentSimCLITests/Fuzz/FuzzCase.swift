import Foundation
import Testing
import TerminalUI
@testable import ConsentSimCLI

/// Runs one fuzz case as `main` would (in this process, the command line and exit code
/// included) and checks what every case must hold: an expected exit status, a message with
/// the file and line for invalid input, and bounds on time and memory.
struct FuzzCase {
    /// How long one case may take (a debug build, on a machine shared with other builds).
    static let timeLimit = Duration.seconds(30)
    /// How far one case may grow the process's resident memory.
    static let memoryLimitMB = 300.0

    /// How many cases each fuzzer runs: `CONSENT_SIM_FUZZ_CASES` (set by `make fuzz`) split
    /// between the fuzzers, or `default`.
    static func count(default fallback: Int, share: Int = 1) -> Int {
        guard let text = ProcessInfo.processInfo.environment["CONSENT_SIM_FUZZ_CASES"], let n = Int(text), n > 0 else { return fallback }
        return max(1, n / share)
    }

    /// Runs `arguments`; `fileHint` is the name a usage error must mention with a line or offset.
    /// Returns what the command wrote to standard error and output, for cases that check it.
    @discardableResult
    static func run(_ arguments: [String], allowed: Set<Int32>, fileHint: String, label: String) -> String {
        let terminal = ScriptedTerminal(width: 80, height: 24, script: [])
        let captured = CapturedOutput()
        let before = residentMB()
        let clock = ContinuousClock()
        let started = clock.now
        let code = CommandLineTool.run(arguments, context: CommandContext(terminal: terminal, clock: terminal.now,
                                                                           output: captured.output, environment: [:]))
        let took = clock.now - started
        #expect(allowed.contains(code.rawValue), "\(label): exit \(code.rawValue): \(captured.err.prefix(400))")
        #expect(took < timeLimit, "\(label): took \(took)")
        #expect(residentMB() - before < memoryLimitMB, "\(label): memory grew \(residentMB() - before) MB")
        if code == .usage {
            #expect(mentionsPlace(captured.err, fileHint), "\(label): \(captured.err.prefix(400))")
        }
        return captured.err + captured.out
    }

    /// Whether `message` names a file like `fileHint` with a line (`Info.plist:12`) or a byte offset.
    static func mentionsPlace(_ message: String, _ fileHint: String) -> Bool {
        guard message.contains(fileHint) else { return false }
        return message.range(of: #":[0-9]+(:[0-9]+)?: "#, options: .regularExpression) != nil
            || message.contains("byte offset")
    }

    /// The process's resident memory now, from /proc (0 where it cannot be read).
    static func residentMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kb / 1024
    }
}
