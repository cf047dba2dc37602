/// A bundle identifier the simulator made up (`org.example.myheartcounts`) because the study's
/// `CFBundleIdentifier` is a build variable nothing defined (`$(PRODUCT_BUNDLE_IDENTIFIER)`):
/// where it meets another version's real identifier (`check --against`, `update:`, a saved
/// participant), the two read as two apps, and this says why and how to give the real one.
public struct BundleIdentifierStandIn: Codable, Sendable, Equatable {
    /// The identifier shown in its place.
    public let shown: String
    /// `CFBundleIdentifier` as written.
    public let written: String
    /// The one build variable it is, for a `--set` to fill; nil when it is more than one.
    public let variable: String?

    /// "org.example.x stands in for $(PRODUCT_BUNDLE_IDENTIFIER), which nothing there defines:
    /// give the real one with --set PRODUCT_BUNDLE_IDENTIFIER=`real`".
    public func note(real: String) -> String {
        "\(shown) stands in for \(written), which nothing there defines: give the real one with \(setting(real))"
    }

    /// For a participant saved while this stood in, resumed on the app whose identifier is
    /// `real`: "they were saved from a study where org.example.x stood in for …: a participant
    /// saved with --set … resumes here". (This file cannot: the identifier it names is another app's.)
    public func savedNote(real: String) -> String {
        "they were saved from a study where \(shown) stood in for \(written): a participant saved with \(setting(real)) resumes here"
    }

    private func setting(_ real: String) -> String { variable.map { "--set \($0)=\(real)" } ?? "--set for the variable it uses" }
}
