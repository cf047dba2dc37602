/// The shapes of regular expression whose search can take exponentially long, found by reading
/// the pattern, never by timing it: a scenario that passes on a quiet machine passes on a busy
/// one. A backtracking engine (ICU's, behind `NSRegularExpression`) tries every way a pattern
/// can split a text; these shapes give it more ways than there are atoms in the universe.
enum RegexShape {
    /// What is wrong and where: `offset` counts characters of the pattern from 0.
    struct Problem: Equatable, Sendable {
        let offset: Int
        let message: String
    }

    /// The most a counted repetition may say (`{1,100}`).
    static let maximumCount = 100
    /// The most repetitions without an upper bound (`*`, `+`, `{n,}`) in one pattern: each
    /// multiplies the ways a failing search can split the text.
    static let maximumOpenRepetitions = 3

    /// The first catastrophic shape in `pattern`, or nil when it has none.
    static func problem(in pattern: String) -> Problem? {
        var reader = Reader(Array(pattern))
        _ = reader.alternatives()
        if reader.problem == nil, reader.index < reader.chars.count {
            reader.fail(at: reader.index, "\")\" closes no group")
        }
        return reader.problem
    }

    /// What a part of a pattern holds, as the rules need it.
    fileprivate struct Shape {
        /// It repeats something a varying number of times (`*`, `+`, `?`, `{1,3}`).
        var repeats = false
        /// Each alternative's first character when it is a plain one (nil when it is a class,
        /// a group, optional, or empty): alternatives that start alike can match alike.
        var firsts: [Character?] = []
        /// Somewhere in it, alternatives can start alike (`a|ab`).
        var ambiguous = false

        /// Whether its own alternatives can start alike.
        var alternativesOverlap: Bool {
            firsts.count > 1 && (firsts.contains { $0 == nil } || Set(firsts.compactMap { $0 }).count < firsts.count)
        }
    }

