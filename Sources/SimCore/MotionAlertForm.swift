import Foundation

/// Which of its two wordings the Motion & Fitness alert has on an iOS version, with the English
/// text of each (the system's own language; other languages are the Simulation module's tables).
///
/// iOS 10 to 17 wrote the title in title case with OK; current iOS writes a sentence with a
/// period and Allow. The version of the change is not published: `sentenceSince` is our
/// choice (FIDELITY.md).
public enum MotionAlertForm: Sendable, Equatable, CaseIterable {
    /// `“App” Would Like to Access Your Motion & Fitness Activity`, Don’t Allow / OK.
    case titleCase
    /// `“App” would like to access your Motion & Fitness activity.`, Don’t Allow / Allow.
    case sentence

    /// The first version assumed to show the sentence form.
    public static let sentenceSince = OSVersion(18)

    public init(_ os: OSVersion) { self = os >= Self.sentenceSince ? .sentence : .titleCase }

    /// The English title with `{app}` where the app's name goes.
    public var titleTemplate: String {
        switch self {
        case .titleCase: "“{app}” Would Like to Access Your Motion & Fitness Activity"
        case .sentence: "“{app}” would like to access your Motion & Fitness activity."
        }
    }

    /// The English title for `app`.
    public func title(app: String) -> String { titleTemplate.replacingOccurrences(of: "{app}", with: app) }

    /// The English label of the button that grants access.
    public var allowButton: String {
        switch self {
        case .titleCase: "OK"
        case .sentence: "Allow"
        }
    }

    /// The English label of the button that refuses (the same in both forms).
    public static let dontAllowButton = "Don’t Allow"
}
