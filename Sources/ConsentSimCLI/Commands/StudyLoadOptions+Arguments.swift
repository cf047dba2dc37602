import StudyConfig

/// `--target`, `--configuration` and `--set NAME=VALUE`, for every command that takes a study:
/// how to read an Xcode project, and values for build variables the files leave open.
extension StudyLoadOptions {
    static let specs: [OptionSpec] = [
        .value(.target, "NAME", "in an Xcode project, the app target (default: the one application target using SensorKit)"),
        .value(.configuration, "NAME", "in an Xcode project, the build configuration (default Release)"),
        .repeatable(.set, "NAME=VALUE", "a build variable's value, such as --set PRODUCT_NAME=mindLAMP (repeatable)"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(target: arguments.value(.target), configuration: arguments.value(.configuration))
        for item in arguments.allValues(.set) {
            let (name, value) = try Self.variable(item)
            variables[name] = value
        }
    }

    /// One `--set NAME=VALUE`, for every command that takes it (`play` makes a matrix of them).
    static func variable(_ item: String) throws(UsageError) -> (name: String, value: String) {
        guard let eq = item.firstIndex(of: "=") else { throw UsageError("--set expects NAME=VALUE, got \(item)") }
        let name = String(item[..<eq])
        guard StudyLoadOptions.isVariableName(name) else {
            let what = name.isEmpty ? "\(item) names no variable before =" : "\(name) is not a build variable name"
            throw UsageError("--set: \(what) (a letter or _, then letters, digits and _)")
        }
        return (name, String(item[item.index(after: eq)...]))
    }
}
