import Foundation

/// Apple's `SRError` is an `NS_ERROR_ENUM` imported as a struct that stores its `NSError`
/// (`_BridgedStoredNSError`) with a `Code` that is an `_ErrorCodeProtocol`, as `URLError` and
/// `CocoaError` are. That conformance is what gives `catch SRError.noAuthorization { }` and
/// `if case SRError.promptDeclined = error` their `~=`; Foundation declares both protocols on
/// Linux and on Apple's platforms, so team code spelled for iOS compiles here unchanged.
extension SRError: _BridgedStoredNSError {
    /// The `NSError` this error bridges to: its domain, code and `errorUserInfo`.
    public var _nsError: NSError {
        NSError(domain: SRErrorDomain, code: code.rawValue, userInfo: errorUserInfo)
    }

    /// An `SRError` from any `NSError`, as a cast (`error as? SRError`) makes one on Apple's
    /// platforms: nil for another domain, and for a code of SensorKit's own that is not public
    /// (the 8197 of an app without NSSensorKitUsageDetail), which this `Code` cannot hold.
    public init?(_bridgedNSError error: NSError) {
        guard error.domain == SRErrorDomain, Code(rawValue: error.code) != nil else { return nil }
        self.init(_nsError: error)
    }

    /// An `SRError` read back from its `NSError`, which must be in `SRErrorDomain` with one of
    /// SensorKit's public codes (as the protocol requires of its caller).
    public init(_nsError error: NSError) {
        guard error.domain == SRErrorDomain, let code = Code(rawValue: error.code) else {
            preconditionFailure("SRError(_nsError:) needs an error in \(SRErrorDomain) with a public SensorKit code, not \(error.domain) \(error.code)")
        }
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? NSError)
            .flatMap { $0.domain == SRErrorDomain ? PrivateCode(rawValue: $0.code) : nil }
        // What `errorUserInfo` adds of its own is not the caller's.
        var supplied = error.userInfo
        if (supplied[NSLocalizedDescriptionKey] as? String) == SRError(code).message { supplied[NSLocalizedDescriptionKey] = nil }
        if let r = SRError(code).recovery, (supplied[NSLocalizedRecoverySuggestionErrorKey] as? String) == r {
            supplied[NSLocalizedRecoverySuggestionErrorKey] = nil
        }
        if underlying != nil { supplied[NSUnderlyingErrorKey] = nil }
        self.init(code, underlying: underlying, userInfo: supplied)
    }

    #if !canImport(Darwin)
    /// swift-corelibs-foundation's `__BridgedNSError` asks for the domain under this name too.
    public static var _nsErrorDomain: String { SRErrorDomain }
    #endif
}

extension SRError.Code: _ErrorCodeProtocol {
    public typealias _ErrorType = SRError
}
