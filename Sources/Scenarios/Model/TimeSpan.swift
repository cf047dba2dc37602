import Foundation

/// A length of time as scenarios write it, read and written by the one grammar: a number with
/// `s`, `m`, `h`, `d` or `w`, or plain seconds (`90m`, `25h`, `1.5d`, `2w`, `45`). What `text`
/// writes, `init` reads back to the same seconds (to the millisecond).
struct TimeSpan: Equatable, Sendable, CustomStringConvertible {
    let seconds: Double

    init(seconds: Double) { self.seconds = seconds }

    /// Seconds in each unit, largest first: the order `text` tries them in.
    static let units: [(unit: Character, seconds: Double)] = [("w", 604_800), ("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)]

    /// Any finite span ≥ 0 (`inf`, `nan` and `1e400` are not spans); nil when malformed.
    init?(_ text: some StringProtocol) {
        let value: Double?
        if let last = text.last, let unit = Self.units.first(where: { $0.unit == last }), let n = Double(text.dropLast()) {
            value = n * unit.seconds
        } else {
            value = Double(text)
        }
        guard let value, value.isFinite, value >= 0 else { return nil }
        seconds = value
    }

    /// The span in the largest unit it is a whole number of (`2w`, `36h`, `90m`), or seconds to
    /// the millisecond (`70230s`, `0.250s`).
    var text: String {
        let whole = seconds.rounded()
        if abs(seconds - whole) >= 0.0005 { return String(format: "%.3fs", seconds) }
        let s = Int(whole)
        let unit = Self.units.first { s != 0 && s % Int($0.seconds) == 0 } ?? ("s", 1)
        return "\(s / Int(unit.seconds))\(unit.unit)"
    }

    var description: String { text }

    /// The unit words people write for each unit (`25 hours`, `90min`, `2 days`), read only to
    /// suggest the span meant: the grammar itself stays one letter per unit.
    private static let unitWords: [(words: Set<String>, seconds: Double)] = [
        (["w", "wk", "wks", "week", "weeks"], 604_800), (["d", "day", "days"], 86_400),
        (["h", "hr", "hrs", "hour", "hours"], 3600), (["m", "min", "mins", "minute", "minutes"], 60),
        (["s", "sec", "secs", "second", "seconds"], 1),
    ]

    /// The span `written` most likely means, in the grammar (`25hours` and `25 H` → `25h`,
    /// `1d12h` and `1h 30m` → `36h` and `90m`), or nil when it is not numbers with unit words.
    static func likelyMeant(_ written: some StringProtocol) -> String? {
        var total = 0.0, number = "", word = "", parts = 0
        func close() -> Bool {
            guard let n = Double(number), n.isFinite,
                  let unit = unitWords.first(where: { $0.words.contains(word.lowercased()) }) else { return false }
            total += n * unit.seconds; parts += 1; number = ""; word = ""
            return true
        }
        for c in written {
            if c.isNumber || c == "." {
                if !word.isEmpty { guard close() else { return nil } }
                number.append(c)
            } else if c.isLetter {
                guard !number.isEmpty else { return nil }
                word.append(c)
            } else if c == " " {
                continue
            } else {
                return nil
            }
        }
        guard !number.isEmpty, !word.isEmpty, close(), parts > 0, total > 0 else { return nil }
        let meant = TimeSpan(seconds: total).text
        return meant == String(written) ? nil : meant
    }
}
