import Foundation
import Simulation
import SensorKitSim
import SimCore
import StudyConfig

/// Reads a scenario file into a `Scenario`, collecting every problem (with its line and
/// column, and the likely fix) instead of stopping at the first.
public struct ScenarioParser {
    let file: String
    let folder: URL
    var errors: [ScenarioError] = []
    /// The seconds the `advance:` steps so far add up to.
    var advanced = 0.0
    /// The line of each `screenshot:` name so far: a second of one name would replace its files.
    var screenshotLines: [String: Int] = [:]

    /// `ScenarioLimits.maximumSeconds` in words, for messages.
    static let maximumSpan = "400 days"

    /// Every step's name, from the one table of steps.
    public static var stepNames: [String] { StepTable.names }
    static let headerKeys = ["name", "tags", "study", "target", "configuration", "vars", "required", "optional", "rates",
                             "seed", "start", "watch", "screen", "lang", "ios", "device", "link", "motion", "app", "given",
                             "state", "steps"]
    /// What a `state:` brings, so neither the header nor `play`'s matrix options can name it
    /// too (the saved value is what plays; the other would be reported but not played).
    public static let savedParticipantBrings = "the saved participant resumes with their own seed, clock, answers and Apple Watch"
    /// The settings `app:` takes: how the built-in study app behaves.
    static let appKeys = ["api", "requestOnlyUndetermined", "recordAuthorizedSensors", "dailyFetchAt", "fetchLag", "motion"]
    /// The settings the header's `motion:` takes: the phone's Motion & Fitness switches.
    static let motionKeys = ["fitnessTracking"]

    /// Parses `url`; throws every problem found at once.
    public static func parse(contentsOf url: URL, displayName: String? = nil) throws(ScenarioFileError) -> Scenario {
        let name = displayName ?? url.path
        let data: Data
        do { data = try InputFile.read(url, limit: ScenarioLimits.maximumFileBytes) } catch {
            throw ScenarioFileError(errors: [ScenarioError(file: name, line: 1, column: 1, message: error.message, suggestion: nil)])
        }
        return try parse(data, file: name, folder: url.deletingLastPathComponent())
    }

    public static func parse(_ data: Data, file: String, folder: URL) throws(ScenarioFileError) -> Scenario {
        let root: YAMLNode?
        do { root = try YAMLParser.parse(data, file: file) } catch {
            throw ScenarioFileError(errors: [ScenarioError(file: file, line: error.line, column: error.column,
                                                           message: "not valid YAML: \(error.message)", suggestion: nil)])
        }
        // A folder named without its final slash would resolve `p.json` beside it, not in it.
        var p = ScenarioParser(file: file, folder: folder.hasDirectoryPath ? folder : URL(fileURLWithPath: folder.path, isDirectory: true))
        let scenario = p.scenario(root)
        if !p.errors.isEmpty { throw ScenarioFileError(errors: p.errors) }
        return scenario
    }

    mutating func fail(_ node: YAMLNode?, _ message: String, suggestion: String? = nil) {
        let m = node?.mark ?? YAMLNode.Mark(line: 1, column: 1)
        errors.append(ScenarioError(file: file, line: m.line, column: m.column, message: message, suggestion: suggestion))
    }

    // MARK: Header

