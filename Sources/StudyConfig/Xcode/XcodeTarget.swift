/// Which part of an Xcode project a study was read from.
public struct XcodeTarget: Sendable, Equatable {
    /// The project file as diagnostics name it (`MyHeartCounts.xcodeproj/project.pbxproj`).
    public let projectFile: String
    /// The target the study is (`MyHeartCounts`).
    public let target: String
    /// The build configuration whose settings were resolved (`Release`).
    public let configuration: String
    /// Every application target of the project, in project order.
    public let applicationTargets: [String]
    /// Every build configuration of the chosen target, in project order.
    public let configurations: [String]
    /// How the chosen target links SensorKit.framework, in the chosen configuration.
    public let sensorKitLink: FrameworkLink
    /// The devices the chosen target builds for (`TARGETED_DEVICE_FAMILY`).
    public let deviceFamily: TargetDeviceFamily
}
