/// The `:lower`-style operators a build variable reference can carry: `$(PRODUCT_NAME:rfc1034identifier)`.
enum BuildSettingOperator {
    /// Applies one operator; an operator Xcode has but this tool does not know leaves the value as it is.
    static func apply(_ op: Substring, to value: String) -> String {
        if op.hasPrefix("default=") { return value.isEmpty ? String(op.dropFirst("default=".count)) : value }
        switch op {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        // A bundle identifier may hold only letters, digits, `-` and `.`.
        case "rfc1034identifier": return String(value.map { isASCIIAlphanumeric($0) || $0 == "-" || $0 == "." ? $0 : "-" })
        // What Xcode uses for PRODUCT_MODULE_NAME: a C identifier.
        case "c99extidentifier", "identifier":
            let s = String(value.map { isASCIIAlphanumeric($0) || $0 == "_" ? $0 : "_" })
            return s.first?.isNumber == true ? "_" + s : s
        case "file": return String(value.split(separator: "/").last ?? "")
        case "dir":
            guard let slash = value.lastIndex(of: "/") else { return "./" }
            return String(value[...slash])
        case "base":
            let file = value.split(separator: "/").last.map(String.init) ?? ""
            return file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        case "suffix":
            let file = value.split(separator: "/").last.map(String.init) ?? ""
            return file.lastIndex(of: ".").map { String(file[$0...]) } ?? ""
        default: return value
        }
    }

    private static func isASCIIAlphanumeric(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber)
    }
}
