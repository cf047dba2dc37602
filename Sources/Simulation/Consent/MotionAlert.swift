/// The Motion & Fitness alert as the participant reads it.
public struct MotionAlert: Equatable, Sendable {
    /// `“<App>” Would Like to Access Your Motion & Fitness Activity`.
    public let title: String
    /// The app's `NSMotionUsageDescription`.
    public let message: String
}
