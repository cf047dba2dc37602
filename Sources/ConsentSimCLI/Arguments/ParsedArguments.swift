import SimCore

/// A command's arguments, split once by the command's option specs into option values, flags
/// and positionals.
///
/// Accepts `--name VALUE` and `--name=VALUE`; `--` ends the options. `--help` or `-h` anywhere
/// before `--` asks for the command's help, whatever else is there (so a user fixing a wrong
/// option can always ask). Every mistake is a `UsageError` that names the option.
struct ParsedArguments: Equatable {
    private(set) var positionals: [String] = []
    private(set) var helpRequested = false
    /// Every value given per option, in order (more than one only for repeatable options).
    private var values: [OptionName: [String]] = [:]
    private var flags: Set<OptionName> = []
    /// The options the command's specs declare: the only ones it may look up.
    private let declared: Set<OptionName>

    init(_ arguments: [String], specs: [OptionSpec]) throws(UsageError) {
        declared = Set(specs.map(\.option))
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            helpRequested = true
            return
        }
        var i = 0
        while i < arguments.count {
            let item = arguments[i]
            i += 1
            if item == "--" {
                positionals += arguments[i...]
                break
            }
            guard item.hasPrefix("-"), item != "-" else {
                positionals.append(item)
                continue
            }
            let (name, inline) = Self.split(item)
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw UsageError(Self.unknown(name, specs))
            }
            let option = spec.option
            if (values[option] != nil && !spec.repeatable) || flags.contains(option) {
                throw UsageError("\(name) is given twice; give it once")
            }
            guard spec.takesValue else {
                if inline != nil { throw UsageError("\(name) takes no value, got \(item)") }
                flags.insert(option)
                continue
            }
            if let inline {
                guard !inline.isEmpty else { throw UsageError("\(name) needs a value (\(spec.synopsis))") }
                values[option, default: []].append(inline)
            } else if i < arguments.count, !arguments[i].hasPrefix("--") {
                // An empty word (`--lang ""`) is no value, as `--lang=` is none.
                guard !arguments[i].isEmpty else { throw UsageError("\(name) needs a value (\(spec.synopsis))") }
                values[option, default: []].append(arguments[i])
                i += 1
            } else {
                throw UsageError("\(name) needs a value (\(spec.synopsis))")
            }
        }
    }

    /// The value given for `name`, if any.
    func value(_ name: OptionName) -> String? { values[checked(name)]?.last }

    /// Every value given for the repeatable option `name`, in order.
    func allValues(_ name: OptionName) -> [String] { values[checked(name)] ?? [] }

    /// Whether the flag `name` was given.
    func flag(_ name: OptionName) -> Bool { flags.contains(checked(name)) }

    /// `name`, after checking the command's specs declare it: an undeclared option could never
    /// be given, so looking it up is a mistake in the command, caught where tests run it.
    private func checked(_ name: OptionName) -> OptionName {
        assert(declared.contains(name), "\(name) is looked up, but this command's option specs do not declare it")
        return name
    }

    /// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil).
    private static func split(_ item: String) -> (String, String?) {
        guard item.hasPrefix("--"), let eq = item.firstIndex(of: "=") else { return (item, nil) }
        return (String(item[..<eq]), String(item[item.index(after: eq)...]))
    }

    /// An option another command takes is named as that command's (`week --speed`: --speed is
    /// run's), not misread as a typo of a near name here (it suggested --seed). Every command
    /// also takes `--help`, and the program `--version` alone, so a slip of either is named too
    /// (`--hlep` and `--verison` were "unknown option" with no hint).
    private static func unknown(_ name: String, _ specs: [OptionSpec]) -> String {
        let owners = Subcommand.allCases.filter { command in command.specs.contains { $0.name == name } }
        if !owners.isEmpty {
            return "unknown option \(name) here (it is an option of \(owners.map(\.rawValue).joined(separator: ", ")))"
        }
        if name == versionOption {
            return "unknown option \(name) here (it is given alone: \(ProgramName.current) \(versionOption))"
        }
        let hint = Suggestion.closest(to: name, in: specs.map(\.name) + [helpOption, versionOption])
            .map { " (did you mean \($0)?)" } ?? ""
        return "unknown option \(name)\(hint)"
    }

    /// The options every command line knows beside its command's own specs.
    private static let helpOption = "--help", versionOption = "--version"
}
