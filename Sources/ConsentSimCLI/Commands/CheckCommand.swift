import Foundation
import Simulation
import StudyConfig
import SimCore

/// `consent-sim check STUDY`: Apple's review checklist over a study's own files.
///
/// Exit 0 without errors, 1 with errors (or, with `--strict`, warnings), 64 when a file cannot
/// be read or parsed (a broken Info.plist stops the check; a broken strings file is reported
/// with the rest, then 64).
enum CheckCommand {
    static func run(_ options: CheckOptions, _ context: CommandContext) throws -> ExitCode {
        do {
            return try check(options, context)
        } catch let error as InputError where options.format == .json {
            // A CI gate parsing the JSON gets an object saying why there is no report, beside
            // exit 64 and the message on standard error.
            let object = ["error": error.message]
            let data = (try? JSONSerialization.data(withJSONObject: object, options: ToolJSON.options())) ?? Data()
            context.output.line(VisibleText.escapedJSON(String(decoding: data, as: UTF8.self)))
            throw error
        }
    }

    private static func check(_ options: CheckOptions, _ context: CommandContext) throws -> ExitCode {
        let study: Study
        if options.infoPlist != nil || options.entitlements != nil {
            // Files named one by one are read as a plain folder is (its xcconfig, the product's
            // name, --set); a target and a configuration belong to an Xcode project.
            if options.project.target != nil || options.project.configuration != nil {
                throw UsageError("--target and --configuration read an Xcode project; "
                                 + "with --info-plist or --entitlements the files are read as a study folder", command: .check)
            }
            study = try StudySource.load(folder: options.study.map { URL(fileURLWithPath: $0) },
                                         infoPlist: options.infoPlist.map { URL(fileURLWithPath: $0) },
                                         entitlements: options.entitlements.map { URL(fileURLWithPath: $0) },
                                         project: options.project)
        } else {
            study = try StudySource.load(path: URL(fileURLWithPath: options.study ?? "."), project: options.project)
        }
        if let earlier = options.against {
            let before = try StudySource.load(path: URL(fileURLWithPath: earlier), project: options.againstProject)
            // Two apps are not two versions: their differences would read as an update's.
            guard before.bundleIdentifier == study.bundleIdentifier else {
                // One side's identifier may only stand in for what its files leave to the build.
                let standIn = before.unexpandedBundleIdentifier == nil ? study.standInNote(real: before.bundleIdentifier)
                    : study.unexpandedBundleIdentifier == nil ? before.standInNote(real: study.bundleIdentifier) : nil
                throw InputError("--against \(earlier): its bundle identifier is \(before.bundleIdentifier), the study's is "
                                 + "\(study.bundleIdentifier); --against compares two versions of one app" + (standIn.map { " (\($0))" } ?? ""))
            }
            var comparison = StudyComparison(from: before, to: study)
            if let language = try StudyLanguage.validated(options.language, in: study, for: .check) {
                comparison = comparison.seen(on: language, in: study)
            }
            context.output.line(options.format == .json ? comparison.json() : comparison.text)
            return .success
        }
        let language = try StudyLanguage.validated(options.language, in: study, for: .check)
        // The preview in the phone's own words: the table the simulated phone draws in `language`.
        let report = CheckReport(study: study, language: language, os: options.osVersion ?? .current, words: SystemText.for(language))
        switch options.format {
        case .json: context.output.line(report.json())
        case .text:
            let colour = context.output.isTerminal && !ColourPolicy.noColorRequested(context.environment)
            context.output.line(report.text(colour: colour))
        }
        if report.hasUnreadableFiles {
            // The report is on standard output; the reason for exit 64 belongs on standard error too.
            for d in report.diagnostics where d.code == "unreadable-strings" { context.output.message("\(d.file)\(d.line.map { ":\($0)" } ?? ""): \(d.message)") }
            return .usage
        }
        let failing = report.hasErrors || options.strict && report.diagnostics.contains { $0.severity == .warning }
        return failing ? .failure : .success
    }
}

