import Foundation
import Scenarios
import Simulation
import StudyConfig
import TerminalUI
import SimCore

/// `play`'s (and `bench`'s) one door into the Scenarios module: find, parse, select, run and
/// report scenario files, so a change in that API is adapted here alone.
///
/// A suite is read twice: every file is parsed and its study loaded before anything plays (so
/// all problems are reported at once), and each is parsed again when its turn comes. Between
/// the two only what selecting and reporting needs is kept, and each result is written out as
/// it finishes, so memory stays flat however many files there are; each study is loaded and
/// checked once (`StudyCache`).
///
/// With matrix options, every scenario is a case per combination (`walking-flow [de, no watch]`),
/// each checked before anything runs as the scenarios are; `--shard` plays a share of the cases.
struct ScenarioPlayback {
    /// What `run` did: how many it played and passed, and the cast it filmed.
    struct Outcome {
        /// How many were played (not left out by the tags or by `--fail-fast`).
        let count: Int
        let passedCount: Int
        /// The asciicast of every scenario played, when one was asked for.
        let cast: String?
        var allPassed: Bool { passedCount == count }
    }

    /// A valid scenario file, reduced to what selecting, filming and reporting it needs.
    private struct Found {
        let url: URL
        let shown: String
        let name: String
        let tags: [String]
        let screen: ScreenSize
        let start: Date?
        /// Its `screenshot:` steps' names.
        let screenshots: [String]
        /// Its `saveState:` steps' files, as the file names them, each with its place.
        let savesStates: [(url: URL, line: Int, column: Int)]
        /// The participant its `state:` starts from, with its place.
        let startsFrom: (url: URL, line: Int, column: Int)?
        /// Per combination, why it does not play this scenario (its header names another
        /// phone: `PlayCombination.skipReason`), or nil.
        let notFor: [String?]
    }

    private var found: [Found]
    /// Which of them `run` plays (the others are reported as left out by the tags).
    private var selected: [Bool]
    /// What each case sets over its scenario's header; one that sets nothing without matrix options.
    private let combinations: [PlayCombination]
    /// More than one combination: each case then names its files (screenshots, saved
    /// participants) with its label.
    private var isMatrix: Bool { combinations.count > 1 }
    /// Which share of the cases `run` plays and reports.
    private var shard = PlayShard.whole
    /// The studies, loaded once each while checking, and found there again when playing.
    let studies: StudyCache
    /// Every problem in every invalid file, as `file:line:column: message` lines.
    var problems: [String] { invalidFiles.flatMap(\.problems) }
    /// How many files have problems.
    var invalidFileCount: Int { invalidFiles.count }
    /// The invalid files, in the order found, each with its problems.
    private(set) var invalidFiles: [PlayReport.InvalidFile]
    /// The JSON report and the JUnit file of a run the invalid files stopped: the valid files'
    /// cases (this shard's share) are listed as not run, so a report counts every case.
    var invalidFilesJSON: String { PlayReport.json(invalid: invalidFiles, notRun: casesStoppedByInvalidFiles) }
    var invalidFilesJUnit: String { PlayReport.junit(invalid: invalidFiles, notRun: casesStoppedByInvalidFiles) }

    private var casesStoppedByInvalidFiles: [ScenarioResult] {
        let reason = ScenarioResult.stoppedByInvalidFiles(invalidFiles.count)
        return cases.map { skipped($0, because: $0.notPlayed ?? reason) }
    }

    /// A case not played, and why, as every report names it: its file, name and combination.
    private func skipped(_ c: Case, because reason: String) -> ScenarioResult {
        let entry = found[c.found], combination = combinations[c.combination]
        return .skipped(file: entry.shown, name: combination.caseName(entry.name), label: combination.caseLabel, because: reason)
    }
    /// How many valid scenarios were found, before any selection.
    var foundCount: Int { found.count }

    /// Every tag some found scenario carries, so a tag option naming none of them can be reported.
    var tagsFound: Set<String> { Set(found.flatMap(\.tags)) }

    /// How many scenarios the tags select (each played once per combination).
    var selectedCount: Int { selected.filter { $0 }.count }

