/// Recognises participant-facing text that is not ready to show.
enum TextQuality {
    private static let placeholders = ["todo", "tbd", "fixme", "lorem ipsum", "placeholder", "xxx", "description goes here"]

    /// A reason the text looks like a placeholder, or nil.
    static func placeholder(_ text: String) -> String? {
        let t = text.trimmedOfWhitespace.lowercased()
        // "lorem ipsum" anywhere; the others as the whole text or its first word. The search for
        // lorem ipsum runs once, for its own entry, not for each of the others.
        if let p = placeholders.first(where: {
            t == $0 || t.hasPrefix($0 + " ") || t.hasPrefix($0 + ":") || ($0 == "lorem ipsum" && t.containsText($0))
        }) {
            return "\"\(text)\" is a placeholder (\(p))"
        }
        if isOnlyBuildVariable(t) { return "\"\(text)\" is only an Xcode build variable" }
        return nil
    }

    /// `$(PRODUCT_NAME)` and friends: Xcode substitutes them at build time; shown here as written.
    static func buildVariables(_ text: String) -> [String] {
        var out: [String] = []
        var rest = Substring(text)
        while let r = rest.range(of: "$(") {
            guard let end = rest[r.upperBound...].firstIndex(of: ")") else { break }
            out.append(String(rest[r.lowerBound...end]))
            rest = rest[rest.index(after: end)...]
        }
        return out
    }

    private static func isOnlyBuildVariable(_ t: String) -> Bool {
        t.hasPrefix("$(") && t.hasSuffix(")") && !t.dropFirst(2).containsText("$(")
    }

    /// Looks like a lookup key (`SENSORKIT_USAGE_DESC_ECG`) rather than prose.
    static func looksLikeLookupKey(_ text: String) -> Bool {
        // Bytes first: a space anywhere means prose (a character holding it is neither a capital,
        // a digit nor `_` `.` `-`), and in ASCII each byte is a character; walking characters
        // with their Unicode properties was a tenth of the review checklist the demo runs before
        // its first frame.
        let bytes = text.utf8
        if bytes.contains(UInt8(ascii: " ")) { return false }
        if bytes.allSatisfy({ $0 < 0x80 }) {
            return bytes.contains(UInt8(ascii: "_")) && bytes.allSatisfy {
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
            }
        }
        return text.contains("_" as Character)
            && text.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }
    }
}

import Foundation