    mutating func scenario(_ root: YAMLNode?) -> Scenario {
        var s = Scenario(file: file, name: Scenario.stem(ofFile: file))
        guard let root, let map = root.mapping else {
            fail(root, "a scenario is a map with a header (name, study, …) and steps:")
            return s
        }
        for (k, v) in map {
            guard let key = k.scalar else { fail(k, "keys must be plain words"); continue }
            s.headerPlaces.append((key, v.mark))
            switch key {
            case "name":
                // A blank name made a report line "PASS    (flow.yaml)" and a JUnit case with no name.
                if let x = string(v, key) {
                    if x.allSatisfy(\.isWhitespace) { fail(v, "name: is empty; give the scenario a name, or leave name: out to use the file's") }
                    else { s.name = x }
                }
            case "tags":
                s.tags = strings(v, key)
                if v.sequence?.isEmpty == true { fail(v, "tags: the list is empty; name at least one tag, or leave tags: out") }
                // --tags '' is refused; a blank tag here is one no --tags could select.
                if s.tags.contains(where: { $0.allSatisfy(\.isWhitespace) }) { fail(v, "tags: a tag is empty; give each tag a name") }
            case "study":
                if let url = studyPath(v, key) { s.study = url }
            case "seed":
                if let x = string(v, key) { if let n = UInt64(x) { s.seed = n } else { fail(v, "seed: expected a whole number ≥ 0, got \(Self.shown(x))") } }
            case "start":
                if let x = string(v, key) {
                    if let d = ISODateTime.date(from: x), VirtualClock.supportedStarts.contains(d) { s.start = d }
                    else {
                        let why = ISODateTime.fieldProblem(x).map { " (\($0))" } ?? ""
                        fail(v, "start: expected an ISO 8601 date-time \(VirtualClock.supportedStartsText) such as 2026-03-02T08:00:00Z, got \(Self.shown(x))\(why)")
                    }
                }
            case "watch": watch(v, into: &s)
            case "screen": if let size = screenSize(v) { s.screen = size }
            case "required": s.studyOverrides.required = sensors(v, key)
            case "optional": s.studyOverrides.optional = sensors(v, key)
            case "rates": s.studyOverrides.rates = rates(v)
            case "lang": s.lang = string(v, key)
            case "ios":
                if let x = string(v, key) {
                    // `ios: "18+"`, as Apple's documentation writes availability: the flow holds
                    // from that release on, so `play --ios` plays it on any of them.
                    let trimmed = x.trimmingCharacters(in: .whitespaces), from = trimmed.hasSuffix("+")
                    do {
                        let version = try OSVersion(parsing: from ? String(trimmed.dropLast()) : x)
                        if !from { s.os = version }
                        // Played alone, "N+" runs the current release, which must be one of them.
                        else if version > OSVersion.current {
                            fail(v, "ios: \"\(x)\" starts after iOS \(OSVersion.current), the current release a flow without --ios runs; "
                                 + "write ios: \"\(version)\" for the beta alone")
                        } else { s.osFrom = version }
                    } catch { fail(v, "ios: \(error)" + (from ? " (\"18+\": this release and later)" : "")) }
                }
            case "device": if let d: DeviceFamily = choice(v, key) { s.device = d }
            case "link": s.link = choice(v, key)
            case "motion":
                guard let m = v.mapping else { fail(v, "motion: expected a map such as {fitnessTracking: off}"); continue }
                for (mk, mv) in m {
                    if mk.scalar == "fitnessTracking" { s.fitnessTracking = bool(mv, "fitnessTracking") }
                    else { unknown(mk, among: Self.motionKeys, what: "motion setting") }
                }
            case "app": s.app = appOverrides(v)
            case "given": s.given = earlierAnswers(v)
            case "state":
                if let x = path(v, key, naming: "a saved participant's file, relative to the scenario") {
                    let url = URL(fileURLWithPath: x, relativeTo: folder).standardizedFileURL
                    s.state = (x, url, v.mark.line)
                    // Checked before anything runs, as study: is: a file another scenario of the
                    // run saves would be read or not depending on --jobs, --shard and the order.
                    if !FileManager.default.fileExists(atPath: url.path) {
                        fail(v, "state: nothing at \(x) (relative to the scenario's folder): a saved participant must exist before the run "
                             + "(a saveState: step in another scenario of the same run would be played before or after this one "
                             + "depending on --jobs and --shard)",
                             suggestion: "save it once (\(ProgramName.current) run STUDY --state FILE, or a scenario's saveState:) and keep the file beside the scenario")
                    }
                }
            case "target": s.project.target = string(v, key)
            case "configuration": s.project.configuration = string(v, key)
            case "vars": s.project.variables = variables(v)
            case "steps":
                guard let list = v.sequence else { fail(v, "steps: expected a list of steps (each line starting with \"- \")"); continue }
                guard list.count <= ScenarioLimits.maximumSteps else {
                    fail(v, "steps: \(list.count) steps; a scenario has at most \(ScenarioLimits.maximumSteps)"); continue
                }
                s.steps = list.compactMap { step($0) }
                requireSubstance(list, steps: s.steps, at: v, key: k)
            default:
                unknown(k, among: Self.headerKeys, what: "header key")
            }
        }
        if root["steps"] == nil { fail(root, "the scenario has no steps:") }
        if errors.isEmpty { checkBudget(s) }
        if let problem = Self.readerProblem(s) {
            fail(root["app"]?["api"], problem.message, suggestion: problem.suggestion)
        }
        // A saved participant carries their seed, clock, answers and Watch; a header naming them too would be silently lost.
        if s.state != nil {
            for key in ["seed", "start", "given", "watch"] where root[key] != nil {
                fail(root[key], "\(key): cannot go with state:; \(Self.savedParticipantBrings)",
                     suggestion: "leave \(key): out, or start from a fresh install without state:")
            }
        }
        if let both = s.studyOverrides.required.first(where: s.studyOverrides.optional.contains) {
            fail(root["optional"], "\(both) is both required: and optional:; name it in one of them")
        }
        return s
    }

