/// A small argument reader: long options (`--seed 3` or `--seed=3`), flags, positionals.
/// Every mistake becomes a `UsageError` whose message names the option.
struct Arguments {
    struct UsageError: Error { let message: String }

    private var items: [String]
    init(_ items: [String]) { self.items = items }

    var isEmpty: Bool { items.isEmpty }

    /// Removes and returns the subcommand: the first argument, when it is not an option.
    mutating func popCommand() -> String? {
        guard let first = items.first, !first.hasPrefix("-") else { return nil }
        return items.removeFirst()
    }

    /// Removes `--name` and reports whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let i = items.firstIndex(of: name) else { return false }
        items.remove(at: i)
        return true
    }

    /// Removes `--name VALUE` or `--name=VALUE` and returns VALUE.
    mutating func value(_ name: String) throws -> String? {
        if let i = items.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            return String(items.remove(at: i).dropFirst(name.count + 1))
        }
        guard let i = items.firstIndex(of: name) else { return nil }
        guard i + 1 < items.count else { throw UsageError(message: "\(name) needs a value") }
        let v = items[i + 1]
        items.removeSubrange(i...(i + 1))
        return v
    }

    /// Fails if anything is left that no one asked for.
    func finish() throws {
        if let extra = items.first {
            throw UsageError(message: extra.hasPrefix("-") ? "unknown option \(extra)" : "unexpected argument \(extra)")
        }
    }
}
