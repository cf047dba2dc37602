/// `consent-sim play PATH...`: plays scenario files headlessly, for CI.
///
/// Every file is checked before anything runs: any invalid one means exit 64 with all their
/// problems listed. Exit 0 when all pass, 1 when any fails, 2 when nothing matched, 73 when a
/// report cannot be written.
enum PlayCommand {
    static func run(_ options: PlayOptions, _ context: CommandContext) throws -> ExitCode {
        let output = context.output
        // Before playing, not after: a missing report folder should not cost a whole run.
        if let junit = options.junit { try OutputFile.checkFolder(of: junit) }
        let found = try ScenarioPlayback(paths: options.paths)
        if !found.problems.isEmpty {
            for problem in found.problems { output.err(problem + "\n") }
            let n = found.invalidFileCount
            output.message("\(n) invalid scenario file\(n == 1 ? "" : "s"); nothing was run")
            return .usage
        }
        let playback = found.selecting(tags: options.tags, excluding: options.excludedTags)
        guard playback.selectedCount > 0 else {
            if found.foundCount == 0 {
                output.message("no scenario files (.yaml) found in \(options.paths.joined(separator: ", "))")
            } else {
                output.message("no scenario matched (\(found.foundCount) found, none selected by the tags)")
            }
            return .unusable
        }
        if let dir = options.transcript { try OutputFile.makeFolder(dir) }
        let results = playback.run(keepTranscripts: options.transcript != nil, hostedApp: context.hostedApp)
        switch options.format {
        case .json: output.line(results.json())
        case .text: output.line(results.text(colour: output.isTerminal && !ColourPolicy.noColorRequested(context.environment)))
        }
        if let junit = options.junit { try OutputFile.write(results.junit(), to: junit) }
        if let dir = options.transcript {
            for (name, text) in results.transcripts() {
                try OutputFile.write(text, to: dir.hasSuffix("/") ? dir + name : dir + "/" + name)
            }
        }
        return results.allPassed ? .success : .failure
    }
}
