/// How to read a study that is an Xcode project, and values for build variables the files
/// leave open: `--target`, `--configuration` and `--set NAME=VALUE`, for every command that
/// takes a study.
public struct ProjectOptions: Equatable, Sendable {
    /// The application target (nil: the one that uses SensorKit).
    public var target: String?
    /// The build configuration (nil: Release).
    public var configuration: String?
    /// Build variables given on the command line; they win over the project's own settings.
    public var variables: [String: String] = [:]

    public init(target: String? = nil, configuration: String? = nil, variables: [String: String] = [:]) {
        self.target = target; self.configuration = configuration; self.variables = variables
    }

    static let specs: [OptionSpec] = [
        .value("--target", "NAME", "in an Xcode project, the app target (default: the one application target using SensorKit)"),
        .value("--configuration", "NAME", "in an Xcode project, the build configuration (default Release)"),
        .repeatable("--set", "NAME=VALUE", "a build variable's value, such as --set PRODUCT_NAME=mindLAMP (repeatable)"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        target = arguments.value("--target")
        configuration = arguments.value("--configuration")
        for item in arguments.allValues("--set") {
            guard let eq = item.firstIndex(of: "="), eq != item.startIndex else {
                throw UsageError("--set expects NAME=VALUE, got \(item)")
            }
            let name = String(item[..<eq])
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw UsageError("--set: \(name) is not a build variable name (letters, digits and _)")
            }
            variables[name] = String(item[item.index(after: eq)...])
        }
    }
}
