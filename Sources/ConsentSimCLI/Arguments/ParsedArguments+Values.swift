import Foundation
import SimCore

/// Typed option values: each reads one option and says what was expected when it is malformed.
extension ParsedArguments {
    /// A folder to write files into (`--transcript out/`). `-`, standard output for a file
    /// (`--junit -`), cannot hold a folder's files: it made a folder named `-` without a word.
    func outputFolder(_ name: OptionName) throws(UsageError) -> String? {
        guard let text = value(name) else { return nil }
        if text == "-" {
            throw UsageError("\(name) -: \(name) takes a folder, and - (standard output) cannot hold its files; "
                             + "name a folder, such as out/ (or ./- for a folder named -)")
        }
        return text
    }

    /// A whole number ≥ 0 (`--seed 3`).
    func wholeNumber(_ name: OptionName) throws(UsageError) -> UInt64? {
        guard let text = value(name) else { return nil }
        guard let n = UInt64(text) else { throw UsageError("\(name) expects a whole number ≥ 0, got \(text)") }
        return n
    }

    /// A whole number in `range` (`--days 30`).
    func integer(_ name: OptionName, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError("\(name) expects \(range.lowerBound) to \(range.upperBound), got \(text)")
        }
        return n
    }

    /// An ISO 8601 date-time with a zone (`--start 2026-03-02T08:00:00Z`).
    func dateTime(_ name: OptionName) throws(UsageError) -> Date? {
        guard let text = value(name) else { return nil }
        guard let date = ISODateTime.date(from: text), VirtualClock.supportedStarts.contains(date) else {
            let why = ISODateTime.fieldProblem(text).map { " (\($0))" } ?? ""
            throw UsageError("\(name) expects an ISO 8601 date-time \(VirtualClock.supportedStartsText) such as 2026-03-02T08:00:00Z, got \(text)\(why)")
        }
        return date
    }

    /// An iOS version the phone can run (`--ios 17.4`, `--ios 27`).
    func osVersion(_ name: OptionName) throws(UsageError) -> OSVersion? {
        guard let text = value(name) else { return nil }
        do { return try OSVersion(parsing: text) } catch { throw UsageError("\(name) \(error)") }
    }

    /// One of a fixed set of words (`--format json`).
    func choice(_ name: OptionName, of choices: [String]) throws(UsageError) -> String? {
        guard let text = value(name) else { return nil }
        guard choices.contains(text) else {
            throw UsageError("\(name) expects \(choices.joined(separator: " or ")), got \(text)")
        }
        return text
    }

    /// A comma-separated list, blanks dropped (`--tags motion,smoke`); given, it names at least
    /// one item (an empty `--tags ''` would otherwise select everything).
    func list(_ name: OptionName) throws(UsageError) -> [String] {
        guard let text = value(name) else { return [] }
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if items.isEmpty { throw UsageError("\(name) needs at least one name, got \"\(text)\"") }
        return items
    }

    /// At most `count` positionals, named `what` in the message for one too many.
    func positionals(atMost count: Int, _ what: String) throws(UsageError) -> [String] {
        guard positionals.count <= count else {
            throw UsageError("unexpected argument \(positionals[count]) (this command takes \(what))")
        }
        try refuseEmptyPositionals(what)
        return positionals
    }

    /// An empty argument (`week ''`, a variable that expanded to nothing) named the working
    /// folder, and the message no folder at all ("Info.plist: the study folder has no Info.plist").
    func refuseEmptyPositionals(_ what: String) throws(UsageError) {
        if positionals.contains(where: \.isEmpty) { throw UsageError("an empty argument where this command takes \(what); give a path") }
    }
}
