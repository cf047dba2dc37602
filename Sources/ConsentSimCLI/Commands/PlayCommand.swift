import SimCore
import Simulation

/// `consent-sim play PATH...`: plays scenario files headlessly, for CI.
///
/// Every file is checked before anything runs: any invalid one means exit 64 with all their
/// problems listed. Exit 0 when all pass, 1 when any fails, 2 when nothing matched (the JSON
/// and JUnit reports are still written, the cases left out listed as skipped), 73 when a report
/// cannot be written (found before anything is played).
enum PlayCommand {
    /// How many problems of one invalid file standard error lists before counting the rest.
    static let problemsShownPerFile = 10

    static func run(_ options: PlayOptions, _ context: CommandContext) throws -> ExitCode {
        let output = context.output
        // Before playing, not after: a report that cannot be written should not cost a whole
        // run, nor turn a passing run into a failing one at its end.
        if let junit = options.junit { try OutputFile.prepare(file: junit, option: "--junit") }
        if let cast = options.cast { try OutputFile.checkCreatable(cast, option: "--cast") }
        let all = try ScenarioPlayback(paths: options.paths, combinations: options.matrix.combinations)
        // Tags and the shard apply before the checks, so a report of a run invalid files stop
        // lists the cases this job would have played (the rest as the tags leave them out).
        let selected = all.selecting(tags: options.tags, excluding: options.excludedTags).sharded(options.shard)
        let found = all.problems.isEmpty ? selected.checkingWords().checkingSavedStates() : selected
        if !found.problems.isEmpty {
            // A file of thousands of bad steps shows the first few, then counts the rest.
            for file in found.invalidFiles {
                for problem in file.problems.prefix(Self.problemsShownPerFile) { output.err(VisibleText.escaped(problem) + "\n") }
                let rest = file.problems.count - Self.problemsShownPerFile
                if rest > 0 {
                    output.err(VisibleText.escaped("\(file.file): … and \(Plural.of(rest, "more problem")) in this file, not listed one by one "
                                                   + "(--format json and --junit list every one)") + "\n")
                }
            }
            let n = found.invalidFileCount
            output.message("\(n) invalid scenario file\(n == 1 ? "" : "s"); nothing was run")
            // The reports say so too: a CI job shows why, not a report left from the last run.
            if options.format == .json { output.line(found.invalidFilesJSON) }
            if let junit = options.junit {
                do throws(CannotCreateError) { try OutputFile.write(found.invalidFilesJUnit, to: junit) } catch { throw error.named("--junit") }
            }
            return .usage
        }
        // Made once the files are known good: a run refused for them (exit 64) left an empty
        // transcripts folder behind. Still before anything plays.
        if let dir = options.transcript { try OutputFile.prepare(folder: dir, option: "--transcript") }
        for warning in UnknownTags.warnings(tags: options.tags, excluding: options.excludedTags, found: found.tagsFound) {
            output.message(warning)
        }
        let playback = found
        // Named once for the whole run: the reports, and the checks below that no other output has a name of them.
        let transcriptNames = options.transcript != nil ? playback.transcriptNames : TranscriptNames([])
        let reports = PlayReports(output: output, format: options.format,
                                  colour: output.isTerminal && !ColourPolicy.noColorRequested(context.environment),
                                  junit: options.junit, transcripts: options.transcript,
                                  transcriptNames: transcriptNames)
        // The JUnit file inside the transcripts' folder must not be a case's transcript: one
        // would replace the other when the run ends.
        if let junit = options.junit, let dir = options.transcript,
           let clash = transcriptNames.all.first(where: { OutputFile.sameFile(dir + "/" + $0, junit) }) {
            throw UsageError("--junit \(junit) is also the transcript of a case (\(clash) in --transcript \(dir)); "
                             + "one would replace the other, so name the JUnit file otherwise", command: .play)
        }
        // Screenshots go beside the transcripts unless --screenshots says otherwise: a
        // screenshot named as a case's transcript (`screenshot: flow` in flow.yaml) would be
        // replaced by it.
        if let dir = options.transcript, options.screenshots.map({ OutputFile.sameFile($0, dir) }) ?? true {
            let transcripts = Set(transcriptNames.all)
            if let clash = playback.screenshotNames.first(where: { transcripts.contains($0.name + ".txt") }) {
                throw UsageError("\(clash.file): screenshot: \(clash.name) would be saved as \(clash.name).txt in --transcript \(dir), "
                                 + "where a case's transcript has that name; give --screenshots DIR, or name the screenshot otherwise",
                                 command: .play)
            }
        }
        guard playback.selectedCount > 0 else {
            if found.foundCount == 0 {
                output.message("no scenario files (.yaml) found in \(options.paths.joined(separator: ", "))")
            } else {
                output.message("no scenario matched (\(found.foundCount) found, none selected by the tags)")
            }
            // A CI job that reads the JSON or JUnit report finds one beside the exit code, the
            // cases the tags left out listed as skipped, as in any run (the text report's
            // message above is its whole report).
            _ = playback.run(report: reports.add)
            try reports.finish(textSummary: false)
            return .unusable
        }
        // Every selected scenario written for another phone than the options name: nothing
        // was tested, which a CI job must not read as a pass.
        guard playback.caseCount > 0 else {
            output.message("no case to play: every selected scenario's header (lang:, ios:, watch: or state:) names another phone "
                           + "than the matrix options; each is listed as skipped, and why")
            _ = playback.run(report: reports.add)
            try reports.finish(textSummary: false)
            return .unusable
        }
        if options.shard != .whole {
            output.message("shard \(options.shard.description): \(playback.shardCaseCount) of the run's \(Plural.of(playback.caseCount, "case"))")
            // More jobs than cases leaves a job nothing: it passes with empty reports (a CI
            // matrix wider than the suite must not fail for no scenario's sake, nor miss a file).
        }
        // Screenshots go to --screenshots, else beside the transcripts, else here.
        let shots = options.screenshots ?? options.transcript ?? "."
        if options.screenshots != nil || playback.takesScreenshots {
            let named = options.screenshots != nil ? "--screenshots" : options.transcript != nil ? "--transcript" : "the screenshot: steps"
            try OutputFile.prepareFolder(shots, option: named)
        }
        let writer = options.screenshots != nil || playback.takesScreenshots ? ScreenshotWriter(folder: shots) : nil
        // SIGINT, SIGTERM and SIGHUP are noted, then acted on between steps (a CI job's
        // timeout, Ctrl-C): no case starts after one, the case under way stops before its next
        // step, or inside a step that moves the clock at its next timer (a daily fetch runs
        // whole), and every report is finished whole, the cases not
        // finished listed as not run and why, before the process ends with 128 + the signal.
        // Killed by the signal itself, it left no JUnit file at all. Other signals are not a
        // request to stop (a profiler's SIGPROF, a harness's SIGALRM): they keep what the run was given.
        let handlesSignals = context.handlesSignals
        if handlesSignals { PendingSignal.install(PendingSignal.stops, keepingIgnored: true) }
        let outcome = playback.run(keepTranscripts: options.transcript != nil, jobs: options.jobs, failFast: options.failFast,
                                   filming: options.cast != nil, screenshots: writer, hostedApp: context.hostedApp,
                                   report: reports.add, stoppedBy: { handlesSignals ? PendingSignal.received : nil })
        // A screenshot this run did not take is not left from an earlier one to pass for its own
        // (none is named as a transcript beside it: that was refused before the run).
        writer?.removeUntaken(playback.screenshotNames.map(\.name))
        // A transcript or screenshot that could not be written ends the run with 73, after the
        // cast is saved: the rest of what the run made is kept.
        var lost: CannotCreateError?
        do { try reports.finish() } catch { lost = error }
        lost = lost ?? writer?.firstFailure
        if let path = options.cast, let cast = outcome.cast,
           RecordingSave.save(cast, to: path, what: "the cast", option: "--cast", output) != nil {
            return .cannotCreate
        }
        if let lost { throw lost }
        if handlesSignals, let signal = PendingSignal.received {
            output.message("play stopped by signal \(signal) after \(Plural.of(outcome.count, "case")) of \(playback.shardCaseCount); "
                           + "the reports list the rest as not run")
            return .killed(by: signal)
        }
        return outcome.allPassed ? .success : .failure
    }
}