    /// How many cases (a selected scenario in one combination) the whole run has, and how many
    /// of them this shard plays.
    /// A case whose combination does not apply to its scenario (`PlayCombination.skipReason`) is
    /// not one the run plays.
    var caseCount: Int { found.indices.filter { selected[$0] }.reduce(0) { $0 + found[$1].notFor.filter { $0 == nil }.count } }
    var shardCaseCount: Int { cases.filter(\.plays).count }

    /// Whether a selected scenario has a `screenshot:` step.
    var takesScreenshots: Bool { found.indices.contains { selected[$0] && !found[$0].screenshots.isEmpty } }

    /// Finds the scenario files in `paths` (files, or folders searched for them) and checks
    /// them all; paths are shown relative to `workingDirectory`, or as given when outside it. A path that does not exist is
    /// an `InputError` naming it.
    /// Each scenario is checked in every combination: a `--lang` no study or phone has, or a
    /// `--screen` that passes a scenario's budget, is a problem of that file, found before
    /// anything runs.
    init(paths: [String], combinations: [PlayCombination] = [PlayCombination()],
         workingDirectory: String = FileManager.default.currentDirectoryPath,
         studies: StudyCache = StudyCache()) throws(InputError) {
        let files: [URL], missing: [String], named: [String]
        do { (files, missing, named) = try ScenarioFiles.find(paths) } catch { throw InputError(error.message) }
        if !missing.isEmpty { throw InputError("no such file or folder: \(missing.joined(separator: ", "))") }
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        var found: [Found] = []
        var problems: [(file: String, message: String)] = []
        for (url, given) in zip(files, named) {
            // Inside the working folder, from it; elsewhere, as the paths named it, so a JUnit
            // class name is the same on every CI runner whatever its checkout folder.
            let shown = url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : given
            do {
                let scenario = try ScenarioParser.parse(contentsOf: url, displayName: shown)
                // A study that does not load is the scenario's input error (64), not a failed step (1).
                var messages: [String] = []
                let notFor = combinations.map { $0.skipReason(for: scenario) }
                for (combination, skip) in zip(combinations, notFor) {
                    if skip != nil {
                        // A combination that does not play the scenario cannot make it invalid,
                        // but a --lang no study or phone has is a typo whichever file shows it.
                        guard let lang = combination.lang else { continue }
                        var unpinned = scenario
                        unpinned.lang = nil
                        do { _ = try ScenarioRunner.loadStudy(PlayCombination(lang: lang).applied(to: unpinned), cache: studies) } catch {
                            if !messages.contains(error.message) { messages.append(error.message) }
                        }
                        continue
                    }
                    let played = combination.applied(to: scenario)
                    var message: String?
                    // In a matrix a screenshot's files carry the combination's label: a name that
                    // parsed may make too long a file name in one of them.
                    let label = combinations.count > 1 ? combination.label : ""
                    if let problem = ScenarioParser.readerProblem(played) ?? ScenarioParser.budgetProblem(played)
                        ?? ScreenshotName.problem(in: played, label: label) {
                        message = problem.description
                    }
                    else { do { _ = try ScenarioRunner.loadStudy(played, cache: studies) } catch { message = error.message } }
                    // Two combinations with one mistake (the same --lang) say it once.
                    if let message, !messages.contains(message) { messages.append(message) }
                }
                guard messages.isEmpty else {
                    problems += messages.map { (shown, $0) }
                    continue
                }
                let shots = scenario.steps.compactMap { step -> String? in if case .screenshot(let name) = step.kind { name } else { nil } }
                let saves = scenario.steps.compactMap { step -> (url: URL, line: Int, column: Int)? in
                    if case .saveState(_, let file) = step.kind { (file, step.line, step.column) } else { nil }
                }
                let from = scenario.state.map { (url: $0.url, line: $0.line, column: scenario.place(of: "state")?.column ?? 1) }
                found.append(Found(url: url, shown: shown, name: scenario.name, tags: scenario.tags, screen: scenario.screen,
                                   start: scenario.start, screenshots: shots, savesStates: saves, startsFrom: from,
                                   notFor: notFor))
            } catch {
                problems += error.errors.map { ($0.file, $0.description) }
            }
        }
        self.found = found
        self.combinations = combinations.isEmpty ? [PlayCombination()] : combinations
        self.studies = studies
        selected = found.map { _ in true }
        var order: [String] = []
        let byFile = Dictionary(grouping: problems, by: \.file)
        for p in problems where !order.contains(p.file) { order.append(p.file) }
        invalidFiles = order.map { PlayReport.InvalidFile(file: $0, problems: byFile[$0, default: []].map(\.message)) }
    }

