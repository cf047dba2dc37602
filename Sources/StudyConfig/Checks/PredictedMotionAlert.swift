/// The Motion & Fitness alert `check` predicts iOS will show the first time the app queries
/// motion activity (the Simulation module's `MotionAlert` is the one on screen).
public struct PredictedMotionAlert: Sendable, Equatable {
    /// `“<App>” Would Like to Access Your Motion & Fitness Activity`.
    public let title: String
    /// The app's `NSMotionUsageDescription`, translated; nil when it has none (the app crashes
    /// at that query instead of showing the alert).
    public let message: String?
}

extension Study {
    /// The Motion & Fitness alert the app will cause, or nil when it never asks
    /// (`usesMotionActivity` is false). `check` shows it; the simulated app decides with the same
    /// `usesMotionActivity` and shows this translated message.
    public func motionAlert(language: String? = nil) -> PredictedMotionAlert? {
        guard usesMotionActivity else { return nil }
        let name = localized(appName, infoKey: "CFBundleDisplayName", language: language)
        let text = motionUsageDescription.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        return PredictedMotionAlert(title: "“\(name)” Would Like to Access Your Motion & Fitness Activity",
                           message: text.map { localized($0, infoKey: "NSMotionUsageDescription", language: language) })
    }
}
