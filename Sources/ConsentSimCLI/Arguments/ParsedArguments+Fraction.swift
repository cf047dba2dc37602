/// Fractions for options that give a share or a rate (`--decline-rate 0.1`).
extension ParsedArguments {
    /// A number from 0 to 1.
    func fraction(_ name: OptionName) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let n = Double(text), n >= 0, n <= 1 else { throw UsageError("\(name) expects a number from 0 to 1, got \(text)") }
        return n
    }
}
