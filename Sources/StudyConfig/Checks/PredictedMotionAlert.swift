import SimCore

/// The Motion & Fitness alert `check` predicts iOS will show the first time the app queries
/// motion activity (the Simulation module's `MotionAlert` is the one on screen).
public struct PredictedMotionAlert: Sendable, Equatable {
    /// `“<App>” would like to access your Motion & Fitness activity.`, or the title-case form
    /// before `MotionAlertForm.sentenceSince`; in English, the system's own language.
    public let title: String
    /// The button that grants access: Allow, or OK before `MotionAlertForm.sentenceSince`.
    public let allowButton: String
    /// The app's `NSMotionUsageDescription`, translated; nil when it has none (the app crashes
    /// at that query instead of showing the alert).
    public let message: String?
}

extension Study {
    /// The Motion & Fitness alert the app will cause on a phone running `os`, or nil when it
    /// never asks (`usesMotionActivity` is false). `check` shows it; the simulated app decides
    /// with the same `usesMotionActivity` and shows this translated message.
    public func motionAlert(language: String? = nil, os: OSVersion = .current) -> PredictedMotionAlert? {
        guard usesMotionActivity else { return nil }
        let name = appName(language: language)
        let text = motionUsageDescription.flatMap { $0.isBlank ? nil : $0 }
        let form = MotionAlertForm(os)
        return PredictedMotionAlert(title: form.title(app: name), allowButton: form.allowButton,
                                    message: text.map { localized($0, infoKey: "NSMotionUsageDescription", language: language) })
    }
}
