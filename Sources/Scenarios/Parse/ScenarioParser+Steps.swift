import Foundation
import SensorKitSim
import SimCore
import StudyConfig
import TerminalUI

extension ScenarioParser {
    /// One step: a bare word (`launch`) or a one-key map (`allow: accelerometer`), read by the
    /// step's own definition in `StepTable`.
    mutating func step(_ node: YAMLNode) -> Step? {
        let name: String
        let arg: YAMLNode?
        let nameNode: YAMLNode
        if let s = node.scalar {
            name = s; arg = nil; nameNode = node
        } else if let m = node.mapping, m.count == 1, let k = m[0].key.scalar {
            name = k; arg = m[0].value; nameNode = m[0].key
        } else {
            fail(node, "a step is a word (launch) or a one-key map (allow: accelerometer), found \(node.kindName)")
            return nil
        }
        guard let definition = StepTable.named(name) else {
            unknown(nameNode, among: StepTable.names, what: "step")
            return nil
        }
        let source = arg.map { "\(name): \(Self.render($0))" } ?? name
        let argument = StepArgument(name: name, value: arg, node: node, syntax: definition.argument)
        return definition.parse(&self, argument).map { Step(kind: $0, line: node.mark.line, column: node.mark.column, source: source) }
    }

    /// `kind` for a bare word; a value after it is an error.
    mutating func noArgument(_ a: StepArgument, _ kind: Step.Kind) -> Step.Kind? {
        if let value = a.value { fail(value, "\(a.name) takes no value"); return nil }
        return kind
    }

    /// The step's value; without one, an error showing how the step is written.
    mutating func needs(_ a: StepArgument) -> YAMLNode? {
        if let value = a.value { return value }
        let what = a.syntax ?? "a value"
        fail(a.node, "\(a.name) needs \(what), as in \(a.name): \(what)")
        return nil
    }

    /// `press: [Down, Enter, q]`: each name resolved to its key now, so an unknown one is an
    /// error at its place.
    mutating func keys(_ a: YAMLNode) -> [Key]? {
        let names = strings(a, "press")
        if a.sequence?.isEmpty == true { fail(a, "press: no keys; write the keys to press, as in press: [Down, Enter]"); return nil }
        // Every name was refused where it stands (too long, not a value): nothing more to say.
        if names.isEmpty { return nil }
        if names.count > ScenarioLimits.maximumKeysPerPress {
            fail(a, "press: \(names.count) keys; one step presses at most \(ScenarioLimits.maximumKeysPerPress)"); return nil
        }
        var keys: [Key] = []
        for (i, k) in names.enumerated() {
            if let key = KeyName.key(k) { keys.append(key); continue }
            // YAML's ~ or null reads as empty: no name to suggest a neighbour of.
            if k.isEmpty {
                fail(a.sequence?[i] ?? a, "press: a key with no name (~, null or ''); write the key, such as Enter"); continue
            }
            fail(a.sequence?[i] ?? a, "press: unknown key \(k)",
                 suggestion: KeyName.suggestion(for: k).map { "did you mean \($0)?" }
                     ?? "keys: \(KeyName.names.joined(separator: ", ")) or one character")
        }
        return keys.count == names.count ? keys : nil
    }

    /// `{accelerometer: true}`.
    mutating func recordings(_ a: YAMLNode) -> [RecordingExpectation]? {
        guard let m = a.mapping else { fail(a, "expectRecording: expected a map such as {accelerometer: true}"); return nil }
        guard !m.isEmpty else { fail(a, "expectRecording: names no sensor, so it checks nothing; write {accelerometer: true}"); return nil }
        var out: [RecordingExpectation] = []
        for (k, v) in m { if let s = sensor(k, "expectRecording"), let b = bool(v, s.description) { out.append(.init(sensor: s, recording: b)) } }
        return out
    }

    /// `"text"` (plain) or `{regex: "pattern"}`, within the length limit. `drawn`: the check reads
    /// what the terminal draws, where a control character shows as `\u{1B}`, never as itself
    /// (the characters `VisibleText` escapes, bidirectional overrides among them).
    mutating func textPattern(_ a: YAMLNode, _ name: String, drawn: Bool = false) -> TextPattern? {
        guard let m = a.mapping else {
            // Never drawn as itself, such text is never found: expectNoScreen: "\e[31m" passed whatever the screen showed.
            // What the screen escapes is VisibleText's to decide (a carriage return too, though Unicode calls it whitespace).
            if drawn, let text = a.scalar,
               let code = text.unicodeScalars.lazy.map({ VisibleText.escaped(String($0)) }).first(where: { $0.unicodeScalars.count > 1 }) {
                fail(a, "\(name): the text holds \(code), a character the screen never draws as itself: "
                     + "the text is never on screen, so the check checks nothing",
                     suggestion: "to find it as the screen shows it, write \(code) in single quotes")
                return nil
            }
            return checkedPattern(a, name, regex: false)
        }
        guard m.count == 1, m[0].key.scalar == "regex" else {
            fail(a, "\(name): expected text, or {regex: PATTERN} for a regular expression"); return nil
        }
        return checkedPattern(m[0].value, name, regex: true)
    }

