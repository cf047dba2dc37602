import SimCore

/// The Motion & Fitness alert as the participant reads it.
public struct MotionAlert: Equatable, Sendable {
    /// `“<App>” would like to access your Motion & Fitness activity.` (or the older title-case
    /// form, on the phone's iOS version).
    public let title: String
    /// The app's `NSMotionUsageDescription`.
    public let message: String
    /// The button that grants access: Allow, or OK on older iOS.
    public let allowButton: String
    /// Which wording the phone's iOS gives the alert.
    public let form: MotionAlertForm
}
