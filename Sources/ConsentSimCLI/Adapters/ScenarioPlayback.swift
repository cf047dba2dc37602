import Foundation
import Scenarios
import Simulation
import StudyConfig
import TerminalUI
import SimCore

/// `play`'s (and `bench`'s) one door into the Scenarios module: find, parse, select, run and
/// report scenario files, so a change in that API is adapted here alone.
struct ScenarioPlayback {
    /// The scenarios' results, and every report made from them.
    struct Results {
        fileprivate let results: [ScenarioResult]
        /// The asciicast of every scenario played, when one was asked for.
        let cast: String?

        /// How many were played (not left out by the tags or by `--fail-fast`).
        var count: Int { results.filter(\.ran).count }
        var allPassed: Bool { results.allSatisfy(\.passed) }
        var passedCount: Int { results.filter { $0.ran && $0.passed }.count }

        func text(colour: Bool) -> String { PlayReport.text(results, colour: colour) }
        func json() -> String { PlayReport.json(results) }
        func junit() -> String { PlayReport.junit(results) }

        /// Every `screenshot:` step's name and frame, in the order taken.
        var screenshots: [(name: String, frame: Screen)] { results.flatMap { $0.screenshots.map { ($0.name, $0.frame) } } }

        /// One transcript per scenario: a file name (the scenario's, `.txt`) and its text.
        func transcripts() -> [(fileName: String, text: String)] {
            results.filter(\.ran).map { r in
                (URL(fileURLWithPath: r.scenario.file).deletingPathExtension().lastPathComponent + ".txt", PlayReport.transcript(r))
            }
        }
    }

    /// Every valid scenario found, in order, each with its study (loaded once, while checking).
    private var scenarios: [(scenario: Scenario, study: Study)]
    /// Which of them `run` plays (the others are reported as left out by the tags).
    private var selected: [Bool]
    /// Every problem in every invalid file, as `file:line:column: message` lines.
    let problems: [String]
    /// How many files have problems.
    let invalidFileCount: Int
    /// How many valid scenarios were found, before any selection.
    let foundCount: Int

    /// Every tag some found scenario carries, so a tag option naming none of them can be reported.
    var tagsFound: Set<String> { Set(scenarios.flatMap(\.scenario.tags)) }

    /// How many scenarios `run` will play.
    var selectedCount: Int { selected.filter { $0 }.count }

    /// Whether a selected scenario has a `screenshot:` step.
    var takesScreenshots: Bool {
        scenarios.indices.contains { i in
            selected[i] && scenarios[i].scenario.steps.contains { if case .screenshot = $0.kind { true } else { false } }
        }
    }

    /// Finds the scenario files in `paths` (files, or folders searched for them) and parses
    /// them all; paths are shown relative to `workingDirectory`. A path that does not exist is
    /// an `InputError` naming it.
    init(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) {
        let files: [URL], missing: [String]
        do { (files, missing) = try ScenarioFiles.find(paths) } catch { throw InputError(error.message) }
        if !missing.isEmpty { throw InputError("no such file or folder: \(missing.joined(separator: ", "))") }
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        var scenarios: [(scenario: Scenario, study: Study)] = []
        var problems: [(file: String, message: String)] = []
        for url in files {
            let shown = url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
            do {
                let scenario = try ScenarioParser.parse(contentsOf: url, displayName: shown)
                // A study that does not load is the scenario's input error (64), not a failed step (1).
                do { scenarios.append((scenario, try ScenarioRunner.loadStudy(scenario))) } catch {
                    problems.append((shown, error.message))
                }
            } catch {
                problems += error.errors.map { ($0.file, $0.description) }
            }
        }
        self.scenarios = scenarios
        selected = scenarios.map { _ in true }
        foundCount = scenarios.count
        self.problems = problems.map(\.message)
        invalidFileCount = Set(problems.map(\.file)).count
    }

    /// The same scenarios, each on a phone running `os` whatever its `ios:` header says.
    func running(on os: OSVersion) -> ScenarioPlayback {
        var copy = self
        copy.scenarios = scenarios.map { entry in
            var scenario = entry.scenario
            scenario.os = os
            return (scenario, entry.study)
        }
        return copy
    }

    /// Keeps the scenarios with one of `tags` (all when empty) and none of `excluded`.
    func selecting(tags: [String], excluding excluded: [String]) -> ScenarioPlayback {
        var copy = self
        copy.selected = scenarios.map { (s, _) in
            (tags.isEmpty || !Set(tags).isDisjoint(with: s.tags)) && Set(excluded).isDisjoint(with: s.tags)
        }
        return copy
    }

    /// Parses `yaml` and plays it on `study`, already loaded (`bench`'s generated flows);
    /// whether it passed.
    static func play(_ yaml: String, on study: Study) throws(InputError) -> Bool {
        let scenario: Scenario
        do { scenario = try ScenarioParser.parse(Data(yaml.utf8), file: "(bench)", folder: URL(fileURLWithPath: ".")) } catch {
            throw InputError(error.description)
        }
        return ScenarioRunner(scenario, study: study).run().passed
    }

    /// Plays the selected scenarios, each to its end or its first failing step, `jobs` at a
    /// time; the results keep the files' order, with the left-out ones marked as skipped.
    /// With `filming`, also films them into one asciicast, one after the other (on one thread),
    /// at a pace a viewer can follow.
    func run(keepTranscripts: Bool = false, jobs: Int = 1, failFast: Bool = false, filming: Bool = false,
             hostedApp: HostedApp? = nil) -> Results {
        let chosen = scenarios.indices.filter { selected[$0] }.map { scenarios[$0] }
        let cast = filming ? ScenarioCast(title: "consent-sim play: \(Plural.of(chosen.count, "scenario"))",
                                          virtualClock: chosen.first?.scenario.start, screens: chosen.map(\.scenario.screen)) : nil
        var played = ScenarioBatch.run(chosen.map(\.scenario), studies: chosen.map(\.study), jobs: jobs, failFast: failFast,
                                       keepTranscripts: keepTranscripts, cast: cast, hostedApp: hostedApp).makeIterator()
        let results: [ScenarioResult] = scenarios.indices.map { i in
            selected[i] ? played.next() ?? .skipped(scenarios[i].scenario, because: ScenarioResult.stoppedEarly)
                        : .skipped(scenarios[i].scenario, because: ScenarioResult.excludedByTags)
        }
        return Results(results: results, cast: cast?.text)
    }
}
