import Foundation

/// Copies of the bundled flows, each with a seed of its own, written to a temporary folder for
/// the suite-sized `play` figures (a CI suite of that many files).
struct SeededFlowCopies {
    /// The folder holding the copies.
    let folder: URL

    /// Writes `count` copies; nil (after a note, when writing failed) when the bundled flows are
    /// not found or the copies cannot be written.
    init?(count: Int, _ output: CommandOutput) {
        guard let studies = BundledStudy.folder()?.deletingLastPathComponent() else { return nil }
        let flows = studies.deletingLastPathComponent().appendingPathComponent("flows")
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: flows.path).filter({ $0.hasSuffix(".yaml") }).sorted(),
              !names.isEmpty else { return nil }
        folder = fm.temporaryDirectory.appendingPathComponent("consent-sim-bench-\(UUID().uuidString)")
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            let sources = try names.map { try String(contentsOf: flows.appendingPathComponent($0), encoding: .utf8) }
            for i in 0..<count {
                let text = Self.copy(sources[i % sources.count], seed: UInt64(i + 1), studies: studies.path)
                try text.write(to: folder.appendingPathComponent(String(format: "%05d-", i) + names[i % names.count]),
                               atomically: false, encoding: .utf8)
            }
        } catch {
            output.message("note: cannot write the bench's scenario copies: \(error.localizedDescription)")
            remove()
            return nil
        }
    }

    /// `count` scenarios that launch the bundled sleep study and check one status, each with a
    /// seed of its own: the least a scenario does. Nil (after a note, when writing failed) when
    /// the bundled study is not found or the files cannot be written.
    init?(minimal count: Int, _ output: CommandOutput) {
        guard let study = BundledStudy.folder() else { return nil }
        let fm = FileManager.default
        folder = fm.temporaryDirectory.appendingPathComponent("consent-sim-bench-\(UUID().uuidString)")
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            for i in 0..<count {
                let text = """
                    name: Launch and check one status \(i + 1)
                    seed: \(i + 1)
                    study: "\(study.path)"
                    steps:
                      - launch
                      - expectStatus: {accelerometer: notDetermined}

                    """
                try text.write(to: folder.appendingPathComponent(String(format: "%05d-launch.yaml", i)), atomically: false, encoding: .utf8)
            }
        } catch {
            output.message("note: cannot write the bench's scenario copies: \(error.localizedDescription)")
            remove()
            return nil
        }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// The copies' paths, in the order `play` plays them.
    var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
    }

    /// The flow with its `seed:` replaced (or added) and its paths (`study:`, `update:`, `state:`)
    /// made absolute, since the copy lives in another folder. A flow resuming a saved participant
    /// keeps the participant's own seed (`state:` goes with no `seed:`).
    static func copy(_ flow: String, seed: UInt64, studies: String) -> String {
        var lines = flow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let flows = URL(fileURLWithPath: studies).deletingLastPathComponent().appendingPathComponent("flows").path
        let resumes = lines.contains { $0.hasPrefix("state:") }
        lines.removeAll { $0.hasPrefix("seed:") }
        for (i, line) in lines.enumerated() {
            if line.contains("../studies/") {
                lines[i] = line.replacingOccurrences(of: "../studies/", with: studies + "/")
            } else if line.hasPrefix("state: ") {
                lines[i] = "state: \"\(flows)/\(line.dropFirst("state: ".count))\""
            }
        }
        if !resumes { lines.insert("seed: \(seed)", at: 0) }
        return lines.joined(separator: "\n")
    }
}
