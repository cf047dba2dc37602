import Foundation

/// Apple's `SRFaceMetrics`: facial expressions seen by the TrueDepth camera in one camera session.
///
/// Apple's `faceAnchor` is an ARKit `ARFaceAnchor`, which does not exist on Linux.
///
/// Final, unlike the sample classes a test double stands in for: SRFaceMetrics.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRFaceMetrics: NSObject, Sendable {
    public struct Context: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let deviceUnlock = Context(rawValue: 1 << 0)
        public static let messagingAppUsage = Context(rawValue: 1 << 1)
    }

    public let sessionIdentifier: String
    public let context: Context
    public let version: String
    public let wholeFaceExpressions: [SRFaceMetricsExpression]
    public let partialFaceExpressions: [SRFaceMetricsExpression]

    init(sessionIdentifier: String, context: Context, version: String,
         wholeFaceExpressions: [SRFaceMetricsExpression], partialFaceExpressions: [SRFaceMetricsExpression]) {
        self.sessionIdentifier = sessionIdentifier
        self.context = context
        self.version = version
        self.wholeFaceExpressions = wholeFaceExpressions
        self.partialFaceExpressions = partialFaceExpressions
    }
}