    /// The text or regular expression in `node`, within the pattern limits (not empty, not
    /// too long, a regex that compiles): every spelling of a pattern passes here.
    private mutating func checkedPattern(_ node: YAMLNode, _ name: String, regex: Bool) -> TextPattern? {
        guard let text = string(node, name) else { return nil }
        guard !text.isEmpty else { fail(node, "\(name): empty text matches everything; give the text to look for"); return nil }
        // Spaces alone are found in nearly every event and log line, and ruled out they are never
        // on a screen (whose words are read one space apart): either way the check checks nothing.
        guard !text.allSatisfy(\.isWhitespace) else {
            fail(node, "\(name): text of spaces alone checks nothing (nearly every line holds a space); give the words to look for"); return nil
        }
        guard text.count <= ScenarioLimits.maximumPatternLength else {
            fail(node, "\(name): \(text.count) characters; a pattern has at most \(ScenarioLimits.maximumPatternLength)"); return nil
        }
        guard regex else { return .text(text) }
        if let problem = TextPattern.problem(compiling: text) {
            fail(node, "\(name): \(problem.message)",
                 suggestion: problem.offset == nil ? nil : "or look for plain text: \(name): \"…\" matches it literally")
            return nil
        }
        // A pattern the empty text matches (`x*`, `^`, `(a|)`) is found in every text: expected,
        // it passes whatever happened; ruled out, it fails whatever happened.
        if TextPattern.matchesEmptyText(regex: text) {
            fail(node, "\(name): /\(text)/ matches the empty text, so it is found in every text and checks nothing",
                 suggestion: "make it need at least one character (x+ rather than x*)")
            return nil
        }
        return .regex(text)
    }

    mutating func settings(_ a: YAMLNode) -> SettingsChange? {
        guard let m = a.mapping else { fail(a, "settings: expected a map such as {deny: [accelerometer]}"); return nil }
        var c = SettingsChange()
        let errorsBefore = errors.count
        for (k, v) in m {
            switch k.scalar {
            case "allow": c.allow = sensors(v, "allow")
            case "deny": c.deny = sensors(v, "deny")
            case "fitnessTracking": c.fitnessTracking = bool(v, "fitnessTracking")
            case "motion": c.motion = bool(v, "motion")
            case "collection": c.collection = bool(v, "collection")
            case "deleteData": c.deleteData = sensors(v, "deleteData")
            case "backgroundAppRefresh": c.backgroundAppRefresh = bool(v, "backgroundAppRefresh")
            case "lowPowerMode": c.lowPowerMode = bool(v, "lowPowerMode")
            default: unknown(k, among: ["allow", "deny", "fitnessTracking", "motion", "collection", "deleteData",
                                        "backgroundAppRefresh", "lowPowerMode"], what: "settings change")
            }
        }
        if c.changesNothing, errors.count == errorsBefore { fail(a, "settings: changes nothing; write a change such as {deny: [accelerometer]}") }
        return c
    }

    mutating func fetch(_ a: YAMLNode) -> FetchSpec? {
        guard let m = a.mapping else { fail(a, "fetch: expected a map such as {sensor: accelerometer, last: 24h}"); return nil }
        guard let sn = a["sensor"] else { fail(a, "fetch: which sensor? add sensor: SENSOR"); return nil }
        guard let s = sensor(sn, "sensor") else { return nil }
        var spec = FetchSpec(sensor: s)
        let errorsBefore = errors.count
        for (k, v) in m {
            switch k.scalar {
            case "sensor": break
            case "device": spec.device = device(v) ?? .iPhone
            case "last": spec.last = duration(v, "last")
            case "from": spec.from = relativeTime(v, "from")
            case "to": spec.to = relativeTime(v, "to")
            default: unknown(k, among: ["sensor", "device", "last", "from", "to"], what: "fetch setting")
            }
        }
        // A window already refused (last: 401d, lst: 24h) is that one error, not also "give last:".
        if spec.last == nil && (spec.from == nil || spec.to == nil) && errors.count == errorsBefore {
            fail(a, "fetch: give last: 24h, or both from: and to: (e.g. from: -8d, to: -1d)")
        } else if spec.last != nil && (spec.from != nil || spec.to != nil) {
            fail(a, "fetch: give last: or from: and to:, not both (last: 24h is from: -24h, to: 0)")
        }
        return spec
    }