    fileprivate struct Reader {
        let chars: [Character]
        var index = 0
        var problem: Problem?
        var openRepetitions = 0

        init(_ chars: [Character]) { self.chars = chars }

        var current: Character? { index < chars.count ? chars[index] : nil }

        mutating func fail(at offset: Int, _ message: String) {
            if problem == nil { problem = Problem(offset: offset, message: message) }
        }

        /// `a|b|c` up to a closing `)` or the end.
        mutating func alternatives() -> Shape {
            var shape = Shape()
            while true {
                let part = sequence()
                shape.repeats = shape.repeats || part.repeats
                shape.ambiguous = shape.ambiguous || part.ambiguous
                shape.firsts.append(part.first)
                guard current == "|" else { break }
                index += 1
            }
            shape.ambiguous = shape.ambiguous || shape.alternativesOverlap
            return shape
        }

        /// Atoms, each perhaps repeated, up to `|`, `)` or the end.
        mutating func sequence() -> (repeats: Bool, ambiguous: Bool, first: Character?) {
            var repeats = false, ambiguous = false
            var first: Character??
            while let c = current, c != "|", c != ")", problem == nil {
                let start = index
                let atom = self.atom()
                let count = quantifier()
                if let count {
                    repeats = repeats || count.min != count.max
                    if count.max.map({ $0 > 1 }) ?? true, let inner = atom.group { check(inner, repeatedAt: start) }
                    if count.max == nil {
                        openRepetitions += 1
                        if openRepetitions > RegexShape.maximumOpenRepetitions {
                            fail(at: start, "more than \(RegexShape.maximumOpenRepetitions) repetitions without a bound (*, +, {n,}) make a failing search slow; bound some ({0,20}) or match plain text")
                        }
                    }
                }
                repeats = repeats || (atom.group?.repeats ?? false)
                ambiguous = ambiguous || (atom.group?.ambiguous ?? false)
                if first == nil, !atom.zeroWidth {
                    let optional = (count?.min ?? 1) == 0
                    first = .some(optional ? nil : atom.literal)
                }
            }
            return (repeats, ambiguous, first ?? nil)
        }

        /// A repeated group must not repeat inside, nor offer alternatives that start alike.
        mutating func check(_ inner: Shape, repeatedAt start: Int) {
            if inner.repeats {
                fail(at: start, "a repeated group repeats inside (as (a+)+ does): a failing search tries every split, exponentially many; repeat the inside or the group, not both")
                return
            }
            if inner.ambiguous {
                fail(at: start, "a repeated group's alternatives can start alike (as (a|ab)* does): a failing search tries every choice, exponentially many; start each alternative with a different character, or use a class such as [ab]+")
            }
        }

        struct Atom {
            var literal: Character?
            var group: Shape?
            var zeroWidth = false
        }

        mutating func atom() -> Atom {
            let start = index
            let c = chars[index]
            index += 1
            switch c {
            case "(": return group(openedAt: start)
            case "[":
                skipClass(openedAt: start)
                return Atom()
            case "\\": return escape(at: start)
            case "^", "$": return Atom(zeroWidth: true)
            case ".": return Atom()
            case "*", "+", "?":
                fail(at: start, "\"\(c)\" repeats nothing")
                return Atom()
            default: return Atom(literal: c)
            }
        }

        /// After `(`: a group's options (`?:`, `?=`, `?<name>`…), its alternatives, and `)`.
        mutating func group(openedAt start: Int) -> Atom {
            var zeroWidth = false
            if current == "?" {
                index += 1
                switch current {
                case ":", ">", "|": index += 1
                case "=", "!": index += 1; zeroWidth = true
                case "#":
                    while let c = current, c != ")" { index += 1 }
                    if current == ")" { index += 1 } else { fail(at: start, "\"(\" is never closed") }
                    return Atom(zeroWidth: true)
                case "<":
                    index += 1
                    if current == "=" || current == "!" { index += 1; zeroWidth = true }
                    else { while let c = current, c != ">" { index += 1 }; index += 1 }
                default:
                    // Flags: (?i) sets them for what follows, (?i:…) for a group.
                    while let c = current, c.isLetter || c == "-" { index += 1 }
                    if current == ")" { index += 1; return Atom(zeroWidth: true) }
                    if current == ":" { index += 1 }
                }
            }
            let inner = alternatives()
            guard current == ")" else {
                fail(at: start, "\"(\" is never closed")
                return Atom()
            }
            index += 1
            return Atom(literal: inner.firsts.count == 1 ? inner.firsts[0] : nil, group: inner, zeroWidth: zeroWidth)
        }

        /// `[…]`, with ICU's nested sets (`[a-z&&[^x]]`) and escapes inside.
        mutating func skipClass(openedAt start: Int) {
            var depth = 1
            if current == "^" { index += 1 }
            if current == "]" { index += 1 }
            while let c = current, depth > 0 {
                index += 1
                switch c {
                case "\\": index += 1
                case "[": depth += 1
                case "]": depth -= 1
                default: break
                }
            }
            if depth > 0 { fail(at: start, "\"[\" is never closed") }
        }

        /// `\d`, `\.`, `\p{L}`, `\x{41}`, `\Q…\E`; a back-reference is refused.
        mutating func escape(at start: Int) -> Atom {
            guard let c = current else { return Atom() }
            index += 1
            if c.isNumber && c != "0" || c == "k" {
                fail(at: start, "back-references (\\1, \\k<name>) are not allowed: a search with one can take exponentially long")
                return Atom()
            }
            switch c {
            case "Q":
                let literal = current
                while index < chars.count, !(chars[index] == "\\" && index + 1 < chars.count && chars[index + 1] == "E") { index += 1 }
                index = min(chars.count, index + 2)
                return Atom(literal: literal)
            case "p", "P", "x", "N", "u", "U":
                if current == "{" { while let d = current, d != "}" { index += 1 }; index += 1 }
                else if c == "x" || c == "u" || c == "U" { while let d = current, d.isHexDigit { index += 1 } }
                return Atom()
            case "b", "B", "A", "z", "Z", "G": return Atom(zeroWidth: true)
            case _ where c.isLetter: return Atom()
            default: return Atom(literal: c)
            }
        }

        /// `*`, `+`, `?` or `{n}`, `{n,}`, `{n,m}` (with a lazy `?` or possessive `+`): the
        /// fewest and most times, nil for no bound; nil when no quantifier follows.
        mutating func quantifier() -> (min: Int, max: Int?)? {
            let start = index
            var count: (min: Int, max: Int?)
            switch current {
            case "*": count = (0, nil); index += 1
            case "+": count = (1, nil); index += 1
            case "?": count = (0, 1); index += 1
            case "{":
                guard let counted = braces() else { return nil }
                count = counted
            default: return nil
            }
            if current == "?" || current == "+" { index += 1 }
            if count.min > RegexShape.maximumCount || (count.max ?? 0) > RegexShape.maximumCount {
                fail(at: start, "a count above \(RegexShape.maximumCount) makes a search slow; count at most \(RegexShape.maximumCount)")
            }
            return count
        }

        /// `{n}`, `{n,}` or `{n,m}` at `index`; anything else is a plain `{`.
        mutating func braces() -> (min: Int, max: Int?)? {
            var i = index + 1
            func number() -> Int? {
                var digits = ""
                while i < chars.count, chars[i].isASCII, chars[i].isNumber { digits.append(chars[i]); i += 1 }
                // Ten digits already exceed any count allowed; more would overflow.
                return digits.isEmpty ? nil : Int(digits.prefix(10))
            }
            guard let low = number() else { return nil }
            var high: Int? = low
            if i < chars.count, chars[i] == "," { i += 1; high = number() }
            guard i < chars.count, chars[i] == "}" else { return nil }
            index = i + 1
            return (low, high)
        }
    }
}
