import Foundation

/// Apple's `SRSupplementalCategory` (iOS 16.4): a finer category an app belongs to, beside its
/// `SRDeviceUsageReport.CategoryKey`.
public final class SRSupplementalCategory: NSObject, Sendable {
    /// An opaque identifier for the category.
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }
}
