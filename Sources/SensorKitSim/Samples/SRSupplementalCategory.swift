import Foundation

/// Apple's `SRSupplementalCategory` (iOS 16.4): a finer category an app belongs to, beside its
/// `SRDeviceUsageReport.CategoryKey`.
///
/// Final, unlike the sample classes a test double stands in for: its header declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRSupplementalCategory: NSObject, Sendable {
    /// An opaque identifier for the category.
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }
}