    /// The same run, playing and reporting only `shard`'s share of the cases.
    func sharded(_ shard: PlayShard) -> ScenarioPlayback {
        var copy = self
        copy.shard = shard
        return copy
    }

    /// One scenario in one combination, in the run's order, and why `run` does not play it
    /// (left out by the tags, or written for another phone), nil when it does.
    private struct Case {
        let found: Int
        let combination: Int
        let notPlayed: String?
        var plays: Bool { notPlayed == nil }
    }

    /// The cases this shard plays or reports, in order: the played ones dealt among the shards
    /// by their place among all played cases, the left-out ones by theirs, so every shard's
    /// share of the work is even and together the shards report each case once.
    private var cases: [Case] {
        var cases: [Case] = []
        var played = 0, leftOut = 0
        for f in found.indices {
            for c in combinations.indices {
                let notPlayed = selected[f] ? found[f].notFor[c] : ScenarioResult.excludedByTags
                let position = notPlayed == nil ? played : leftOut
                if notPlayed == nil { played += 1 } else { leftOut += 1 }
                if shard.contains(position) { cases.append(Case(found: f, combination: c, notPlayed: notPlayed)) }
            }
        }
        return cases
    }

    /// The transcript file of every case of the whole run, whichever the tags and the shard
    /// play (`TranscriptNames`).
    var transcriptNames: TranscriptNames {
        TranscriptNames(found.flatMap { f in
            combinations.map { c in (f.shown, f.url, c.caseLabel) }
        })
    }

    /// The same run, with the checks only the selected scenarios must pass added to the
    /// problems: an `expectNoScreen` of English phone words on a phone in another language, or
    /// of one iOS's alert wording on an iOS that words it otherwise, checks nothing
    /// (`ScenarioParser.wordsProblem`), but a file the tags leave out of a `--lang` or `--ios`
    /// run, as README's CI snippets do, is not played, so it is not refused.
    func checkingWords() -> ScenarioPlayback {
        var copy = self
        // Only `--lang` and `--ios` make such a check vacuous: without them no file is read again.
        guard combinations.contains(where: { $0.lang != nil || $0.os != nil }) else { return copy }
        for f in found.indices where selected[f] {
            guard let scenario = try? ScenarioParser.parse(contentsOf: found[f].url, displayName: found[f].shown) else { continue }
            var messages: [String] = []
            for (c, combination) in combinations.enumerated() where found[f].notFor[c] == nil {
                let played = combination.applied(to: scenario)
                guard let study = try? ScenarioRunner.loadStudy(played, cache: studies).study,
                      let problem = ScenarioParser.wordsProblem(played, header: scenario, study: study)?.description,
                      !messages.contains(problem) else { continue }
                messages.append(problem)
            }
            if !messages.isEmpty { copy.invalidFiles.append(PlayReport.InvalidFile(file: found[f].shown, problems: messages)) }
        }
        return copy
    }

