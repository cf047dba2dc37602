import Foundation

/// What an expectation looks for: plain text by default (`expectScreen: "Allow All"`), or a
/// regular expression when the scenario says so (`expectScreen: {regex: "[1-9] results"}`).
///
/// Plain text is the default because screen text is full of characters a regular expression
/// reads as syntax (`(`, `?`, `.`); a regex is searched with a time budget, since a pattern such
/// as `(\w+\s?)+$` can backtrack for hours.
public enum TextPattern: Sendable, Equatable, CustomStringConvertible {
    case text(String)
    case regex(String)

    /// `"text"` or `/regex/`, as reports show it.
    public var description: String {
        switch self {
        case .text(let t): "\"\(t)\""
        case .regex(let r): "/\(r)/"
        }
    }

    /// The pattern as it is matched against a screen's words, where every line break and run of
    /// spaces is one space: plain text with its own runs of whitespace made one space too.
    var ignoringLineBreaks: TextPattern {
        guard case .text(let t) = self else { return self }
        return .text(t.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// A regular expression that ran out of its time budget: the step fails with this.
    public struct Timeout: Error, Sendable, Equatable {
        public let seconds: Double
    }

    /// Why `pattern` is not a usable regular expression, or nil when it is.
    static func problem(compiling pattern: String) -> String? {
        do { _ = try NSRegularExpression(pattern: pattern); return nil } catch {
            return "\"\(pattern)\" is not a valid regular expression"
        }
    }

    /// Whether the pattern occurs anywhere in `texts`; a regular expression stops after
    /// `budget` seconds in all and throws `Timeout`.
    func occurs(in texts: [String], budget: Double = ScenarioLimits.regexBudgetSeconds) throws(Timeout) -> Bool {
        try !matches(in: texts, firstOnly: true, budget: budget).isEmpty
    }

    /// The indices of the `texts` the pattern occurs in, in order; a regular expression stops
    /// after `budget` seconds in all and throws `Timeout`.
    func matchingIndices(in texts: [String], budget: Double = ScenarioLimits.regexBudgetSeconds) throws(Timeout) -> [Int] {
        try matches(in: texts, firstOnly: false, budget: budget)
    }

    private func matches(in texts: [String], firstOnly: Bool, budget: Double) throws(Timeout) -> [Int] {
        switch self {
        case .text(let t):
            return firstOnly ? texts.firstIndex { $0.contains(t) }.map { [$0] } ?? []
                             : texts.indices.filter { texts[$0].contains(t) }
        case .regex(let r):
            guard let expression = try? NSRegularExpression(pattern: r) else { return [] }
            let deadline = Date().addingTimeInterval(budget)
            var timedOut = false
            var found: [Int] = []
            for (index, text) in texts.enumerated() {
                var matched = false
                // Progress reports come while the engine searches, so a runaway match can be stopped.
                expression.enumerateMatches(in: text, options: [.reportProgress],
                                            range: NSRange(location: 0, length: (text as NSString).length)) { match, _, stop in
                    if match != nil { matched = true; stop.pointee = true }
                    else if Date() > deadline { timedOut = true; stop.pointee = true }
                }
                if matched {
                    found.append(index)
                    if firstOnly { return found }
                }
                if timedOut { throw Timeout(seconds: budget) }
            }
            return found
        }
    }
}
