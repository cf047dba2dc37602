/// How to read a study that is an Xcode project, and values for build variables its files lack.
public struct StudyLoadOptions: Sendable, Equatable {
    /// The target to read (`--target`); nil picks the one application target that uses SensorKit.
    public var target: String?
    /// The build configuration (`--configuration`); nil means `Release`, what participants install.
    public var configuration: String?
    /// Build variables given by hand (`--set NAME=VALUE`, a scenario's `vars:`); they override
    /// every build setting, as `xcodebuild NAME=VALUE` does.
    public var variables: [String: String] = [:]

    public init() {}

    public init(target: String? = nil, configuration: String? = nil, variables: [String: String] = [:]) {
        self.target = target
        self.configuration = configuration
        self.variables = variables
    }
}
