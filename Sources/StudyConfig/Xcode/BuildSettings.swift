/// Build settings resolved the way Xcode resolves them for one target and configuration.
///
/// The assignments are kept in one list, lowest priority first (derived defaults, the project's
/// xcconfig and its `#include`s in file order, the project level, the target's xcconfig, the
/// target level, then `--set` values). A name's value is its last assignment; `$(inherited)` in an
/// assignment means the value of the same name from the assignments before it; other `$(VAR)`
/// references resolve against the whole list, as Xcode evaluates them at the target level.
struct BuildSettings {
    /// A variable some value uses that nothing defines.
    struct Undefined: Equatable {
        let name: String
        /// The assignment whose value used it; nil when the text came from outside (Info.plist).
        let usedBy: BuildSettingAssignment?
    }

    private(set) var assignments: [BuildSettingAssignment]
    private(set) var undefined: [Undefined] = []
    private var cache: [String: String] = [:]
    /// Expansion of one value may not nest deeper than this (a cycle, or a pathological file).
    private static let maximumDepth = 32

    init(_ assignments: [BuildSettingAssignment]) { self.assignments = assignments }

    /// Whether any assignment sets `name`.
    func isDefined(_ name: String) -> Bool { assignments.contains { $0.name == name } }

    /// The last assignment of `name`: where its value was written.
    func assignment(_ name: String) -> BuildSettingAssignment? { assignments.last { $0.name == name } }

    /// The expanded value of `name`; nil when nothing defines it. Undefined references inside it
    /// stay as written (and are recorded in `undefined`).
    mutating func value(_ name: String) -> String? {
        if let v = cache[name] { return v }
        var stack: [String] = []
        guard let v = value(name, below: assignments.count, stack: &stack) else { return nil }
        cache[name] = v
        return v
    }

    /// Expands `$(VAR)` and `${VAR}` in text from outside the settings. Returns the text with
    /// every undefined reference left as written, and the names of those references.
    mutating func expand(_ text: String) -> (text: String, unresolved: [String]) {
        guard text.contains("$") else { return (text, []) }
        var stack: [String] = []
        var unresolved: [String] = []
        let out = expand(text[...], inherited: nil, usedBy: nil, stack: &stack, unresolved: &unresolved)
        return (out, unresolved)
    }

    private mutating func value(_ name: String, below limit: Int, stack: inout [String]) -> String? {
        guard let index = assignments[..<limit].lastIndex(where: { $0.name == name }) else { return nil }
        let a = assignments[index]
        // Keyed by position too: `$(inherited)` evaluates the same name lower down, which is no cycle.
        let key = "\(name)#\(index)"
        guard !stack.contains(key), stack.count < Self.maximumDepth else { return nil }
        stack.append(key)
        defer { stack.removeLast() }
        var ignored: [String] = []
        return expand(a.value[...], inherited: (name, index), usedBy: a, stack: &stack, unresolved: &ignored)
    }

    private mutating func expand(_ text: Substring, inherited: (name: String, index: Int)?, usedBy: BuildSettingAssignment?,
                                 stack: inout [String], unresolved: inout [String]) -> String {
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
            let inner = expand(text[text.index(after: next)..<close], inherited: inherited, usedBy: usedBy, stack: &stack, unresolved: &unresolved)
            var parts = inner.split(separator: ":", omittingEmptySubsequences: false)
            let name = String(parts.removeFirst())
            var resolved: String?
            if name.isEmpty {
                // `$()` is empty on purpose: xcconfig files write `https:/$()/host` so `//` is not a comment.
                resolved = ""
            } else if name == "inherited" {
                resolved = inherited.flatMap { value($0.name, below: $0.index, stack: &stack) } ?? ""
            } else if let inherited, inherited.name == name {
                // A setting that names itself (`PRODUCT_NAME = $(PRODUCT_NAME).dev`, or a --set
                // value doing so) extends the value below it, as `$(inherited)` would.
                resolved = value(name, below: inherited.index, stack: &stack) ?? ""
            } else if let v = value(name, below: assignments.count, stack: &stack) {
                resolved = v
            } else if parts.contains(where: { $0.hasPrefix("default=") }) {
                resolved = ""
            } else {
                unresolved.append(name)
                let u = Undefined(name: name, usedBy: usedBy)
                if !undefined.contains(u) { undefined.append(u) }
            }
            if let resolved {
                out += parts.reduce(resolved) { BuildSettingOperator.apply($1, to: $0) }
            } else {
                out += written
            }
            i = text.index(after: close)
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
