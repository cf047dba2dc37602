/// Build settings resolved the way Xcode resolves them for one target and configuration.
///
/// The assignments are kept in one list, lowest priority first (derived defaults, the project's
/// xcconfig and its `#include`s in file order, the project level, the target's xcconfig, the
/// target level, then `--set` values). A name's value is its last assignment; `$(inherited)` in an
/// assignment means the value of the same name from the assignments before it; other `$(VAR)`
/// references resolve against the whole list, as Xcode evaluates them at the target level.
///
/// Expansion is memoised per assignment and bounded by `ExpansionLimits`, so settings that
/// double one another (`A = $(B)$(B)`, `B = $(C)$(C)`, …) end at once with an error naming the
/// assignment whose value grew too long, rather than building a value of 2^27 characters.
struct BuildSettings {
    /// A variable some value uses that nothing defines.
    struct Undefined: Equatable {
        let name: String
        /// The assignment whose value used it; nil when the text came from outside (Info.plist).
        let usedBy: BuildSettingAssignment?
        /// Used inside another reference's name (`$(BUILD_$(CI))`), where empty is a value the
        /// file may mean: the name it makes is reported on its own when nothing defines it.
        var insideName = false
        /// Something defines it, but its value leads back to the setting being expanded: a loop
        /// (`A = $(B)`, `B = $(A)`), not a missing definition.
        var inLoop = false
    }

    /// Where text being expanded was written, for the error when it grows past a limit.
    struct Site {
        let file: String
        let line: Int?
    }

    private(set) var assignments: [BuildSettingAssignment]
    private(set) var undefined: [Undefined] = []
    /// Each name's assignment positions, ascending: the lookup of "the last one below" is a
    /// search of a few entries rather than of every assignment.
    private let positions: [String: [Int]]
    /// Expanded values by assignment position. A value cut short by a cycle is not kept: it
    /// depends on where the expansion started.
    private var memo: [Int: String] = [:]
    /// Cycles met so far; a value whose expansion met one is not memoised.
    private var cuts = 0
    /// References expanded and characters produced so far, against `ExpansionLimits`.
    private var expansions = 0
    private var produced = 0
    /// Expansion of one value may not nest deeper than this (a cycle, or a pathological file).
    private static let maximumDepth = 32

    init(_ assignments: [BuildSettingAssignment]) {
        self.assignments = assignments
        var positions: [String: [Int]] = [:]
        for (i, a) in assignments.enumerated() { positions[a.name, default: []].append(i) }
        self.positions = positions
    }

    /// Whether any assignment sets `name`.
    func isDefined(_ name: String) -> Bool { positions[name] != nil }

    /// The last assignment of `name`: where its value was written.
    func assignment(_ name: String) -> BuildSettingAssignment? { positions[name]?.last.map { assignments[$0] } }

    /// The expanded value of `name`; nil when nothing defines it. Undefined references inside it
    /// stay as written (and are recorded in `undefined`). Throws when the expansion passes
    /// `ExpansionLimits`, naming the assignment where it did.
    mutating func value(_ name: String) throws(StudyLoadError) -> String? {
        var stack: [Int] = []
        return try value(name, below: assignments.count, stack: &stack)
    }

    /// Expands `$(VAR)` and `${VAR}` in text from outside the settings (written at `site`).
    /// Returns the text with every undefined reference left as written, and the names of those
    /// references.
    mutating func expand(_ text: String, at site: Site) throws(StudyLoadError) -> (text: String, unresolved: [String]) {
        // A byte test: `contains("$")` would be Foundation's string search, with a locale.
        guard text.utf8.contains(UInt8(ascii: "$")) else { return (text, []) }
        var stack: [Int] = []
        var unresolved: [String] = []
        let out = try expand(text[...], inherited: nil, usedBy: nil, site: site, stack: &stack, unresolved: &unresolved)
        return (out, unresolved)
    }

    private func lastIndex(of name: String, below limit: Int) -> Int? {
        positions[name]?.last { $0 < limit }
    }

    private mutating func value(_ name: String, below limit: Int, stack: inout [Int]) throws(StudyLoadError) -> String? {
        guard let index = lastIndex(of: name, below: limit) else { return nil }
        if let v = memo[index] { return try count(v, site: site(of: assignments[index])) }
        let a = assignments[index]
        // Too deep is an error of its own: cut silently, the reference stayed as written and the
        // values above it grew from that text, so a later limit named the wrong setting.
        if stack.count >= Self.maximumDepth {
            let chain = stack.suffix(3).map { "$(\(assignments[$0].name))" }.joined(separator: " → ")
            throw StudyLoadError(file: a.file, line: a.line,
                                 message: "build settings refer to one another more than \(Self.maximumDepth) deep (… \(chain) → $(\(name))): is one defined through a long chain of others?")
        }
        // Keyed by position: `$(inherited)` evaluates the same name lower down, which is no cycle.
        guard !stack.contains(index) else {
            cuts += 1
            return nil
        }
        stack.append(index)
        defer { stack.removeLast() }
        let cutsBefore = cuts
        var ignored: [String] = []
        let v = try expand(a.value[...], inherited: (name, index), usedBy: a, site: site(of: a), stack: &stack, unresolved: &ignored)
        if cuts == cutsBefore { memo[index] = v }
        return try count(v, site: site(of: a))
    }

