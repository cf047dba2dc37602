import Foundation
import SensorKitSim
import SimCore

/// The result of `consent-sim check`, rendered as text (grouped by file) or JSON.
public struct CheckReport: Sendable {
    public let study: Study
    public let diagnostics: [Diagnostic]
    /// What the study app's request leads to on a fresh install (the phone decides the same way).
    public let preview: SheetPreview
    public let language: String?
    /// The iOS version the participant's phone runs (`--ios`).
    public let os: OSVersion
    /// The phone's own words in `language` (the sheet's title, sensor names, the alert).
    public let words: any PhoneWords

    /// `words` are the phone's in `language`: the command hands over the phone's own table.
    public init(study: Study, language: String? = nil, os: OSVersion = .current, words: any PhoneWords = EnglishPhoneWords()) {
        self.study = study
        self.language = language
        self.os = os
        self.words = words
        self.diagnostics = ReviewChecklist.check(study).sorted { a, b in
            (a.file, a.line ?? Int.max, a.severity) < (b.file, b.line ?? Int.max, b.severity)
        }
        self.preview = study.sheetPreview(language: language, os: os)
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    /// Requested sensors the phone's iOS version does not have: they get no page.
    public var sensorsNotOnThisOS: [SRSensor] { SensorAvailability.missing(preview.everySensor.map(\.sensor), on: os) }
    public var hasErrors: Bool { errorCount > 0 }
    /// A localized strings file or catalog could not be parsed (`check` then exits 64).
    public var hasUnreadableFiles: Bool { diagnostics.contains { $0.code == "unreadable-strings" } }

    // MARK: Text

    /// How many findings of one kind a file shows in the text report before counting the rest.
    static let shownPerKind = 5

    public func text(colour: Bool) -> String {
        // The study's own text (names, descriptions, paths) is shown, never obeyed by the terminal.
        colour ? VisibleText.withColours(body(Paint(enabled: true)), plain: body(Paint(enabled: false)))
               : VisibleText.escaped(body(Paint(enabled: false)))
    }

    private func body(_ paint: Paint) -> String {
        var out: [String] = []
        out.append(paint.bold("\(study.appName)") + " (\(study.name))")
        var files: [String] = []
        for d in diagnostics where !files.contains(d.file) { files.append(d.file) }
        func label(_ severity: Diagnostic.Severity) -> String {
            switch severity {
            case .error: paint.red("error  ")
            case .warning: paint.yellow("warning")
            case .note: paint.cyan("note   ")
            }
        }
        for file in files {
            out.append("")
            out.append(paint.bold(file))
            // A file with thousands of one finding (a strings file of 100 000 keys Info.plist
            // lacks) shows the first few of that kind, then one line counting the rest.
            var shown: [String: Int] = [:]
            var rest: [(first: Diagnostic, count: Int, lastLine: Int?)] = []
            for d in diagnostics where d.file == file {
                let n = shown[d.code, default: 0]
                shown[d.code] = n + 1
                if n >= Self.shownPerKind {
                    if let i = rest.firstIndex(where: { $0.first.code == d.code }) {
                        rest[i].count += 1
                        rest[i].lastLine = d.line ?? rest[i].lastLine
                    } else {
                        rest.append((d, 1, d.line))
                    }
                    continue
                }
                let place = d.line.map { "\(file):\($0)" } ?? file
                let path = d.keyPath.isEmpty ? "" : paint.dim(d.keyPath) + ": "
                out.append("  \(label(d.severity)) \(place): \(path)\(d.message)")
                if let s = d.suggestion { out.append("          " + paint.green("fix: ") + s) }
            }
            for r in rest {
                let lines = r.first.line.map { first in r.lastLine.map { $0 == first ? " (line \(first))" : " (lines \(first)–\($0))" } ?? "" } ?? ""
                out.append("  \(label(r.first.severity)) \(file): … and \(r.count) more \(r.first.code) like these\(lines), "
                           + "not listed one by one (--format json lists every one)")
            }
        }
        let e = errorCount, w = diagnostics.filter { $0.severity == .warning }.count, n = diagnostics.count - e - w
        out.append("")
        out.append(diagnostics.isEmpty ? paint.green("No problems found.")
                                       : "\(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s"), \(n) note\(n == 1 ? "" : "s")")
        out.append(contentsOf: participantSummary(paint))
        return out.joined(separator: "\n")
    }

    private func participantSummary(_ paint: Paint) -> [String] {
        var out = ["", paint.bold("What the participant will be asked") + " on iOS \(os)" + (language.map { " (\($0)\(fallbackNote($0)))" } ?? "")]
        if !study.usesSensorKit {
            out.append("  No Research Sensor & Usage Data sheet: the app does not configure SensorKit.")
        } else {
            let purpose = study.usageDescription.map { study.localized($0, infoKey: "NSSensorKitUsageDescription", language: language) }
            let url = study.privacyPolicyURL.map { study.localized($0, infoKey: "NSSensorKitPrivacyPolicyURL", language: language) }
            out.append("  \(words.sheetTitle) from “\(study.appName(language: language))”")
            out.append("  Study purpose: " + (purpose ?? paint.red("(none)")))
            out.append("  Privacy policy: " + (url ?? paint.red("(none)")))
            if let noSheet = preview.noSheet {
                out.append("  " + paint.red(noSheet.error.map { "No sheet: the request fails with \($0) (\(noSheet.explanation))" }
                                            ?? "No sheet: \(noSheet.explanation)"))
                if let fixed = preview.onceFixed, !fixed.isEmpty {
                    out.append("  Once that is fixed, the sheet would ask:")
                    out.append(contentsOf: pageLines(fixed, paint, indent: "    "))
                }
            } else {
                out.append(contentsOf: pageLines(preview.pages, paint, indent: "  "))
            }
            if !preview.neverAsked.isEmpty {
                out.append("  Never asked, so never delivers (the reason every fetch gets):")
                for entry in preview.neverAsked {
                    out.append("    \(words.name(of: entry.sensor)): \(entry.reason ?? "")" + (entry.fetchReason.map { " → \(paint.yellow($0.rawValue))" } ?? ""))
                }
            }
        }
        let missing = sensorsNotOnThisOS
        if !missing.isEmpty {
            out.append("  " + paint.yellow("Not on iOS \(os): ") + missing.map { sensor in
                let since = SensorAvailability.minimumOS(for: sensor).map { " (iOS \($0))" } ?? ""
                return words.name(of: sensor) + since
            }.joined(separator: ", "))
        }
        if let alert = motionAlert {
            out.append("  Motion & Fitness alert: \(alert.title) [\(alert.dontAllowButton) | \(alert.allowButton)]")
            out.append("          " + (alert.message ?? paint.red("(no NSMotionUsageDescription: the app crashes instead)")))
        }
        return out
    }

    /// How a phone in `language` shows a study that lacks it: iOS's own text in that language,
    /// the study's in the localization it falls back to.
    private func fallbackNote(_ language: String) -> String {
        guard !study.hasLocalization(language) else { return "" }
        guard let shown = study.textLanguage(for: language) else { return "; the study has no localization: its text as written" }
        let why = !LanguageTag.same(shown, study.developmentLanguage) ? ""
            : study.developmentLanguageAssumption.map { ", its development language as assumed (\($0))" } ?? ", its development language"
        return "; the study has no \(language) localization: its own text in \(shown)\(why)"
    }

    /// "1 of 3  Ambient Light (iPhone)" and its description, for each page.
    private func pageLines(_ pages: [SheetEntry], _ paint: Paint, indent: String) -> [String] {
        var out: [String] = []
        // Every description starts under the name, past the widest "11 of 11".
        let width = "\(pages.count) of \(pages.count)".count
        for (i, entry) in pages.enumerated() {
            let tags = [entry.required ? words.required : nil, words.devices(of: entry.sensor)].compactMap { $0 }.joined(separator: ", ")
            let label = "\(i + 1) of \(pages.count)"
            out.append("\(indent)\(label)\(String(repeating: " ", count: width - label.count + 2))\(paint.bold(words.name(of: entry.sensor))) (\(tags))")
            out.append("\(indent)\(String(repeating: " ", count: width + 2))\(entry.description)")
        }
        return out
    }

    /// The Motion & Fitness alert as the phone in `language` words it; nil when the app never asks.
    private var motionAlert: (title: String, allowButton: String, dontAllowButton: String, message: String?)? {
        guard let alert = study.motionAlert(language: language, os: os) else { return nil }
        let form = MotionAlertForm(os)
        return (words.motionTitle(app: study.appName(language: language), form: form), words.motionAllowButton(form),
                words.motionDontAllow, alert.message)
    }

    // MARK: JSON

    public func json() -> String {
        func opt(_ v: Any?) -> Any { v ?? NSNull() }
        let studyObject: [String: Any] = [
            "name": study.name,
            "appName": study.appName(language: language),
            "bundleIdentifier": study.bundleIdentifier,
            "usageDescription": opt(study.usageDescription.map { study.localized($0, infoKey: "NSSensorKitUsageDescription", language: language) }),
            "privacyPolicyURL": opt(study.privacyPolicyURL.map { study.localized($0, infoKey: "NSSensorKitPrivacyPolicyURL", language: language) }),
            "entitlements": opt(study.entitlementValues),
            "motionUsageDescription": opt(study.motionUsageDescription.map { study.localized($0, infoKey: "NSMotionUsageDescription", language: language) }),
            "usesMotionActivity": study.usesMotionActivity,
            "languages": study.languages,
            "usageDetails": study.usageDetails.map { ["key": $0.key, "required": $0.required, "description": opt($0.description)] as [String: Any] },
        ]
        let diags: [[String: Any]] = diagnostics.map {
            ["severity": $0.severity.rawValue, "code": $0.code, "file": $0.file, "keyPath": $0.keyPath,
             "line": opt($0.line), "message": $0.message, "suggestion": opt($0.suggestion)]
        }
        func entries(_ list: [SheetEntry]) -> [[String: Any]] {
            list.map {
                ["sensor": $0.sensor.description, "displayName": words.name(of: $0.sensor), "usageDetailKey": $0.usageDetailKey,
                 "required": $0.required, "devices": $0.devices.map(\.rawValue), "description": $0.description,
                 "willPrompt": $0.willPrompt, "reason": opt($0.reason), "fetchReason": opt($0.fetchReason?.rawValue)]
            }
        }
        let noSheet: Any = preview.noSheet.map { ["error": opt($0.error), "explanation": $0.explanation] as [String: Any] } ?? NSNull()
        // The alert the app will cause; null when it never asks for Motion & Fitness.
        let motion: Any = motionAlert.map {
            ["title": $0.title, "allowButton": $0.allowButton, "dontAllowButton": $0.dontAllowButton, "message": opt($0.message)] as [String: Any]
        } ?? NSNull()
        var object: [String: Any] = [:]
        for field in JSONField.allCases {
            let value: Any?
            switch field {
            case .study: value = studyObject
            case .diagnostics: value = diags
            case .language: value = opt(language)
            case .textLanguage: value = opt(study.textLanguage(for: language))
            case .ios: value = os.description
            case .notOnThisOS: value = sensorsNotOnThisOS.map(\.description)
            case .sheet: value = entries(preview.everySensor)
            case .pages: value = entries(preview.pages)
            case .neverAsked: value = entries(preview.neverAsked)
            case .noSheet: value = noSheet
            case .onceFixed: value = preview.onceFixed.map(entries) ?? NSNull()
            case .motionAlert: value = motion
            case .xcode:
                value = study.xcode.map { x in
                    ["projectFile": x.projectFile, "target": x.target, "configuration": x.configuration,
                     "applicationTargets": x.applicationTargets, "configurations": x.configurations,
                     "sensorKitLink": x.sensorKitLink.link.rawValue, "deviceFamily": x.deviceFamily.value] as [String: Any]
                }
            }
            if let value { object[field.rawValue] = value }
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: ToolJSON.options())) ?? Data("{}".utf8)
        // Sent to a terminal as often as to a file: no DEL or C1 control goes out raw.
        return VisibleText.escapedJSON(String(decoding: data, as: UTF8.self))
    }
}

