import Foundation

/// Reads a study's localized Info.plist strings: every `<lang>.lproj/InfoPlist.strings` and
/// an `InfoPlist.xcstrings` catalog. A file that cannot be read becomes an error diagnostic
/// (with its line and column) instead of stopping the load: the rest of the study still checks.
enum LocalizationLoader {
    /// A strings file of one language, or a catalog (`language` nil), and its name in diagnostics.
    struct File: Equatable {
        let language: String?
        let url: URL
        let file: String

        /// `language` as a tag (`English.lproj` is `en`, `LanguageTag.canonical`).
        init(language: String?, url: URL, file: String) {
            self.language = language.map(LanguageTag.canonical)
            self.url = url
            self.file = file
        }
    }

    static func load(from folder: URL) -> ([LocalizedTable], [Diagnostic]) {
        load(files(in: folder, shownAs: ""))
    }

    /// The localization files directly in `folder`, named `prefix` + their path inside it.
    static func files(in folder: URL, shownAs prefix: String) -> [File] {
        var out: [File] = []
        for item in FolderListing.names(in: folder.path) where item.hasSuffix(".lproj") {
            let url = folder.appendingPathComponent(item).appendingPathComponent("InfoPlist.strings")
            guard InputFile.exists(url) else { continue }
            out.append(File(language: String(item.dropLast(".lproj".count)), url: url, file: "\(prefix)\(item)/InfoPlist.strings"))
        }
        let catalogURL = folder.appendingPathComponent("InfoPlist.xcstrings")
        if InputFile.exists(catalogURL) { out.append(File(language: nil, url: catalogURL, file: prefix + "InfoPlist.xcstrings")) }
        return out
    }

    static func load(_ files: [File]) -> ([LocalizedTable], [Diagnostic]) {
        var tables: [LocalizedTable] = []
        var problems: [Diagnostic] = []
        for f in files {
            guard let language = f.language else { continue }
            let file = f.file
            do {
                let data = try readData(f.url, file: file)
                let strings = try StringsFile(data: data, name: file)
                tables.append(LocalizedTable(language: language, file: file,
                                             entries: strings.entries.map { ($0.key, $0.value, $0.line) }))
                for d in strings.duplicates {
                    problems.append(Diagnostic(.warning, code: "duplicate-string-key", file: file, keyPath: d.key, line: d.laterLine,
                                               message: "\"\(d.key)\" is defined twice (lines \(d.earlierLine) and \(d.laterLine)); the later one wins",
                                               suggestion: "delete one of them"))
                }
            } catch let e as LocalizationError {
                problems.append(Diagnostic(.error, code: "unreadable-strings", file: file, line: e.line,
                                           message: e.column.map { "column \($0): \(e.message)" } ?? e.message))
            } catch {
                problems.append(Diagnostic(.error, code: "unreadable-strings", file: file, message: "\(error)"))
            }
        }
        for f in files where f.language == nil {
            let file = f.file
            do {
                let catalog = try StringCatalog(data: try readData(f.url, file: file), name: file)
                for language in catalog.languages {
                    var entries: [(key: String, value: String, line: Int?)] = []
                    for key in catalog.keys {
                        guard let entry = catalog.entries[key] else { continue }
                        if let loc = entry.localizations[language] {
                            entries.append((key, loc.value, loc.line))
                        } else if language == catalog.sourceLanguage && entry.localizations.isEmpty {
                            entries.append((key, key, entry.line))
                        }
                    }
                    tables.append(LocalizedTable(language: language, file: file, entries: entries))
                }
            } catch let e as LocalizationError {
                problems.append(Diagnostic(.error, code: "unreadable-strings", file: file, keyPath: e.keyPath ?? "", line: e.line,
                                           message: e.column.map { "column \($0): \(e.message)" } ?? e.message))
            } catch {
                problems.append(Diagnostic(.error, code: "unreadable-strings", file: file, message: "\(error)"))
            }
        }
        return (tables, problems)
    }

    private static func readData(_ url: URL, file: String) throws -> Data {
        do { return try InputFile.read(url, limit: PlistDocument.maximumSize) } catch {
            throw LocalizationError(file: file, line: 1, message: error.message)
        }
    }
}
