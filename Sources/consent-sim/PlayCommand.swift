import Foundation
import Scenarios

/// `consent-sim play PATH...`: plays scenario files headlessly, for CI.
///
/// Every file is checked before anything runs: any invalid one means exit 64 with all their
/// problems listed. Exit 0 when all pass, 1 when any fails, 2 when nothing matched.
enum PlayCommand {
    static func run(_ args: inout Arguments) throws -> ExitCode {
        let junit = try args.value("--junit")
        let format = try args.value("--format") ?? "text"
        guard format == "text" || format == "json" else { throw Arguments.UsageError(message: "--format expects json or text, got \(format)") }
        let tags = try args.value("--tags").map(splitList) ?? []
        let excluded = try args.value("--exclude-tags").map(splitList) ?? []
        let transcriptDir = try args.value("--transcript")
        var paths: [String] = []
        while let p = args.popCommand() { paths.append(p) }
        try args.finish()
        guard !paths.isEmpty else { throw Arguments.UsageError(message: "play needs scenario files or folders, e.g. consent-sim play Scenarios/") }

        let (files, missing) = ScenarioFiles.find(paths)
        if !missing.isEmpty {
            throw Arguments.UsageError(message: "no such file or folder: \(missing.joined(separator: ", "))")
        }
        var scenarios: [Scenario] = []
        var problems: [ScenarioError] = []
        let cwd = FileManager.default.currentDirectoryPath + "/"
        for url in files {
            let shown = url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
            do { scenarios.append(try ScenarioParser.parse(contentsOf: url, displayName: shown)) } catch {
                problems += error.errors
            }
        }
        if !problems.isEmpty {
            for p in problems { FileHandle.standardError.write(Data("\(p)\n".utf8)) }
            let n = Set(problems.map(\.file)).count
            FileHandle.standardError.write(Data("consent-sim: \(n) invalid scenario file\(n == 1 ? "" : "s"); nothing was run\n".utf8))
            return .usage
        }
        let selected = scenarios.filter { s in
            (tags.isEmpty || !Set(tags).isDisjoint(with: s.tags)) && Set(excluded).isDisjoint(with: s.tags)
        }
        guard !selected.isEmpty else {
            FileHandle.standardError.write(Data("consent-sim: no scenario matched (\(scenarios.count) found, none selected by the tags)\n".utf8))
            return .unusable
        }
        let results = selected.map { ScenarioRunner($0, keepTranscript: transcriptDir != nil).run() }
        print(format == "json" ? PlayReport.json(results) : PlayReport.text(results, colour: Terminal.wantsColour))
        if let junit { try AtomicFile.write(PlayReport.junit(results), to: junit) }
        if let dir = transcriptDir {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for r in results {
                let name = URL(fileURLWithPath: r.scenario.file).deletingPathExtension().lastPathComponent + ".txt"
                try AtomicFile.write(PlayReport.transcript(r), to: (dir as NSString).appendingPathComponent(name))
            }
        }
        return results.allSatisfy(\.passed) ? .success : .failure
    }

    private static func splitList(_ s: String) -> [String] {
        s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
