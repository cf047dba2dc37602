import Foundation

/// The error domain of every SensorKit error: `"SRErrorDomain"`.
public let SRErrorDomain = "SRErrorDomain"

/// A SensorKit error, as Swift sees Apple's `SRError`: a code in `SRErrorDomain`, with an
/// optional underlying error (for example the private code 8201 under `promptDeclined`).
public struct SRError: Error, CustomNSError, Hashable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        /// The app's code signature lacks the required entitlement.
        case invalidEntitlement = 0
        /// The user declined the sensor in the sheet or switched it off in Settings.
        case noAuthorization = 1
        /// The data is not accessible at this time.
        case dataInaccessible = 2
        /// The fetch request is misconfigured (for example `from` or `to` unset).
        case fetchRequestInvalid = 3
        /// The user cancelled the sheet, or every requested sensor was already answered.
        case promptDeclined = 4

        // The case's name, as string interpolation prints it; not a conformance, which would add to
        // Apple's public surface (`CustomStringConvertible`, `CaseIterable`).
        package var description: String {
            switch self {
            case .invalidEntitlement: "invalidEntitlement"
            case .noAuthorization: "noAuthorization"
            case .dataInaccessible: "dataInaccessible"
            case .fetchRequestInvalid: "fetchRequestInvalid"
            case .promptDeclined: "promptDeclined"
            }
        }

        package static let allCases: [Code] = [.invalidEntitlement, .noAuthorization, .dataInaccessible, .fetchRequestInvalid, .promptDeclined]
    }

    public static let invalidEntitlement = Code.invalidEntitlement
    public static let noAuthorization = Code.noAuthorization
    public static let dataInaccessible = Code.dataInaccessible
    public static let fetchRequestInvalid = Code.fetchRequestInvalid
    public static let promptDeclined = Code.promptDeclined

    public let code: Code
    /// The private SensorKit code underneath, when there is one (for example 8201).
    package let underlyingCode: PrivateCode?

    /// What a caller passed as `userInfo`, kept out of equality as `NSError` keeps it out of the code.
    private let supplied: UserInfo

    /// An error with `code`, as Apple's `SRError(_:userInfo:)` makes one (tests inject these).
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        underlyingCode = nil
        supplied = UserInfo(userInfo)
    }

    package init(_ code: Code, underlying: PrivateCode?, userInfo: [String: Any] = [:]) {
        self.code = code
        underlyingCode = underlying
        supplied = UserInfo(userInfo)
    }

    // Spelled out rather than synthesized: `_BridgedStoredNSError`'s defaults would compare and
    // hash the bridged `NSError`s, userInfo and all, where two errors with one code are equal.
    public static func == (a: SRError, b: SRError) -> Bool { a.code == b.code && a.underlyingCode == b.underlyingCode }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(underlyingCode)
    }

    public static var errorDomain: String { SRErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: message]
        if let recovery { info[NSLocalizedRecoverySuggestionErrorKey] = recovery }
        if let u = underlyingCode { info[NSUnderlyingErrorKey] = u.nsError }
        return info.merging(supplied.values) { _, given in given }
    }

    package var message: String {
        switch code {
        case .invalidEntitlement: "No valid entitlement found"
        case .noAuthorization: "The user has not authorized this sensor"
        case .dataInaccessible: "The data is not accessible at this time"
        case .fetchRequestInvalid: "The fetch request is invalid"
        case .promptDeclined: "The authorization prompt was declined"
        }
    }

    /// What the person can do about it: SensorKit suggests a recovery for codes 1 and 2 only
    /// (its `recoverySuggestionFromErrorCode`); the English wording is the simulator's (FIDELITY.md).
    package var recovery: String? {
        switch code {
        case .noAuthorization:
            "Allow this data in Settings › Privacy & Security › Research Sensor & Usage Data."
        case .dataInaccessible:
            "Unlock the iPhone and try again."
        case .invalidEntitlement, .fetchRequestInvalid, .promptDeclined: nil
        }
    }

    /// `SRErrorDomain 3 (fetchRequestInvalid)` for a code a fetch record keeps, or the bare
    /// domain and number for one SensorKit does not name: how logs and reports write it.
    package static func describe(code: Int) -> String {
        Code(rawValue: code).map { SRError($0).description } ?? "\(SRErrorDomain) \(code)"
    }

    /// `SRErrorDomain 4 (promptDeclined)`, plus the underlying code when present.
    public var description: String {
        var s = "\(SRErrorDomain) \(code.rawValue) (\(code))"
        if let u = underlyingCode { s += ", underlying \(SRErrorDomain) \(u.rawValue)" }
        return s
    }

    /// Private SensorKit codes that surface as underlying errors or on their own.
    package enum PrivateCode: Int, Sendable, CustomStringConvertible {
        /// The bundle's Info.plist lacks `NSSensorKitUsageDetail` (seen on Apple's forums).
        case missingInfoPlistKey = 8197
        /// The person cancelled the prompt (SensorKit keeps it under `promptDeclined`).
        case promptCancelled = 8196
        /// "Invalid authorization request. Requested services are already authorized".
        case noNewAuthorizationGroupsRequested = 8201

        package var description: String {
            switch self {
            case .missingInfoPlistKey: "Your bundle's Info.plist must have an NSSensorKitUsageDetail key"
            case .promptCancelled: "The authorization prompt was cancelled"
            case .noNewAuthorizationGroupsRequested:
                "Invalid authorization request. Requested services are already authorized"
            }
        }

        package var nsError: NSError {
            NSError(domain: SRErrorDomain, code: rawValue, userInfo: [NSLocalizedDescriptionKey: description])
        }
    }

    /// A caller's `userInfo`: immutable after `init`, so sharing it across threads is safe, and
    /// equal to any other so that two errors with one code compare equal.
    private struct UserInfo: Hashable, @unchecked Sendable {
        let values: [String: Any]
        init(_ values: [String: Any]) { self.values = values }
        static func == (a: UserInfo, b: UserInfo) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }
}
