/// How to read a study that is an Xcode project, and values for build variables its files lack.
public struct StudyLoadOptions: Sendable, Equatable {
    /// The target to read (`--target`); nil picks the one application target that uses SensorKit.
    public var target: String?
    /// The build configuration (`--configuration`); nil means `Release`, what participants install.
    public var configuration: String?
    /// Build variables given by hand (`--set NAME=VALUE`, a scenario's `vars:`); they override
    /// every build setting, as `xcodebuild NAME=VALUE` does.
    public var variables: [String: String] = [:]
    /// Read the study for a simulation, which refuses what it cannot show: a study folder without
    /// Info.plist (it would show nothing) and a strings file or catalog that does not parse (its
    /// language would read untranslated). `check` reads past both, to say what is wrong.
    public var requiresInfoPlist = false

    public init() {}

    public init(target: String? = nil, configuration: String? = nil, variables: [String: String] = [:],
                requiresInfoPlist: Bool = false) {
        self.target = target
        self.configuration = configuration
        self.variables = variables
        self.requiresInfoPlist = requiresInfoPlist
    }

    /// Whether `name` can be a build variable: an ASCII letter or `_`, then letters, digits and `_`.
    public static func isVariableName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