    /// `-25h` (25 hours ago), `0` (now).
    private mutating func relativeTime(_ v: YAMLNode, _ key: String) -> Double? {
        guard let s = string(v, key) else { return nil }
        let negative = s.hasPrefix("-")
        guard let d = Self.duration(negative ? s.dropFirst() : s[...]) else {
            fail(v, "\(key): expected a time relative to now such as -25h, at most \(Self.maximumSpan) away, got \(Self.shown(s))",
                 suggestion: TimeSpan.likelyMeant(negative ? s.dropFirst() : s[...]).map { "did you mean \(negative ? "-" : "")\($0)?" })
            return nil
        }
        return negative ? -d : d
    }

    mutating func statuses(_ a: YAMLNode) -> [StatusExpectation]? {
        guard let m = a.mapping else { fail(a, "expectStatus: expected a map such as {accelerometer: authorized}"); return nil }
        guard !m.isEmpty else { fail(a, "expectStatus: names no sensor, so it checks nothing; write {accelerometer: authorized}"); return nil }
        var out: [StatusExpectation] = []
        for (k, v) in m {
            guard let value = string(v, k.scalar ?? "status") else { continue }
            if k.scalar == "motion" {
                let allowed = ["notDetermined", "restricted", "denied", "authorized"]
                if allowed.contains(value) { out.append(.motion(value)) }
                else { notOneOf(v, value, allowed, "motion: expected one of \(allowed.joined(separator: ", ")), got \(Self.shown(value))") }
                continue
            }
            // Motion & Fitness is a key of its own here: a slip of it is not an unknown sensor.
            if let name = k.scalar, SensorCatalog.sensor(named: name) == nil,
               NearestName.suggest(name, among: SensorCatalog.all.map(\.swiftName) + ["motion"]) == "motion" {
                fail(k, "expectStatus: unknown key \"\(name)\" (a sensor's SRSensor name, or motion for Motion & Fitness)",
                     suggestion: "did you mean motion?")
                continue
            }
            guard let s = sensor(k, "expectStatus") else { continue }
            if let st = SRAuthorizationStatus.allCases.first(where: { $0.description == value }) { out.append(.sensor(s, st)) }
            else {
                notOneOf(v, value, SRAuthorizationStatus.allCases.map(\.description),
                         "\(s): expected authorized, denied or notDetermined, got \(Self.shown(value))")
            }
        }
        return out
    }

    mutating func fetchExpectation(_ a: YAMLNode) -> FetchExpectation? {
        guard a.mapping != nil, let sn = a["sensor"] else { fail(a, "expectFetch: expected a map with sensor: SENSOR"); return nil }
        guard let s = sensor(sn, "sensor") else { return nil }
        var e = FetchExpectation(sensor: s)
        for (k, v) in a.mapping ?? [] {
            switch k.scalar {
            case "sensor": break
            case "device": e.device = device(v)
            case "results": e.results = count(v, "results")
            case "samples": e.samples = count(v, "samples")
            case "completed": e.completed = bool(v, "completed")
            case "window": e.window = window(v)
            case "error":
                let codes = SRError.Code.allCases.map(\.description) + ["none"]
                if let x = string(v, "error") {
                    if codes.contains(x) { e.error = x }
                    else {
                        fail(v, "error: unknown SensorKit error \(x)",
                             suggestion: NearestName.suggest(x, among: codes).map { "did you mean \($0)?" } ?? "one of \(codes.joined(separator: ", "))")
                    }
                }
            case "reason":
                let reasons = EmptyFetchReason.allCases.map(\.rawValue)
                if let x = string(v, "reason") {
                    if let r = EmptyFetchReason(rawValue: x) { e.reason = r }
                    else { fail(v, "reason: unknown reason \(x) (one of \(reasons.joined(separator: ", ")))",
                                suggestion: NearestName.suggest(x, among: reasons).map { "did you mean \($0)?" }) }
                }
            default:
                unknown(k, among: ["sensor", "device", "results", "samples", "completed", "error", "window", "reason"],
                        what: "expectFetch setting")
            }
        }
        // Only a sensor (and a device) checks nothing about the fetch: a failed one passed.
        let checks = ["results", "samples", "completed", "error", "window", "reason"]
        if !checks.contains(where: { a[$0] != nil }) {
            fail(a, "expectFetch: names nothing to check, so a fetch that failed would pass; add "
                 + "results:, samples:, completed:, error:, window: or reason:",
                 suggestion: "completed: true checks that it completed")
        }
        if e.reason == .noFetchRan {
            // A fetch that never ran has no results, samples, completion or error: a key that
            // asks for one would be checked against nothing.
            for key in ["results", "samples", "completed", "error"] where a[key] != nil {
                fail(a[key], "expectFetch: \(key): does not go with reason: noFetchRan; no fetch ran, so there is nothing to compare",
                     suggestion: "leave \(key): out, or expect a fetch that ran (fetchNow, or a fetch: step)")
            }
        }
        return e
    }

