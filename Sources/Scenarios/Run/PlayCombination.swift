import Foundation
import SimCore
import StudyConfig

/// One combination of `play`'s matrix options (`--lang de --no-watch`): what it sets over every
/// scenario's header, nil (or empty) where the header's own value stays.
public struct PlayCombination: Sendable, Equatable {
    public var lang: String?
    public var os: OSVersion?
    public var seed: UInt64?
    public var screen: ScreenSize?
    public var watch: Bool?
    /// Build variables (`--set NAME=VALUE`), over the header's `vars:`.
    public var variables: [(name: String, value: String)] = []

    public init(lang: String? = nil, os: OSVersion? = nil, seed: UInt64? = nil, screen: ScreenSize? = nil, watch: Bool? = nil,
                variables: [(name: String, value: String)] = []) {
        self.lang = lang; self.os = os; self.seed = seed; self.screen = screen; self.watch = watch; self.variables = variables
    }

    public static func == (a: PlayCombination, b: PlayCombination) -> Bool {
        a.lang == b.lang && a.os == b.os && a.seed == b.seed && a.screen == b.screen && a.watch == b.watch
            && a.variables.elementsEqual(b.variables) { $0.name == $1.name && $0.value == $1.value }
    }

    /// What names a case of this combination in every report: `de, no watch`; empty when it
    /// sets nothing (a run without matrix options keeps its scenarios' names).
    public var label: String {
        var parts: [String] = []
        if let lang { parts.append(lang) }
        if let os { parts.append("iOS \(os)") }
        if let seed { parts.append("seed \(seed)") }
        if let screen { parts.append("\(screen)") }
        if let watch { parts.append(watch ? "watch" : "no watch") }
        parts += variables.map { "\($0.name)=\($0.value)" }
        return parts.joined(separator: ", ")
    }

    /// The label, or nil when it is empty, as a skipped case and a transcript carry it.
    public var caseLabel: String? {
        let label = label
        return label.isEmpty ? nil : label
    }

    /// A file of one case: `stem` and the case's label, when it has one (`walking-flow.de.no-watch`),
    /// in letters, digits, `.`, `-`, `_` and `%` only, so a `--set` value cannot name another folder.
    /// Transcripts, a matrix's screenshots and its saved participants are named so.
    ///
    /// A build variable's value is the one free text in a label: its characters but letters,
    /// digits, `.`, `-` and `_` are written `%` and their UTF-8 bytes in hex (`X=a/b` is
    /// `X-a%2Fb`), so two values never give one name. Written `-` as the rest are, `a/b` and
    /// `a-b` did, and one combination's screenshot and saved participant replaced the other's.
    public static func fileName(_ stem: String, label: String?) -> String {
        guard let label, !label.isEmpty else { return stem }
        func plain(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "." || c == "_") }
        let parts = label.components(separatedBy: ", ").map { part -> String in
            guard let equals = part.firstIndex(of: "=") else { return String(part.map { plain($0) ? $0 : "-" }) }
            var out = String(part[..<equals].map { plain($0) ? $0 : "-" }) + "-"
            for c in part[part.index(after: equals)...] {
                if plain(c) || c == "-" { out.append(c); continue }
                for byte in String(c).utf8 { out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
            }
            return out
        }
        return ([stem] + parts).joined(separator: ".")
    }

