/// Tags given to `play` that no scenario carries: a misspelt one beside a matching one would
/// otherwise shrink or widen the selection without a word.
enum UnknownTags {
    /// How many unknown tags of one option are named one by one before the rest are counted.
    static let namedPerOption = 5

    /// One warning per tag of `--tags` or `--exclude-tags` that no found scenario has, with the
    /// found tag it most likely meant; past `namedPerOption` of one option, one line counts the rest.
    static func warnings(tags: [String], excluding: [String], found: Set<String>) -> [String] {
        guard !found.isEmpty else { return [] }
        let known = found.sorted()
        return [(OptionName.tags, tags), (OptionName.excludeTags, excluding)].flatMap { option, named in
            let unknown = named.filter { !found.contains($0) }
            var lines = unknown.prefix(namedPerOption).map { tag in
                let guess = Suggestion.closest(to: tag, in: known).map { " (did you mean \($0)?)" } ?? ""
                return "\(option) \(tag): no scenario found has this tag\(guess); tags found: \(known.joined(separator: ", "))"
            }
            if unknown.count > namedPerOption {
                lines.append("\(option): … and \(unknown.count - namedPerOption) more tags no scenario found has, not named one by one")
            }
            return lines
        }
    }
}
