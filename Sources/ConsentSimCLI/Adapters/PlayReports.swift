import Foundation
import Glibc
import Scenarios

/// `play`'s reports, written as the results come in (in the files' order), so none is kept:
/// the text report's lines go to standard output, each transcript into its file, and the JSON
/// entries and JUnit test cases into spools, since those reports start with their totals.
/// `finish` writes the rest; the JUnit file appears whole, at the end, or not at all.
final class PlayReports {
    private let output: CommandOutput
    private let format: OutputFormat
    private let colour: Bool
    private let junit: String?
    private let transcripts: String?
    private let transcriptNames: TranscriptNames
    private var stream: PlayReportStream
    private let jsonSpool: ReportSpool?
    private let junitSpool: ReportSpool?
    /// The first transcript that could not be written (the others are still tried).
    private var transcriptFailure: CannotCreateError?
    /// The text report goes to standard error when the JUnit file is standard output
    /// (`--junit -`): the two on one stream were neither a report nor XML a CI step could read.
    private let textOnStandardError: Bool

    init(output: CommandOutput, format: OutputFormat, colour: Bool, junit: String?, transcripts: String?,
         transcriptNames: TranscriptNames = TranscriptNames([])) {
        self.output = output; self.format = format; self.colour = colour; self.junit = junit; self.transcripts = transcripts
        self.transcriptNames = transcriptNames
        textOnStandardError = format == .text && junit.map(OutputFile.isStandardOutput) == true
        stream = PlayReportStream(json: format == .json, junit: junit != nil)
        jsonSpool = format == .json ? ReportSpool() : nil
        junitSpool = junit != nil ? ReportSpool() : nil
    }

    /// Reports the next result in order.
    func add(_ r: ScenarioResult) {
        let pieces = stream.add(r)
        if format == .text && (r.ran || r.notRunForAnotherPhone) { text(PlayReport.entry(r, colour: colour)) }
        if let item = pieces.json { jsonSpool?.append(item) }
        if let suite = pieces.junit { junitSpool?.append(suite) }
        // A case not played gets a transcript that says so: the file of an earlier run left in
        // the folder read as this run's (a passing transcript of a case --fail-fast never played).
        if let folder = transcripts {
            let name = transcriptNames.name(file: r.scenario.file, label: r.scenario.caseLabel) ?? Self.transcriptName(r.scenario)
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            do {
                // A file's folder below --transcript (`play a b`) is made when its first case ends.
                if name.contains("/") { try OutputFile.makeFolder(OutputFile.parent(of: path)) }
                try OutputFile.write(PlayReport.transcript(r), to: path)
            } catch {
                if transcriptFailure == nil { transcriptFailure = error.named("--transcript") }
            }
        }
    }

    /// A line of the text report, where it goes (`textOnStandardError`).
    private func text(_ line: String) {
        if textOnStandardError { output.err(line + "\n") } else { output.line(line) }
    }

    /// A case's transcript file when the run did not name it (`TranscriptNames` does): the
    /// scenario file's name, and its combination when it has one (`walking-flow.de.no-watch.txt`).
    static func transcriptName(_ s: Scenario) -> String {
        PlayCombination.fileName(Scenario.stem(ofFile: s.file), label: s.caseLabel) + ".txt"
    }

    /// After the last result: the text report's summary or the whole JSON report on standard
    /// output (the text summary only when `textSummary`), then the JUnit file. Throws the first
    /// file that could not be written.
    func finish(textSummary: Bool = true) throws(CannotCreateError) {
        switch format {
        case .text: if textSummary { text("\n" + stream.textSummary) }
        case .json:
            // A report with entries missing must not pass for the whole one.
            if let spool = jsonSpool, spool.failure != 0 {
                throw CannotCreateError(path: "the JSON report", reason: "its temporary file: \(OutputFile.reason(spool.failure))", option: "--format json")
            }
            output.out(stream.jsonHead)
            if let failed = jsonSpool?.read({ output.out($0); return 0 }), failed != 0 {
                throw CannotCreateError(path: "the JSON report", reason: "its temporary file: \(OutputFile.reason(failed))", option: "--format json")
            }
            output.line(stream.jsonTail)
        }
        if let junit, let spool = junitSpool {
            let (head, tail) = stream.junitEnd()
            if spool.failure != 0 {
                throw CannotCreateError(path: junit, reason: "its temporary file: \(OutputFile.reason(spool.failure))", option: "--junit")
            }
            do {
                try OutputFile.write(to: junit) { fd in
                    let failed = OutputFile.writeAll(head, to: fd)
                    if failed != 0 { return failed }
                    let copied = spool.read { OutputFile.writeAll($0, to: fd) }
                    return copied != 0 ? copied : OutputFile.writeAll(tail, to: fd)
                }
            } catch { throw error.named("--junit") }
        }
        if let transcriptFailure { throw transcriptFailure }
    }
}
