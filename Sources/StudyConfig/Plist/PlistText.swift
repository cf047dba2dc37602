import Foundation
import SimCore

/// Turns the text of a `<string>`, `<integer>`, `<real>`, `<date>` or `<data>` element into its value.
enum PlistText {
    /// The value `text` stands for inside `tag`; the error's message says what is wrong with the text.
    static func value(of tag: PlistTag, _ text: String) throws(PlistText.Invalid) -> PlistValue {
        switch tag {
        case .integer:
            let s = text.trimmingCharacters(in: .whitespacesAndNewlines)
            // Xcode writes decimal; `0x…` is read too because Foundation's reader accepts it.
            guard let v = Int64(s) ?? (s.hasPrefix("0x") ? Int64(s.dropFirst(2), radix: 16) : nil) else {
                let digits = s.hasPrefix("-") || s.hasPrefix("+") ? s.dropFirst() : Substring(s)
                if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    throw Invalid("<integer> holds \(s), a whole number outside a property list's range (\(Int64.min) to \(Int64.max))")
                }
                throw Invalid("<integer> holds \"\(s)\", which is not a whole number")
            }
            return .integer(v)
        case .real:
            let s = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let v = Double(s) else { throw Invalid("<real> holds \"\(s)\", which is not a number") }
            return .real(v)
        case .date:
            let s = text.trimmingCharacters(in: .whitespacesAndNewlines)
            // As the phone reads it: an impossible day rolls over there too, and a study's
            // Info.plist means what it means on the phone.
            guard let d = ISODateTime.rollingDate(from: s) else {
                throw Invalid("<date> holds \"\(s)\", which is not an ISO 8601 date")
            }
            return .date(d)
        case .data:
            // Xcode wraps long base64 over several indented lines.
            guard let d = Data(base64Encoded: text.filter { !$0.isWhitespace }) else { throw Invalid("<data> is not valid base64") }
            return .data(d)
        case .string, .key, .plist, .dict, .array, .true, .false:
            // Only <string> comes here: the tree builder reads keys, containers and Booleans itself.
            return .string(text)
        }
    }

    /// Why an element's text is not a value of its type.
    struct Invalid: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