    /// `vars: {PRODUCT_NAME: mindLAMP}`: build variables an Xcode project's files leave open.
    mutating func variables(_ v: YAMLNode) -> [String: String] {
        guard let m = v.mapping else { fail(v, "vars: expected a map of build variables such as {PRODUCT_NAME: mindLAMP}"); return [:] }
        var variables: [String: String] = [:]
        for (mk, mv) in m {
            guard let name = mk.scalar, StudyLoadOptions.isVariableName(name) else {
                fail(mk, "vars: a build variable's name is a letter or _, then letters, digits and _"); continue
            }
            if let value = string(mv, name) { variables[name] = value }
        }
        return variables
    }

    /// A path a scenario names (`study:`, `update:`, `state:`, `saveState:`): an empty one
    /// named the scenario's own folder, so `study: ''` read "the study y does not load" and
    /// `saveState: ''` was "outside the scenario's folder".
    mutating func path(_ v: YAMLNode, _ key: String, naming what: String) -> String? {
        guard let x = string(v, key) else { return nil }
        guard !x.allSatisfy(\.isWhitespace) else { fail(v, "\(key): the path is empty; give \(what)"); return nil }
        return x
    }

    /// A study folder or Xcode project named relative to the scenario's folder.
    mutating func studyPath(_ v: YAMLNode, _ key: String) -> URL? {
        guard let x = path(v, key, naming: "a study folder or an Xcode project, relative to the scenario") else { return nil }
        let url = URL(fileURLWithPath: x, relativeTo: folder).standardizedFileURL
        // A folder, an .xcodeproj, or a folder holding one: the loader tells them apart.
        if !FileManager.default.fileExists(atPath: url.path) {
            fail(v, "\(key): nothing at \(x) (relative to the scenario's folder): give a study folder or an Xcode project")
        }
        return url
    }

    /// A scenario that does nothing, or checks nothing, would pass and prove nothing: an
    /// empty list (often an indentation slip), no `launch`, or no expectation is an error.
    private mutating func requireSubstance(_ list: [YAMLNode], steps: [Step], at v: YAMLNode, key: YAMLNode) {
        guard steps.count == list.count else { return }
        if list.isEmpty {
            fail(key, "steps: is empty, so the scenario would pass without doing anything (is the list indented under steps:?)")
        } else if !steps.contains(where: { $0.kind == .launch }) {
            fail(key, "steps: never launch the study app, so nothing is asked (add - launch)")
        } else if !steps.contains(where: \.kind.isExpectation) {
            fail(key, "steps: check nothing, so the scenario would pass whatever happens (add an expectation such as expectStatus:)")
        }
    }

    /// `watch: true | false`, or a Watch model such as `Watch7,12` (paired).
    private mutating func watch(_ v: YAMLNode, into s: inout Scenario) {
        guard let x = string(v, "watch") else { return }
        if x.hasPrefix("Watch") {
            guard SRDevice.isWatchProductType(x) else {
                fail(v, "watch: a model is written as Apple's identifier, such as Watch7,12; got \(Self.shown(x))"); return
            }
            s.watch = true
            s.watchModel = x
        } else if let b = Self.booleanWords[x.lowercased()] {
            s.watch = b
        } else {
            fail(v, "watch: expected on or off (or true/false), or a model such as Watch7,12; got \(Self.shown(x))")
        }
    }

