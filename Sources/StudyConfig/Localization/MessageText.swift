/// How characters and keys are shown inside error messages.
enum MessageText {
    /// `'x'` for a visible character, `U+0000` for one that would not show in a terminal.
    static func character(_ scalar: Unicode.Scalar) -> String {
        let category = scalar.properties.generalCategory
        if scalar.properties.isWhitespace || category == .control || category == .format || category == .unassigned
            || category == .surrogate || category == .privateUse {
            return "U+\(hex(scalar.value))"
        }
        return "'\(scalar)'"
    }

    /// A key in double quotes, shortened when it is long enough to drown the message.
    static func key(_ key: String) -> String {
        let shown = key.count > 60 ? key.prefix(57) + "…" : Substring(key)
        return "\"\(shown)\""
    }

    /// At least four uppercase hex digits, the way Unicode code points are written.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