    /// The same run, with a saved participant that would depend on the order of the cases
    /// added to the problems: a file two selected scenarios' `saveState:` steps both write (the
    /// one left is whichever finished last, at `--jobs 2` either), and a `state:` file a
    /// `saveState:` of the run writes (read before or after it is written, depending on
    /// `--jobs` and `--shard`; read by the scenario that saves it, a second run starts from
    /// what the first saved). In a matrix each combination saves its own file
    /// (`PlayCombination.savedStateFile`), so only different scenarios can collide. (A `state:`
    /// scenario under `--seed`, `--watch` or `--no-watch` is not played: `PlayCombination.skipReason`.)
    func checkingSavedStates() -> ScenarioPlayback {
        var copy = self
        // Keyed by the file's absolute path: two scenarios' URLs of one file differ by their folders.
        var writers: [String: (file: String, line: Int)] = [:]
        var problems: [(file: String, message: String)] = []
        for f in found.indices where selected[f] {
            let entry = found[f]
            var own: Set<String> = []
            for (c, combination) in combinations.enumerated() where entry.notFor[c] == nil {
                // As `run` names them.
                for save in entry.savesStates {
                    let url = isMatrix ? PlayCombination.savedStateFile(path: save.url.path, url: save.url, label: combination.label).url : save.url
                    let file = url.standardizedFileURL.path
                    if let other = writers[file], !own.contains(file) {
                        let message = "\(entry.shown):\(save.line):\(save.column): saveState: \(url.lastPathComponent) is also saved by "
                            + "\(other.file):\(other.line); the file left would be whichever scenario ended last (at --jobs 2 or "
                            + "under --shard, either) (give each scenario a file of its own)"
                        if !problems.contains(where: { $0.message == message }) { problems.append((entry.shown, message)) }
                        continue
                    }
                    own.insert(file)
                    writers[file] = (entry.shown, save.line)
                }
            }
        }
        for f in found.indices where selected[f] {
            guard let from = found[f].startsFrom, let writer = writers[from.url.standardizedFileURL.path] else { continue }
            let byItself = writer.file == found[f].shown
            problems.append((found[f].shown, "\(found[f].shown):\(from.line):\(from.column): state: \(from.url.lastPathComponent) is "
                + "saved by \(writer.file):\(writer.line) in this run; "
                + (byItself ? "each run would start from what the run before it saved"
                            : "it would be read before or after it is written, depending on --jobs and --shard")
                + " (save it once, \(ProgramName.current) run STUDY --state FILE or a scenario played alone, and keep that file beside the scenario)"))
        }
        // A file the words check refused already is one invalid file with all its problems.
        for p in problems {
            if let i = copy.invalidFiles.firstIndex(where: { $0.file == p.file }) {
                copy.invalidFiles[i] = PlayReport.InvalidFile(file: p.file, problems: copy.invalidFiles[i].problems + [p.message])
            } else {
                copy.invalidFiles.append(PlayReport.InvalidFile(file: p.file, problems: [p.message]))
            }
        }
        return copy
    }

    /// Every screenshot file name (without its `.txt`, `.ansi` or `.svg`) the cases this shard
    /// plays save, each with the file whose step saves it; in a matrix with the case's label,
    /// as `run` names them. Also the files a run that takes none of them removes
    /// (`ScreenshotWriter.removeUntaken`): a case the tags leave out is not this run's to judge,
    /// so its files stay.
    var screenshotNames: [(name: String, file: String)] {
        return cases.filter(\.plays).flatMap { c in
            found[c.found].screenshots.map { name in
                (isMatrix ? PlayCombination.fileName(name, label: combinations[c.combination].label) : name, found[c.found].shown)
            }
        }
    }