    /// `screen: 120x40`, at least the terminal's minimum.
    private mutating func screenSize(_ v: YAMLNode) -> ScreenSize? {
        guard let x = string(v, "screen") else { return nil }
        do { return try ScreenSize(parsing: x) } catch {
            fail(v, "screen: \(error.message)"); return nil
        }
    }

    /// `rates: {accelerometer: 100}`: samples per second, for the sensors whose rate is a setting.
    private mutating func rates(_ v: YAMLNode) -> [SensorRate] {
        guard let m = v.mapping else { fail(v, "rates: expected a map of samples per second such as {accelerometer: 100}"); return [] }
        var out: [SensorRate] = []
        for (k, value) in m {
            guard let sensor = sensor(k, "rates"), let text = string(value, sensor.description) else { continue }
            switch SensorWords.rate(sensor, text) {
            case .success(let rate): out.append(rate)
            case .failure(let problem):
                fail(problem.concernsSensor ? k : value, "rates: " + problem.message, suggestion: problem.suggestion)
            }
        }
        return out
    }

    mutating func appOverrides(_ v: YAMLNode) -> Scenario.AppOverrides {
        var o = Scenario.AppOverrides()
        guard let m = v.mapping else { fail(v, "app: expected a map of study-app settings"); return o }
        for (k, value) in m {
            switch k.scalar {
            case "api":
                o.api = choice(value, "api", in: "app: ")
            case "requestOnlyUndetermined": o.requestOnlyUndetermined = bool(value, "requestOnlyUndetermined")
            case "recordAuthorizedSensors": o.recordAuthorizedSensors = bool(value, "recordAuthorizedSensors")
            case "dailyFetchAt":
                if let x = string(value, "dailyFetchAt") {
                    let parts = x.split(separator: ":").compactMap { Double($0) }
                    if parts.count == 2, (0..<24).contains(parts[0]), (0..<60).contains(parts[1]) { o.dailyFetchAt = parts[0] * 3600 + parts[1] * 60 }
                    else { fail(value, "dailyFetchAt: expected a time of day such as 03:00, got \(Self.shown(x))") }
                }
            case "fetchLag": o.fetchLag = duration(value, "fetchLag")
            case "motion":
                o.motion = choice(value, "motion", in: "app: ")
            default: unknown(k, among: Self.appKeys, what: "app setting")
            }
        }
        return o
    }

    // MARK: Values

    /// One of `T`'s names (`api: reader`), or nil with the names and the likely one; `context`
    /// names the map the key is in (`app: `).
    mutating func choice<T: RawRepresentable & CaseIterable>(_ v: YAMLNode, _ key: String, in context: String = "") -> T?
    where T.RawValue == String {
        guard let x = string(v, key) else { return nil }
        if let value = T(rawValue: x) { return value }
        let names = T.allCases.map(\.rawValue)
        fail(v, "\(context)\(key): expected one of \(names.joined(separator: ", ")), got \(Self.shown(x))",
             suggestion: NearestName.suggest(x, among: names).map { "did you mean \($0)?" })
        return nil
    }

    /// Fails `node`, whose value `got` is none of `names`, with `message` and the name it most
    /// likely meant (`authorised` → authorized, `allowed` → allow), as every closed list does.
    mutating func notOneOf(_ node: YAMLNode?, _ got: String, _ names: [String], _ message: String) {
        fail(node, message, suggestion: NearestName.suggest(got, among: names).map { "did you mean \($0)?" })
    }

    mutating func unknown(_ node: YAMLNode, among known: [String], what: String) {
        let name = node.scalar ?? "?"
        fail(node, "unknown \(what) \"\(name)\"",
             suggestion: NearestName.suggest(name, among: known).map { "did you mean \($0)?" } ?? "expected one of: \(known.joined(separator: ", "))")
    }

    mutating func string(_ v: YAMLNode, _ key: String) -> String? {
        guard let s = v.scalar else { fail(v, "\(key): expected a value, found \(v.kindName)"); return nil }
        guard s.count <= ScenarioLimits.maximumValueLength else {
            fail(v, "\(key): a value of \(s.count) characters; at most \(ScenarioLimits.maximumValueLength)"); return nil
        }
        return s
    }

