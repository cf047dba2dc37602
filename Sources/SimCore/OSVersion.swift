import Foundation

/// The iOS version the simulated phone runs: it decides which sensors and APIs exist and how
/// the system words its alerts.
///
/// Written as Apple writes it, `17.4` or `27`; a version with no minor part is `.0`. Every rule
/// that depends on the version compares against one of the named versions below, so the
/// thresholds are listed once.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// The release a phone runs unless told otherwise: iOS 27.1, current in December 2026
    /// (27.2 is in beta).
    public static let current = OSVersion(27, 1)
    /// The oldest version a phone may run here: SensorKit arrived in iOS 14.0.
    public static let oldest = OSVersion(14)

    /// Reads `17.4`, `18` or `26.0.1`.
    public init(parsing text: String) throws(ParseError) {
        // Spaces and tabs at the ends go, as `.whitespaces` trims them, without bridging to Foundation.
        let isSpace = { (c: Character) in c.isWhitespace && !c.isNewline }
        let trimmed = text.firstIndex { !isSpace($0) }.map { first in text[first...text.lastIndex { !isSpace($0) }!] } ?? ""
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        let values = parts.compactMap { part in part.count <= 3 && !part.isEmpty && part.allSatisfy(\.isASCIIDigit) ? Int(part) : nil }
        guard (1...3).contains(parts.count), values.count == parts.count else { throw ParseError(text: text, reason: .malformed) }
        let version = OSVersion(values[0], values.count > 1 ? values[1] : 0, values.count > 2 ? values[2] : 0)
        guard version >= Self.oldest else { throw ParseError(text: text, reason: .tooOld) }
        guard version.major < 100 else { throw ParseError(text: text, reason: .malformed) }
        // A release not out yet has rules nobody can know: its sensors, APIs and alerts would be guesses.
        guard version.major <= Self.current.major else { throw ParseError(text: text, reason: .tooNew) }
        // Nor has one that never came out (iOS 20, 27.99): it ran under that name with the rules
        // of the releases around it, and the report named a phone nobody has.
        guard Self.isRelease(version) else {
            throw ParseError(text: text, reason: version.major == Self.current.major ? .tooNew : .notARelease)
        }
        // Nor a patch release none of Apple's reached (`27.1.99`, `26.0.42`), or of the beta.
        guard Self.isPlausiblePatch(version) else { throw ParseError(text: text, reason: .notAPatchRelease) }
        self = version
    }

    /// `17.4`, `27.0`, or `26.0.1` when there is a patch number.
    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

    public static func < (a: OSVersion, b: OSVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    /// Why a text is not an iOS version the phone can run.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public enum Reason: Sendable, Equatable {
            /// Not digits separated by dots, such as `17.4` or `27`.
            case malformed
            /// Before iOS 14, which has no SensorKit.
            case tooOld
            /// A release after the current one and its beta, whose rules are not known.
            case tooNew
            /// A version Apple never released: iOS 19 to 25 (the release after 18 is 26), or a
            /// minor release after an earlier major's last one (`17.9`).
            case notARelease
            /// A patch number past any Apple made (`27.1.99`: the most is 12), or one on the
            /// minor release in beta, which has none.
            case notAPatchRelease
        }

        public let text: String
        public let reason: Reason

        public var description: String {
            switch reason {
            case .malformed:
                "expected an iOS version such as 17.4, 18 or 27, got \(text)" + (Self.withoutName(text).map { " (did you mean \($0)?)" } ?? "")
            case .tooOld: "iOS \(text) has no SensorKit (it arrived in iOS \(OSVersion.oldest)); give \(OSVersion.oldest) or later"
            case .tooNew: "iOS \(text) is not released; the simulator knows \(OSVersion.releasesText)"
            case .notARelease where text.split(separator: ".").first.flatMap({ Int($0) }).map(OSVersion.lastMinorAssumed.contains) == true:
                "iOS \(text) is not a release the simulator knows (where that major's releases end is an assumption, FIDELITY.md); "
                    + "it knows \(OSVersion.releasesText)"
            case .notARelease: "iOS \(text) was never released; the simulator knows \(OSVersion.releasesText)"
            case .notAPatchRelease:
                "iOS \(text) was never released: Apple's patch releases are few (the most a minor release had is "
                    + "\(OSVersion.mostPatches), iOS 16.7.\(OSVersion.mostPatches); \(OSVersion.inBeta), in beta, has none); "
                    + "give the release without its patch number, or one of \(OSVersion.releasesText)"
            }
        }

        /// The version in `iOS 17.4` or `ios17.4`, as people name it, when the rest is one.
        private static func withoutName(_ text: String) -> String? {
            let trimmed = text.drop { $0.isWhitespace }
            for name in ["iPadOS", "iOS"] where trimmed.lowercased().hasPrefix(name.lowercased()) {
                var rest = String(trimmed.dropFirst(name.count).drop { $0.isWhitespace })
                while rest.last?.isWhitespace == true { rest.removeLast() }
                if !rest.isEmpty, (try? OSVersion(parsing: rest)) != nil || rest.allSatisfy({ $0.isASCIIDigit || $0 == "." }) { return rest }
            }
            return nil
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
