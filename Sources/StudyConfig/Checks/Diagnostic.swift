/// One finding of `consent-sim check`: what is wrong (or worth knowing), where, and how to fix it.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable, CaseIterable {
        case error, warning, note

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public let severity: Severity
    /// The file's name inside the study folder (`Info.plist`, `de.lproj/InfoPlist.strings`).
    public let file: String
    /// Dotted key path, e.g. `NSSensorKitUsageDetail.SRSensorUsageMotion.Required`; empty for the whole file.
    public let keyPath: String
    /// 1-based line, when the parser knows it.
    public let line: Int?
    public let message: String
    public let suggestion: String?
    /// A stable identifier for the kind of finding (`missing-usage-description`), for tests and filters.
    public let code: String

    public init(_ severity: Severity, code: String, file: String, keyPath: String = "", line: Int? = nil,
                message: String, suggestion: String? = nil) {
        self.severity = severity
        self.code = code
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.message = message
        self.suggestion = suggestion
    }

    /// `FILE:LINE: severity: keyPath: message`, the shape compilers print.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        let path = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(place): \(severity.rawValue): \(path)\(message)"
    }
}