    /// Whether this combination applies to `scenario` (as its file says it): nil when it plays,
    /// else why not, as every report says it (`written for iOS 17.0 (its header's ios:), not iOS 17.4`).
    ///
    /// The one rule for every matrix option that names the phone: a header's `lang:`, `ios:`
    /// or `watch:` says which phone the flow was written for, so an option naming another
    /// phone skips the case (its checks would fail, or pass checking nothing, on a phone it
    /// was not written for); one naming the same phone (`--lang de` for `lang: de-CH`, as
    /// `LanguageTag.sameLanguage` reads a region,
    /// `--ios 17.0` for `ios: "17.0"`, any iOS from 18 for `ios: "18+"`, `--watch` for a Watch
    /// model) plays it, on the header's own phone where the option says less. A header without
    /// the key is played on whatever the option gives. A `state:` participant resumes with their
    /// own seed and Watch, so `--seed`, `--watch` and `--no-watch` skip it.
    public func skipReason(for scenario: Scenario) -> String? {
        if let lang, let own = scenario.lang, !LanguageTag.sameLanguage(lang, own) {
            return "\(Self.writtenFor) a phone in \(own) (its header's lang:), not \(lang)"
        }
        if let os {
            if let own = scenario.os, own != os { return "\(Self.writtenFor) iOS \(own) (its header's ios:), not iOS \(os)" }
            if let from = scenario.osFrom, os < from {
                return "\(Self.writtenFor) iOS \(from) or later (its header's ios: \"\(Self.shortVersion(from))+\"), not iOS \(os)"
            }
        }
        if let watch, scenario.place(of: "watch") != nil, watch != scenario.watch {
            return "\(Self.writtenFor) a phone \(scenario.watch ? "with" : "without") an Apple Watch (its header's watch:), not \(watch ? "--watch" : "--no-watch")"
        }
        if scenario.state != nil, seed != nil || watch != nil {
            let options = [seed.map { _ in "--seed" }, watch.map { $0 ? "--watch" : "--no-watch" }].compactMap { $0 }.joined(separator: ", ")
            return "\(Self.writtenFor) the saved participant's own seed and Apple Watch (its header's state:), not \(options)"
        }
        return nil
    }

    /// How every reason `skipReason` gives begins, so the reports can count those cases.
    public static let writtenFor = "written for"

    /// `18` for 18.0, `17.4`: as a header writes it.
    private static func shortVersion(_ v: OSVersion) -> String { v.minor == 0 && v.patch == 0 ? "\(v.major)" : "\(v)" }

    /// `scenario` as this combination plays it: the header's values replaced, each replacement
    /// noted for the transcript with the option and what the header said, and the name carrying
    /// the label (`walking-flow [de, no watch]`). Where the header names the phone the option
    /// names too (`skipReason`), the header's own value is kept, and the transcript says so.
    public func applied(to scenario: Scenario) -> Scenario {
        var s = scenario
        func note(_ key: String, _ option: String, header: String) {
            s.overrides[key] = "(from \(option), the header says \(header))"
        }
        // What the header says of `key`: its value, or, when it leaves the key out, that it says
        // none and what the default is (a header without seed: read "the header says 1").
        func said(_ key: String, _ value: String) -> String {
            scenario.place(of: key) == nil ? "none, so \(value)" : value
        }
        if let lang {
            if let own = scenario.lang {
                s.overrides["lang"] = "(its header's, which --lang \(lang) keeps: the same language)"
                s.lang = own
            } else {
                note("lang", "--lang", header: "none")
                s.lang = lang
            }
        }
        if let os {
            if scenario.os != nil {
                s.overrides["ios"] = "(its header's, as --ios \(os) gives)"
            } else {
                let from = scenario.osFrom.map { "\"\(Self.shortVersion($0))+\"" }
                note("ios", "--ios", header: from ?? "none, so iOS \(OSVersion.current)")
                s.os = os
            }
        }
        if let seed {
            note("seed", "--seed", header: said("seed", "\(scenario.seed)"))
            s.seed = seed
        }
        if let screen {
            note("screen", "--screen", header: said("screen", "\(scenario.screen)"))
            s.screen = screen
        }
        if let watch {
            if scenario.place(of: "watch") != nil {
                s.overrides["watch"] = "(its header's, which \(watch ? "--watch" : "--no-watch") keeps)"
            } else {
                note("watch", watch ? "--watch" : "--no-watch", header: said("watch", scenario.watch ? (scenario.watchModel ?? "paired") : "none"))
            }
            s.watch = watch
            if !watch { s.watchModel = nil }
        }
        if !variables.isEmpty {
            let given = variables.map { v in "\(v.name): " + (scenario.project.variables[v.name] ?? "unset") }
            s.overrides["vars"] = "(from --set, the header says " + given.joined(separator: ", ") + ")"
            for v in variables { s.project.variables[v.name] = v.value }
            s.variablesFromOptions.formUnion(variables.map(\.name))
        }
        if !label.isEmpty {
            s.name = caseName(scenario.name)
            s.caseLabel = label
        }
        return s
    }

