/// One `NAME = value` line of a build configuration or an xcconfig file, with where it was written.
struct BuildSettingAssignment: Sendable, Equatable {
    let name: String
    /// The `[sdk=iphoneos*]`-style conditions written after the name; empty when unconditional.
    let conditions: [String: String]
    let value: String
    /// The file as diagnostics name it, and the 1-based line when known.
    let file: String
    let line: Int?

    /// A value given by hand (`--set NAME=VALUE`, a scenario's `vars:`), named as diagnostics
    /// name its place: `--set NAME=VALUE` (`StudyLoadError.commandLineVariable` reads it back).
    static func byHand(_ name: String, _ value: String) -> BuildSettingAssignment {
        BuildSettingAssignment(name: name, conditions: [:], value: value, file: Self.handPrefix + "\(name)=\(value)", line: nil)
    }

    /// How a value given by hand names its place.
    static let handPrefix = "--set "

    /// Splits `NAME[sdk=iphoneos*][arch=*]` into the name and its conditions; nil when malformed.
    static func parseName(_ written: String) -> (name: String, conditions: [String: String])? {
        var rest = Substring(written)
        let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard StudyLoadOptions.isVariableName(String(name)) else { return nil }
        rest = rest.dropFirst(name.count)
        var conditions: [String: String] = [:]
        while rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let body = rest[rest.index(after: rest.startIndex)..<close]
            guard let eq = body.firstIndex(of: "=") else { return nil }
            conditions[String(body[..<eq])] = String(body[body.index(after: eq)...])
            rest = rest[rest.index(after: close)...]
        }
        guard rest.isEmpty else { return nil }
        return (String(name), conditions)
    }

    /// Whether the conditions hold for an iPhone build of `configuration`: the simulator shows a
    /// phone, so `sdk=iphoneos*` applies and `sdk=iphonesimulator*` or `sdk=macosx*` do not.
    func applies(configuration: String) -> Bool {
        conditions.allSatisfy { key, pattern in
            switch key {
            case "sdk": return Self.glob(pattern, matches: "iphoneos")
            case "arch": return Self.glob(pattern, matches: "arm64")
            case "config": return Self.glob(pattern, matches: configuration)
            default: return false
            }
        }
    }

    /// `*` matches any run of characters; everything else matches itself.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return pattern == text }
        var rest = Substring(text)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let r = rest.range(of: part) else { return false }
            rest = rest[r.upperBound...]
        }
        return rest.hasSuffix(parts.last ?? "")
    }
}