    /// Keeps the scenarios with one of `tags` (all when empty) and none of `excluded`.
    func selecting(tags: [String], excluding excluded: [String]) -> ScenarioPlayback {
        var copy = self
        copy.selected = found.map { s in
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
        return ScenarioRunner(scenario, study: StudyCache.Checked(study)).run().passed
    }

    /// Plays the selected scenarios, each to its end or its first failing step, `jobs` at a
    /// time, and gives `report` every result in the files' order as it finishes, the left-out
    /// ones as skipped; none is kept. Screenshots go to `screenshots` as they are taken. With
    /// `filming`, also films them into one asciicast, one after the other (on one thread), at a
    /// pace a viewer can follow.
    /// `stoppedBy` says which signal stopped the run, if one did: the cases not finished yet
    /// are then reported as not run, and the reports end whole.
    func run(keepTranscripts: Bool = false, jobs: Int = 1, failFast: Bool = false, filming: Bool = false,
             screenshots: ScreenshotWriter? = nil, hostedApp: HostedApp? = nil,
             report reports: (ScenarioResult) -> Void = { _ in }, stoppedBy: @escaping @Sendable () -> Int32? = { nil }) -> Outcome {
        let cases = cases
        let chosen = cases.indices.filter { cases[$0].plays }
        let screen = { (k: Int) in combinations[cases[k].combination].screen ?? found[cases[k].found].screen }
        let cast = filming ? ScenarioCast(title: "\(ProgramName.current) play: \(Plural.of(chosen.count, "scenario"))",
                                          virtualClock: chosen.first.flatMap { found[cases[$0].found].start }, screens: chosen.map(screen))
                           : nil
        // In a matrix every combination takes the same screenshots: each saves them under a
        // name of its own (`sheet.de.no-watch`), so the last case's files do not win.
        let fileName = { @Sendable (name: String, k: Int) in isMatrix ? PlayCombination.fileName(name, label: combinations[cases[k].combination].label) : name }
        // When two cases save a screenshot by one name, the later one's files are the ones
        // left, whichever finishes last: what playing them in order leaves.
        let owner = chosen.reduce(into: [String: Int]()) { owner, k in
            for name in found[cases[k].found].screenshots { owner[fileName(name, k)] = k }
        }
        var played = 0, passed = 0
        var nextReported = 0
        func leftOut(_ k: Int) -> ScenarioResult { skipped(cases[k], because: cases[k].notPlayed ?? ScenarioResult.excludedByTags) }
        // The left-out cases between the played ones are reported in their places.
        func report(_ position: Int, _ result: ScenarioResult) {
            let k = chosen[position]
            while nextReported < k {
                if !cases[nextReported].plays { reports(leftOut(nextReported)) }
                nextReported += 1
            }
            nextReported = k + 1
            if result.ran { played += 1 }
            if result.ran && result.passed { passed += 1 }
            reports(result)
        }
        let notRun = { @Sendable (position: Int, reason: String) -> ScenarioResult in skipped(cases[chosen[position]], because: reason) }
        @Sendable func play(_ position: Int, _ cast: ScenarioCast?) -> ScenarioResult {
            // After a signal no case starts, and the one under way stops before its next step.
            if let signal = stoppedBy() { return notRun(position, ScenarioResult.stoppedBySignal(signal)) }
            let k = chosen[position], entry = found[cases[k].found], combination = combinations[cases[k].combination]
            let scenario: Scenario
            do {
                let applied = combination.applied(to: try ScenarioParser.parse(contentsOf: entry.url, displayName: entry.shown))
                scenario = isMatrix ? combination.savingOwnStates(applied) : applied
            } catch {
                return .unreadable(file: entry.shown, name: combination.caseName(entry.name), problem: error.errors.map(\.description).joined(separator: "; "))
            }
            // A study that no longer loads fails the scenario's setup, as the runner reports it.
            let study = try? ScenarioRunner.loadStudy(scenario, cache: studies)
            let sink: ScenarioRunner.ScreenshotSink? = screenshots.map { writer in
                { name, frame in
                    let file = fileName(name, k)
                    if owner[file] == k { writer.write(frame, name: file) }
                }
            }
            var runner = ScenarioRunner(scenario, study: study, studies: studies, keepTranscript: keepTranscripts, cast: cast,
                                        hostedApp: hostedApp, onScreenshot: sink)
            runner.stoppedBy = stoppedBy
            return runner.run()
        }
        if let cast {
            ScenarioBatch.filmed(count: chosen.count, failFast: failFast, cast: cast, play: play, notRun: notRun, report: report)
        } else {
            ScenarioBatch.stream(count: chosen.count, jobs: jobs, failFast: failFast, play: { play($0, nil) }, notRun: notRun, report: report)
        }
        for k in nextReported..<cases.count where !cases[k].plays { reports(leftOut(k)) }
        return Outcome(count: played, passedCount: passed, cast: cast?.text)
    }
}
