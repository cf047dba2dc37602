import Foundation

/// Apple's `SRFaceMetricsExpression`: how strongly one facial expression shows.
///
/// Final, unlike the sample classes a test double stands in for: SRFaceMetrics.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRFaceMetricsExpression: NSObject, Sendable {
    /// Apple does not list the identifiers; the simulator uses ARKit blend-shape style names.
    public let identifier: String
    /// 0...1.
    public let value: Double

    init(identifier: String, value: Double) {
        self.identifier = identifier
        self.value = value
    }
}