extension CheckReport {
    /// The top-level keys of `json()`, in the order `help check` lists them: the one table both read.
    public enum JSONField: String, CaseIterable, Sendable {
        /// The study's names, keys and languages.
        case study
        /// Every finding: severity, code, file, keyPath, line, message, suggestion.
        case diagnostics
        /// `--lang` (null without it), and the localization the study's own text shows in there.
        case language, textLanguage
        /// The phone's iOS version, and the requested sensors it does not have.
        case ios, notOnThisOS
        /// Every requested sensor in catalog order, the sheet's pages, those never asked.
        case sheet, pages, neverAsked
        /// Why no sheet appears (null when one does), and the pages it would have once fixed.
        case noSheet, onceFixed
        /// The Motion & Fitness alert the app causes (null when it never asks): its title,
        /// buttons and message as the phone in `--lang` shows them.
        case motionAlert
        /// The Xcode project, target and configuration read (only for a project).
        case xcode
    }
}

/// ANSI colours, or none.
struct Paint {
    let enabled: Bool
    private func wrap(_ code: String, _ s: String) -> String { enabled ? VisibleText.coloured(s, code) : s }
    func bold(_ s: String) -> String { wrap("1", s) }
    func dim(_ s: String) -> String { wrap("2", s) }
    func red(_ s: String) -> String { wrap("31", s) }
    func yellow(_ s: String) -> String { wrap("33", s) }
    func green(_ s: String) -> String { wrap("32", s) }
    func cyan(_ s: String) -> String { wrap("36", s) }
}