    /// `12`, `">=100"`, `"<5"`, `"10..20"`.
    private mutating func count(_ v: YAMLNode, _ key: String) -> CountExpectation? {
        guard let text = string(v, key) else { return nil }
        if let c = CountExpectation(text) {
            guard c.lower ?? 0 > 0 || c.upper != nil else {
                fail(v, "\(key): \(text) holds for every count, so it checks nothing; give a bound such as \">0\"")
                return nil
            }
            // No fetch returns more results than a scenario may have generated in all.
            if key == "results", c.lower ?? 0 <= 0, let upper = c.upper, Double(upper) >= ScenarioLimits.maximumResults {
                fail(v, "results: \(text) holds for every count a fetch can return (a scenario generates at most "
                     + "\(Int(ScenarioLimits.maximumResults)) results), so it checks nothing; give a bound such as \">0\" or \"<5000\"")
                return nil
            }
            return c
        }
        fail(v, "\(key): expected a count such as 12, \">=100\", \">0\", \"<5\" or \"10..20\", got \(text)")
        return nil
    }

    /// `TEXT`, `{regex: PATTERN}`, or `{pattern: TEXT | regex: PATTERN, times: N}`.
    mutating func eventExpectation(_ a: YAMLNode, present: Bool, _ name: String) -> EventExpectation? {
        guard let m = a.mapping, m.contains(where: { $0.key.scalar == "pattern" || $0.key.scalar == "times" }) else {
            return textPattern(a, name).map { EventExpectation(pattern: $0, present: present) }
        }
        var pattern: TextPattern?
        var times: CountExpectation?
        var patternKey: String?
        for (k, v) in m {
            if let key = k.scalar, key == "pattern" || key == "regex" {
                if let first = patternKey {
                    fail(k, "\(name): \(first): and \(key): are two patterns; one expectation looks for one (write two steps for two)")
                    continue
                }
                patternKey = key
            }
            switch k.scalar {
            case "pattern": pattern = textPattern(v, "pattern")
            case "regex": pattern = checkedPattern(v, "regex", regex: true)
            case "times" where present: times = count(v, "times")
            case "times": fail(k, "\(name): times: does not go with a negated expectation (use expectEvent: {pattern: …, times: 0})")
            default: unknown(k, among: ["pattern", "regex", "times"], what: "\(name) setting")
            }
        }
        guard let pattern else { fail(a, "\(name): expected pattern: TEXT or regex: PATTERN beside times:"); return nil }
        var e = EventExpectation(pattern: pattern, present: present)
        e.times = times
        return e
    }

    /// `{from: -30h, to: -25h}` relative to the fetch, or ISO 8601 times.
    private mutating func window(_ v: YAMLNode) -> WindowExpectation? {
        guard let m = v.mapping else { fail(v, "window: expected {from: -30h, to: -25h} or ISO 8601 times"); return nil }
        var w = WindowExpectation()
        for (k, value) in m {
            guard k.scalar == "from" || k.scalar == "to" else { unknown(k, among: ["from", "to"], what: "window end"); continue }
            guard let text = string(value, k.scalar ?? "") else { continue }
            let end: WindowExpectation.End
            let negative = text.hasPrefix("-")
            // A duration first: no duration reads as a date, and asking Foundation costs a formatter.
            if let r = Self.duration(negative ? text.dropFirst() : text[...]) { end = .relative(negative ? -r : r) }
            else if let d = ISODateTime.date(from: text) { end = .absolute(d.timeIntervalSinceReferenceDate) }
            else {
                let why = ISODateTime.fieldProblem(text).map { " (\($0))" } ?? ""
                fail(value, "window: \(k.scalar ?? ""): expected a time relative to the fetch such as -25h, or an ISO 8601 time, got \(text)\(why)")
                continue
            }
            if k.scalar == "from" { w.from = end } else { w.to = end }
        }
        return w
    }

