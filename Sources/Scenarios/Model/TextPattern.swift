import Foundation

/// What an expectation looks for: plain text by default (`expectScreen: "Allow All"`), or a
/// regular expression when the scenario says so (`expectScreen: {regex: "[1-9] results"}`).
///
/// Plain text is the default because screen text is full of characters a regular expression
/// reads as syntax (`(`, `?`, `.`). A regular expression's cost is bounded without a clock, so
/// a verdict never depends on how busy the machine is: the parser refuses the shapes that
/// backtrack exponentially (`RegexShape`), and a search reads at most
/// `ScenarioLimits.maximumRegexText` characters of one text.
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

    /// A text longer than a regular expression searches: the step fails with this.
    public struct TooLong: Error, Sendable, Equatable {
        public let characters: Int
    }

    /// Why `pattern` is not a usable regular expression, or nil when it is: it must compile,
    /// and have none of the shapes whose search can run for hours (at `offset`, from 0).
    static func problem(compiling pattern: String) -> (offset: Int?, message: String)? {
        do { _ = try NSRegularExpression(pattern: pattern) } catch {
            return (nil, "\"\(pattern)\" is not a valid regular expression")
        }
        return RegexShape.problem(in: pattern).map {
            ($0.offset, "\"\(pattern)\" at character \($0.offset + 1): \($0.message)")
        }
    }

    /// Whether the pattern occurs anywhere in `texts`.
    func occurs(in texts: [String]) throws(TooLong) -> Bool {
        try !matches(in: texts, firstOnly: true).isEmpty
    }

    /// The indices of the `texts` the pattern occurs in, in order.
    func matchingIndices(in texts: [String]) throws(TooLong) -> [Int] {
        try matches(in: texts, firstOnly: false)
    }

    private func matches(in texts: [String], firstOnly: Bool) throws(TooLong) -> [Int] {
        switch self {
        case .text(let t):
            return firstOnly ? texts.firstIndex { $0.contains(t) }.map { [$0] } ?? []
                             : texts.indices.filter { texts[$0].contains(t) }
        case .regex(let r):
            guard let expression = try? NSRegularExpression(pattern: r) else { return [] }
            var found: [Int] = []
            for (index, text) in texts.enumerated() {
                let length = (text as NSString).length
                if length > ScenarioLimits.maximumRegexText { throw TooLong(characters: text.count) }
                if expression.firstMatch(in: text, range: NSRange(location: 0, length: length)) != nil {
                    found.append(index)
                    if firstOnly { return found }
                }
            }
            return found
        }
    }
}
