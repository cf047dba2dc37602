import Foundation

/// Times `dossier` on the bundled heart study in three languages, every screen explored and
/// written (the graphs and PDF left out: those are Graphviz's and Chromium's time).
enum DossierBench {
    static func measure(_ output: CommandOutput) throws -> Stopwatch.Elapsed? {
        guard let heart = BundledStudy.folder("heart-study") else { return nil }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("consent-sim-bench-dossier-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        var options = DossierOptions()
        options.study = heart.path
        options.languages = ["en", "de", "es"]
        options.out = out.path
        let terminal = ScriptedTerminal(width: 80, height: 24, script: [])
        let silent = CommandContext(terminal: terminal, output: CommandOutput(out: { _ in }, err: { _ in }, isTerminal: false),
                                    environment: ["PATH": ""])
        let (code, time) = try Stopwatch.time { try DossierCommand.run(options, silent) }
        if code != .success { output.message("note: dossier_s: the dossier exited \(code)") }
        return time
    }
}
