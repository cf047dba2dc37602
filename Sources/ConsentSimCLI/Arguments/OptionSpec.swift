/// One option a command accepts: its name, whether it takes a value, and its line in the help.
struct OptionSpec: Sendable, Equatable {
    /// `.seed` for `--seed`: always a long option; `-h` is the only short one, and it is built in.
    let option: OptionName
    /// What the value is called in the help (`N`, `DATE`), or nil for a flag.
    let valueName: String?
    /// The help line's text: what the option does and its default.
    let summary: String
    /// Whether it may be given more than once (`--set A=1 --set B=2`).
    var repeatable = false

    /// An option that takes a value: `--seed 3` or `--seed=3`.
    static func value(_ option: OptionName, _ valueName: String, _ summary: String) -> OptionSpec {
        OptionSpec(option: option, valueName: valueName, summary: summary)
    }

    /// An option that takes a value and may be given again for more: `--set A=1 --set B=2`.
    static func repeatable(_ option: OptionName, _ valueName: String, _ summary: String) -> OptionSpec {
        OptionSpec(option: option, valueName: valueName, summary: summary, repeatable: true)
    }

    /// An option that takes no value: `--watch`.
    static func flag(_ option: OptionName, _ summary: String) -> OptionSpec {
        OptionSpec(option: option, valueName: nil, summary: summary)
    }

    /// The option as the user types it (`--seed`).
    var name: String { option.rawValue }

    var takesValue: Bool { valueName != nil }

    /// `--seed N` or `--watch`, as the help shows it.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}
