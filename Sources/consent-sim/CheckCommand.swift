import Foundation
import StudyConfig

/// `consent-sim check STUDY`: Apple's review checklist over a study's own files.
///
/// Exit 0 without errors, 1 with errors, 64 when a file cannot be read or parsed (a broken
/// Info.plist stops the check; a broken strings file is reported with the rest, then 64).
enum CheckCommand {
    static func run(_ args: inout Arguments) throws -> ExitCode {
        let format = try args.value("--format") ?? "text"
        guard format == "json" || format == "text" else { throw Arguments.UsageError(message: "--format expects json or text, got \(format)") }
        let info = try args.value("--info-plist").map { URL(fileURLWithPath: $0) }
        let ent = try args.value("--entitlements").map { URL(fileURLWithPath: $0) }
        let lang = try args.value("--lang")
        let folder = args.popCommand().map { URL(fileURLWithPath: $0) }
        try args.finish()
        guard folder != nil || info != nil else { throw Arguments.UsageError(message: "check needs a study folder (or --info-plist FILE)") }
        let study: Study
        do {
            study = try StudyLoader.load(folder: folder, infoPlist: info, entitlements: ent)
        } catch {
            FileHandle.standardError.write(Data("consent-sim: \(error)\n".utf8))
            return .usage
        }
        _ = try StudyLanguage.validated(lang, in: study)
        let report = CheckReport(study: study, language: lang)
        if format == "json" {
            print(report.json())
        } else {
            print(report.text(colour: Terminal.wantsColour))
        }
        if report.hasUnreadableFiles { return .usage }
        return report.hasErrors ? .failure : .success
    }
}
