/// How a command prints its result: lines for people, or one JSON object for programs.
package enum OutputFormat: String, Sendable, Equatable {
    case text, json

    static let spec = OptionSpec.value(.format, "FORMAT", "text (default) or json: one JSON object")

    /// The `--format` given, or text.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self = try arguments.choice(.format, of: ["text", "json"]).flatMap(OutputFormat.init(rawValue:)) ?? .text
    }
}
