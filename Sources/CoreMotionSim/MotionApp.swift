/// What CoreMotion knows of the study app: its name for the alert and its Info.plist text.
package struct MotionApp: Sendable, Equatable {
    package var displayName: String
    /// `NSMotionUsageDescription`; nil when the key is missing from Info.plist.
    package var usageDescription: String?

    package init(displayName: String, usageDescription: String?) {
        self.displayName = displayName
        self.usageDescription = usageDescription
    }

    /// False for a missing or empty key: the first motion access then crashes the app.
    package var hasUsageDescription: Bool { !(usageDescription ?? "").isEmpty }
}
