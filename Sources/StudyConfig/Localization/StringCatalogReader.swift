/// Turns a parsed catalog's JSON into entries, checking its shape and naming the key path of
/// anything that is not what Xcode writes.
///
/// Unknown members (`shouldTranslate`, `substitutions`, …) are ignored, so newer Xcode
/// versions' additions do not break reading; known members of the wrong type are errors.
struct StringCatalogReader {
    struct Contents {
        var sourceLanguage: String
        var version: String?
        var entries: [String: StringCatalog.Entry]
    }

    let file: String
    let lines: LineIndex

    func read(_ root: JSONNode) throws(LocalizationError) -> Contents {
        guard root.members != nil else {
            throw error(root, nil, "a string catalog must be a JSON object, but this file holds \(root.kind)")
        }
        guard let languageNode = root.member("sourceLanguage") else {
            throw error(root, nil, "missing \"sourceLanguage\" (the language the keys are written in, such as \"en\")")
        }
        let sourceLanguage = try string(languageNode, "sourceLanguage")
        guard !sourceLanguage.isEmpty else { throw error(languageNode, "sourceLanguage", "expected a language code such as \"en\"") }
        let version = try optionalString(root, "version", "")
        guard let stringsNode = root.member("strings") else { throw error(root, nil, "missing \"strings\"") }

        var entries: [String: StringCatalog.Entry] = [:]
        for member in try members(stringsNode, "strings") {
            let path = Self.path("strings", member.key)
            entries[member.key] = try entry(member, path)
        }
        return Contents(sourceLanguage: sourceLanguage, version: version, entries: entries)
    }

    private func entry(_ member: JSONNode.Member, _ path: String) throws(LocalizationError) -> StringCatalog.Entry {
        let node = member.node
        _ = try members(node, path)
        let comment = try optionalString(node, "comment", path)
        let extractionState = try optionalString(node, "extractionState", path)
        var localizations: [String: StringCatalog.Localization] = [:]
        if let localizationsNode = node.member("localizations") {
            let localizationsPath = Self.path(path, "localizations")
            for language in try members(localizationsNode, localizationsPath) {
                localizations[language.key] = try localization(language.node, Self.path(localizationsPath, language.key))
            }
        }
        return StringCatalog.Entry(key: member.key, line: lines.line(at: member.keyOffset), comment: comment,
                                   extractionState: extractionState, localizations: localizations)
    }

    /// A `stringUnit`, or the preferred case of `variations`; nil when the node has neither.
    ///
    /// Every variation case is checked, so a broken case is reported even when another is shown.
    /// The preferred case is what an iPhone shows: `iphone`, then `other` (the fallback device and
    /// plural case), then the first in sorted order; variation kinds are chosen by the same rule.
    private func localization(_ node: JSONNode, _ path: String) throws(LocalizationError) -> StringCatalog.Localization? {
        _ = try members(node, path)
        if let unit = node.member("stringUnit") {
            let unitPath = Self.path(path, "stringUnit")
            _ = try members(unit, unitPath)
            let state = try optionalString(unit, "state", unitPath)
            guard let valueNode = unit.member("value") else { throw error(unit, unitPath, "missing \"value\"") }
            let value = try string(valueNode, Self.path(unitPath, "value"))
            return StringCatalog.Localization(value: value, state: state, line: lines.line(at: valueNode.offset))
        }
        guard let variations = node.member("variations") else { return nil }
        let variationsPath = Self.path(path, "variations")
        var chosen: StringCatalog.Localization?
        for kind in Self.preferred(try members(variations, variationsPath)) {
            let kindPath = Self.path(variationsPath, kind.key)
            for variationCase in Self.preferred(try members(kind.node, kindPath)) {
                let found = try localization(variationCase.node, Self.path(kindPath, variationCase.key))
                if chosen == nil { chosen = found }
            }
        }
        return chosen
    }

    private static func preferred(_ members: [JSONNode.Member]) -> [JSONNode.Member] {
        func rank(_ key: String) -> Int { key == "iphone" ? 0 : key == "other" ? 1 : 2 }
        return members.sorted { (rank($0.key), $0.key) < (rank($1.key), $1.key) }
    }

    private func members(_ node: JSONNode, _ path: String) throws(LocalizationError) -> [JSONNode.Member] {
        guard let members = node.members else { throw error(node, path, "expected an object, found \(node.kind)") }
        return members
    }

    private func string(_ node: JSONNode, _ path: String) throws(LocalizationError) -> String {
        guard let text = node.string else { throw error(node, path, "expected a string, found \(node.kind)") }
        return text
    }

    private func optionalString(_ node: JSONNode, _ key: String, _ path: String) throws(LocalizationError) -> String? {
        guard let child = node.member(key) else { return nil }
        return try string(child, Self.path(path, key))
    }

    /// `parent.key`, or `parent["key"]` when the key would not read as one dotted component.
    static func path(_ parent: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-": true
            default: false
            }
        }
        if plain { return parent.isEmpty ? key : "\(parent).\(key)" }
        var escaped = ""
        for character in key {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\(parent)[\"\(escaped)\"]"
    }

    private func error(_ node: JSONNode, _ path: String?, _ message: String) -> LocalizationError {
        let at = lines.position(at: node.offset)
        return LocalizationError(file: file, line: at.line, column: at.column, keyPath: path, message: message)
    }
}
