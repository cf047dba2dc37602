/// What CoreMotion knows of the study app: its name for the alert and its Info.plist text.
public struct MotionApp: Sendable, Equatable {
    public var displayName: String
    /// `NSMotionUsageDescription`; nil when the key is missing from Info.plist.
    public var usageDescription: String?

    public init(displayName: String, usageDescription: String?) {
        self.displayName = displayName
        self.usageDescription = usageDescription
    }

    /// False for a missing or empty key: the first motion access then crashes the app.
    public var hasUsageDescription: Bool { !(usageDescription ?? "").isEmpty }
}