    /// `scenario` as a case of a matrix plays it: every combination saves its own participant,
    /// as it takes its own screenshots (one file for all of them kept whichever case wrote
    /// last, at `--jobs 2` either). A run of one combination saves the file the step names.
    public func savingOwnStates(_ scenario: Scenario) -> Scenario {
        var s = scenario
        s.steps = s.steps.map { step in
            guard case .saveState(let path, let url) = step.kind else { return step }
            let file = Self.savedStateFile(path: path, url: url, label: label)
            return Step(kind: .saveState(path: file.path, url: file.url), line: step.line, column: step.column, source: step.source)
        }
        return s
    }

    /// The file a `saveState:` step writes in a case labelled `label`: the file's stem with the
    /// label (`participants/p.json` → `participants/p.de.no-watch.json`), in the same folder.
    public static func savedStateFile(path: String, url: URL, label: String) -> (path: String, url: URL) {
        let ext = url.pathExtension
        let name = fileName(url.deletingPathExtension().lastPathComponent, label: label) + (ext.isEmpty ? "" : "." + ext)
        return (PathText.join(PathText.parent(of: path), name), url.deletingLastPathComponent().appendingPathComponent(name))
    }

    /// A case's name in every report: the scenario's, with the label when there is one.
    public func caseName(_ scenarioName: String) -> String {
        let label = label
        return label.isEmpty ? scenarioName : "\(scenarioName) [\(label)]"
    }
}

/// `play`'s matrix: every value given for each repeatable option, and their cross product.
public struct PlayMatrix: Sendable, Equatable {
    public var langs: [String] = []
    public var oses: [OSVersion] = []
    public var seeds: [UInt64] = []
    public var screens: [ScreenSize] = []
    /// `--watch`, `--no-watch`, or both (each a combination).
    public var watches: [Bool] = []
    /// `--set` values grouped by variable, in the order first given: each variable given twice
    /// (`--set ENV=a --set ENV=b`) is a dimension; different variables go together.
    public var variables: [(name: String, values: [String])] = []

    public init() {}

    public static func == (a: PlayMatrix, b: PlayMatrix) -> Bool {
        a.langs == b.langs && a.oses == b.oses && a.seeds == b.seeds && a.screens == b.screens && a.watches == b.watches
            && a.variables.elementsEqual(b.variables) { $0.name == $1.name && $0.values == $1.values }
    }

    /// Adds `value` for the build variable `name`: a second value of one variable is another
    /// combination, not a replacement.
    public mutating func set(_ name: String, _ value: String) {
        if let i = variables.firstIndex(where: { $0.name == name }) {
            if !variables[i].values.contains(value) { variables[i].values.append(value) }
        } else {
            variables.append((name, [value]))
        }
    }

    /// Every combination, the first option's values varying slowest (`--lang en --lang de
    /// --watch --no-watch`: en with a watch, en without, de with, de without); one combination
    /// that sets nothing when no option is given.
    public var combinations: [PlayCombination] {
        var all = [PlayCombination()]
        func cross<T>(_ values: [T], _ set: (inout PlayCombination, T) -> Void) {
            guard !values.isEmpty else { return }
            all = all.flatMap { c in values.map { v in var c = c; set(&c, v); return c } }
        }
        cross(langs) { $0.lang = $1 }
        cross(oses) { $0.os = $1 }
        cross(seeds) { $0.seed = $1 }
        cross(screens) { $0.screen = $1 }
        cross(watches) { $0.watch = $1 }
        for variable in variables { cross(variable.values) { $0.variables.append((variable.name, $1)) } }
        return all
    }
}

/// `--shard I/N`: which of a run's cases this job plays, so that N jobs given 1/N … N/N play
/// every case once between them. Cases are counted in the run's own order (the files sorted by
/// path, then the combinations in the order given), never in the order a folder lists its
/// files, so every job, on any machine, makes the same split.
public struct PlayShard: Sendable, Equatable {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// As many jobs as a CI matrix is likely to have, and no more than a run can count.
    public static let maximumCount = 1000

    public init(index: Int, count: Int) { self.index = index; self.count = count }

    /// The whole run, in one job.
    public static let whole = PlayShard(index: 1, count: 1)

    /// Whether this job plays the `position`-th case (0-based): one in every `count`, dealt in
    /// turn, so the jobs' shares differ by at most one case.
    public func contains(_ position: Int) -> Bool { position % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