    /// `allowAll: {except: [heartRate], onRequired: changeChoice}`.
    mutating func allExcept(_ a: YAMLNode, allow: Bool, _ name: String) -> SheetAnswers? {
        guard let m = a.mapping else { fail(a, "\(name): expected nothing, or a map such as {except: [heartRate]}"); return nil }
        var plan = SheetAnswers(otherwise: allow, onRequired: .stop)
        for (k, v) in m {
            switch k.scalar {
            case "except": for s in sensors(v, "except") { plan.answers[s] = !allow }
            case "onRequired": plan.onRequired = onRequired(v) ?? plan.onRequired
            default: unknown(k, among: ["except", "onRequired"], what: "\(name) setting")
            }
        }
        return plan
    }

    /// `answer: {heartRate: deny, accelerometer: allow, default: allow, onRequired: changeChoice}`.
    mutating func answers(_ a: YAMLNode) -> SheetAnswers? {
        guard let m = a.mapping else { fail(a, "answer: expected a map such as {heartRate: deny, default: allow}"); return nil }
        var plan = SheetAnswers(tapsDone: true)
        for (k, v) in m {
            if k.scalar == "onRequired" { plan.onRequired = onRequired(v) ?? plan.onRequired; continue }
            let isDefault = k.scalar == "default"
            // A slip in one of the two setting names is not a sensor the value must answer.
            if !isDefault, let key = k.scalar, SensorCatalog.sensor(named: key) == nil,
               let meant = NearestName.suggest(key, among: ["default", "onRequired"]) {
                fail(k, "unknown answer setting \"\(key)\"", suggestion: "did you mean \(meant)?"); continue
            }
            guard let value = string(v, k.scalar ?? "answer") else { continue }
            guard value == "allow" || value == "deny" else {
                notOneOf(v, value, ["allow", "deny"], "answer: \(k.scalar ?? "?"): expected allow or deny, got \(Self.shown(value))"); continue
            }
            if isDefault { plan.otherwise = value == "allow"; continue }
            if let s = sensor(k, "answer") { plan.answers[s] = value == "allow" }
        }
        return plan
    }

    private mutating func onRequired(_ v: YAMLNode) -> SheetAnswers.OnRequired? {
        guard let x = string(v, "onRequired") else { return nil }
        if let choice = SheetAnswers.OnRequired(rawValue: x) { return choice }
        fail(v, "onRequired: expected \(SheetAnswers.OnRequired.namesInWords), got \(Self.shown(x))",
             suggestion: NearestName.suggest(x, among: SheetAnswers.OnRequired.names).map { "did you mean \($0)?" })
        return nil
    }

    /// A value as a report labels its step (`say: "First line\nSecond line"`): on one line, as
    /// the transcript and the text report give each step one (a block scalar's later lines
    /// stood at the margin, no longer read as the step's).
    static func render(_ node: YAMLNode) -> String {
        if case .scalar(let s, _) = node { return oneLine(s) }
        var text = ""
        render(node, into: &text)
        return text
    }

    /// A scalar as written, or quoted with its line breaks escaped when it spans lines.
    private static func oneLine(_ s: String) -> String {
        s.unicodeScalars.contains(where: startsNewline) ? YAMLText.quote(s) : s
    }

    /// Whether a character starting with `scalar` is a line break (`Character.isNewline`, which
    /// reads a character's first scalar): each of these begins a character (a line feed after a
    /// carriage return is in the carriage return's, itself one of them), so looking at the
    /// scalars finds what looking at the characters did, without breaking the text into
    /// characters (a tenth of parsing a scenario file).
    private static func startsNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `render` written onto the end of `text`, in one string for a whole node.
    private static func render(_ node: YAMLNode, into text: inout String) {
        switch node {
        case .scalar(let s, _):
            text += oneLine(s)
        case .sequence(let items, _):
            text += "["
            for (i, item) in items.enumerated() {
                if i > 0 { text += ", " }
                render(item, into: &text)
            }
            text += "]"
        case .mapping(let pairs, _):
            text += "{"
            for (i, pair) in pairs.enumerated() {
                if i > 0 { text += ", " }
                render(pair.key, into: &text)
                text += ": "
                render(pair.value, into: &text)
            }
            text += "}"
        }
    }
}
