import Foundation
import Scenarios
import Simulation

/// `play`'s (and `bench`'s) one door into the Scenarios module: find, parse, select, run and
/// report scenario files, so a change in that API is adapted here alone.
struct ScenarioPlayback {
    /// The scenarios' results, and every report made from them.
    struct Results {
        fileprivate let results: [ScenarioResult]

        var count: Int { results.count }
        var allPassed: Bool { results.allSatisfy(\.passed) }
        var passedCount: Int { results.filter(\.passed).count }

        func text(colour: Bool) -> String { PlayReport.text(results, colour: colour) }
        func json() -> String { PlayReport.json(results) }
        func junit() -> String { PlayReport.junit(results) }

        /// One transcript per scenario: a file name (the scenario's, `.txt`) and its text.
        func transcripts() -> [(fileName: String, text: String)] {
            results.map { r in
                (URL(fileURLWithPath: r.scenario.file).deletingPathExtension().lastPathComponent + ".txt", PlayReport.transcript(r))
            }
        }
    }

    /// The scenarios `run` plays.
    private var scenarios: [Scenario]
    /// Every problem in every invalid file, as `file:line:column: message` lines.
    let problems: [String]
    /// How many files have problems.
    let invalidFileCount: Int
    /// How many valid scenarios were found, before any selection.
    let foundCount: Int

    /// How many scenarios `run` will play.
    var selectedCount: Int { scenarios.count }

    /// Finds the scenario files in `paths` (files, or folders searched for them) and parses
    /// them all; paths are shown relative to `workingDirectory`. A path that does not exist is
    /// an `InputError` naming it.
    init(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) {
        let (files, missing) = ScenarioFiles.find(paths)
        if !missing.isEmpty { throw InputError("no such file or folder: \(missing.joined(separator: ", "))") }
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        var scenarios: [Scenario] = []
        var problems: [ScenarioError] = []
        for url in files {
            let shown = url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
            do { scenarios.append(try ScenarioParser.parse(contentsOf: url, displayName: shown)) } catch {
                problems += error.errors
            }
        }
        self.scenarios = scenarios
        foundCount = scenarios.count
        self.problems = problems.map(\.description)
        invalidFileCount = Set(problems.map(\.file)).count
    }

    /// Keeps the scenarios with one of `tags` (all when empty) and none of `excluded`.
    func selecting(tags: [String], excluding excluded: [String]) -> ScenarioPlayback {
        var copy = self
        copy.scenarios = scenarios.filter { s in
            (tags.isEmpty || !Set(tags).isDisjoint(with: s.tags)) && Set(excluded).isDisjoint(with: s.tags)
        }
        return copy
    }

    /// Plays the selected scenarios, each to its end or its first failing step.
    func run(keepTranscripts: Bool = false, hostedApp: HostedApp? = nil) -> Results {
        Results(results: scenarios.map { ScenarioRunner($0, keepTranscript: keepTranscripts, hostedApp: hostedApp).run() })
    }
}