    mutating func strings(_ v: YAMLNode, _ key: String) -> [String] {
        if let s = v.scalar { return [s] }
        guard let list = v.sequence else { fail(v, "\(key): expected a list"); return [] }
        return list.compactMap { string($0, key) }
    }

    /// A value as an error message shows it after "got": an empty one (YAML's ~ or null reads as
    /// one) is named, not left as nothing at the end of the line.
    static func shown(_ value: String) -> String { value.isEmpty ? "no value (~, null or '')" : value }

    /// The words a switch or a yes-or-no key takes, any case: the one list `bool` and `watch:` read.
    static let booleanWords: [String: Bool] = ["on": true, "true": true, "yes": true, "off": false, "false": false, "no": false]

    mutating func bool(_ v: YAMLNode, _ key: String) -> Bool? {
        guard let s = v.scalar else { fail(v, "\(key): expected on or off, found \(v.kindName)"); return nil }
        guard let b = Self.booleanWords[s.lowercased()] else {
            // An empty value (YAML's ~ or null reads as one) is named, not shown as nothing after "got".
            fail(v, "\(key): expected on or off (or true/false), got \(Self.shown(s))"); return nil
        }
        return b
    }

    mutating func sensor(_ v: YAMLNode, _ key: String) -> SRSensor? {
        guard let name = string(v, key) else { return nil }
        switch SensorWords.sensor(name) {
        case .success(let s): return s
        case .failure(let problem):
            fail(v, "\(key): " + problem.message, suggestion: problem.suggestion)
            return nil
        }
    }

    mutating func sensors(_ v: YAMLNode, _ key: String) -> [SRSensor] {
        if v.scalar != nil { return sensor(v, key).map { [$0] } ?? [] }
        guard let list = v.sequence else { fail(v, "\(key): expected a sensor or a list of sensors"); return [] }
        return list.compactMap { sensor($0, key) }
    }

    /// How a step names each device (`device: watch`), as it is read and written back.
    static let deviceWords: [(word: String, kind: SRDevice.Kind)] = [("iphone", .iPhone), ("watch", .appleWatch)]
    /// Other spellings read as a device, never written.
    private static let deviceAliases: [String: SRDevice.Kind] = ["applewatch": .appleWatch, "apple watch": .appleWatch]

    /// The word a step writes for `kind`.
    static func deviceWord(_ kind: SRDevice.Kind) -> String { deviceWords.first { $0.kind == kind }?.word ?? kind.rawValue }

    mutating func device(_ v: YAMLNode) -> SRDevice.Kind? {
        guard let s = string(v, "device") else { return nil }
        if let kind = Self.deviceWords.first(where: { $0.word == s.lowercased() })?.kind ?? Self.deviceAliases[s.lowercased()] {
            return kind
        }
        fail(v, "device: expected \(Self.deviceWords.map(\.word).joined(separator: " or ")), got \(Self.shown(s))")
        return nil
    }

    /// `90m`, `25h`, `3d`, `2w`, `45s`, or plain seconds (`TimeSpan`'s grammar).
    mutating func duration(_ v: YAMLNode, _ key: String) -> Double? {
        guard let s = string(v, key)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let d = Self.duration(s[...]) { return d }
        if TimeSpan(s) != nil {
            fail(v, "\(key): \(s) is longer than \(Self.maximumSpan), the most one step or window may span")
        } else {
            fail(v, "\(key): expected a duration such as 90m, 25h or 3d, got \(Self.shown(s))",
                 suggestion: TimeSpan.likelyMeant(s).map { "did you mean \($0)?" })
        }
        return nil
    }

    /// A duration within `ScenarioLimits.maximumSeconds`; nil when malformed or longer.
    static func duration(_ s: Substring) -> Double? {
        TimeSpan(s).flatMap { $0.seconds <= ScenarioLimits.maximumSeconds ? $0.seconds : nil }
    }
}

/// Every problem in one scenario file.
public struct ScenarioFileError: Error, Sendable, CustomStringConvertible {
    public let errors: [ScenarioError]
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