    private func site(of a: BuildSettingAssignment) -> Site { Site(file: a.file, line: a.line) }

    /// Charges one reference that resolved to `v` against the limits.
    private mutating func count(_ v: String, site: Site) throws(StudyLoadError) -> String {
        expansions += 1
        produced += v.utf8.count
        if expansions > ExpansionLimits.maximumReferences {
            throw StudyLoadError(file: site.file, line: site.line,
                                 message: "build settings expand more than \(ExpansionLimits.maximumReferences) $(…) references in all: do settings refer to one another in a loop of copies?")
        }
        if produced > ExpansionLimits.maximumTotalLength {
            throw StudyLoadError(file: site.file, line: site.line,
                                 message: "build settings expand to more than \(ExpansionLimits.maximumTotalLength) characters in all: does a setting repeat a long one many times?")
        }
        return v
    }

    /// `text` with its references expanded. An undefined reference stays as written, except
    /// inside another reference's name (`insideName`): there it is empty, as Xcode makes it, so
    /// `$(BUILD_CI_$(CI))` with no `CI` reads `BUILD_CI_` (ORKCatalog's xcconfig counts on it).
    private mutating func expand(_ text: Substring, inherited: (name: String, index: Int)?, usedBy: BuildSettingAssignment?,
                                 site: Site, stack: inout [Int], unresolved: inout [String],
                                 insideName: Bool = false) throws(StudyLoadError) -> String {
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let next = text.index(after: i)
            guard c == "$", next < text.endIndex, text[next] == "(" || text[next] == "{",
                  let close = Self.matchingClose(text, open: next) else {
                out.append(c)
                i = next
                continue
            }
            let written = text[i...close]
            let inner = try expand(text[text.index(after: next)..<close], inherited: inherited, usedBy: usedBy, site: site,
                                   stack: &stack, unresolved: &unresolved, insideName: true)
            var parts = inner.split(separator: ":", omittingEmptySubsequences: false)
            let name = String(parts.removeFirst())
            var resolved: String?
            if name.isEmpty {
                // `$()` is empty on purpose: xcconfig files write `https:/$()/host` so `//` is not a comment.
                resolved = ""
            } else if name == "inherited" {
                if let inherited { resolved = try value(inherited.name, below: inherited.index, stack: &stack) ?? "" } else { resolved = "" }
            } else if let inherited, inherited.name == name {
                // A setting that names itself (`PRODUCT_NAME = $(PRODUCT_NAME).dev`, or a --set
                // value doing so) extends the value below it, as `$(inherited)` would.
                resolved = try value(name, below: inherited.index, stack: &stack) ?? ""
            } else if let v = try value(name, below: assignments.count, stack: &stack) {
                // Inside a name, what stayed unexpanded in the value (undefined) is empty too:
                // `$(B_$(C))` with `C = $(UNDEF)` reads `B_`, as Xcode reads it.
                resolved = insideName ? Self.withoutReferences(v) : v
            } else if parts.contains(where: { $0.hasPrefix("default=") }) {
                resolved = ""
            } else {
                unresolved.append(name)
                let u = Undefined(name: name, usedBy: usedBy, insideName: insideName, inLoop: isDefined(name))
                if !undefined.contains(u) { undefined.append(u) }
                if insideName { resolved = "" }
            }
            if let resolved {
                out += parts.reduce(resolved) { BuildSettingOperator.apply($1, to: $0) }
            } else {
                out += written
            }
            if out.utf8.count > ExpansionLimits.maximumValueLength {
                let what = usedBy.map { "the value of \($0.name)" } ?? "the text"
                throw StudyLoadError(file: site.file, line: site.line,
                                     message: "\(what) grows past \(ExpansionLimits.maximumValueLength) characters as its $(…) references are expanded (does a setting repeat another that repeats a third?)")
            }
            i = text.index(after: close)
        }
        return out
    }

    /// `text` with every `$(…)` and `${…}` left in it removed: the references an expanded value
    /// still holds are the undefined ones.
    private static func withoutReferences(_ text: String) -> String {
        guard text.contains("$") else { return text }
        let t = Substring(text)
        var out = ""
        var i = t.startIndex
        while i < t.endIndex {
            let next = t.index(after: i)
            if t[i] == "$", next < t.endIndex, t[next] == "(" || t[next] == "{", let close = matchingClose(t, open: next) {
                i = t.index(after: close)
            } else {
                out.append(t[i])
                i = next
            }
        }
        return out
    }

    /// The index of the bracket that closes the one at `open`, counting nested pairs of its kind.
    private static func matchingClose(_ text: Substring, open: Substring.Index) -> Substring.Index? {
        let (o, c): (Character, Character) = text[open] == "(" ? ("(", ")") : ("{", "}")
        var depth = 0
        var i = open
        while i < text.endIndex {
            if text[i] == o { depth += 1 } else if text[i] == c {
                depth -= 1
                if depth == 0 { return i }
            }
            i = text.index(after: i)
        }
        return nil
    }
}
