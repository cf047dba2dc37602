import Foundation

/// Reads an `.xcconfig` file and the files it `#include`s into assignments, in the order Xcode
/// applies them (an included file's lines where the `#include` stands).
enum XcconfigFile {
    /// Includes may nest no deeper than this; deeper is a cycle or a mistake.
    static let maximumIncludeDepth = 16

    /// What reading found that does not stop the load: an `#include` naming no file.
    struct Problem { let file: String; let line: Int; let message: String }

    /// Reads `url` (shown as `file`). `root` is the folder diagnostics name files relative to.
    /// Throws for an unreadable file or a line that is not a setting, an include or a comment.
    static func read(_ url: URL, file: String, root: URL, depth: Int = 0,
                     problems: inout [Problem]) throws(StudyLoadError) -> [BuildSettingAssignment] {
        guard depth < maximumIncludeDepth else {
            throw StudyLoadError(file: file, message: "#include nests deeper than \(maximumIncludeDepth) files (does a file include itself?)")
        }
        let data: Data
        do { data = try InputFile.read(url, limit: PlistDocument.maximumSize) } catch {
            throw StudyLoadError(file: file, message: "cannot read the xcconfig file: \(error.message)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StudyLoadError(file: file, message: "the xcconfig file is not UTF-8 text")
        }
        var out: [BuildSettingAssignment] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = i + 1
            // Xcode ends a line at `//` wherever it stands, even inside a URL.
            let line = (raw.range(of: "//").map { raw[..<$0.lowerBound] } ?? raw).trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                let rest = line.dropFirst(optional ? "#include?".count : "#include".count).trimmingCharacters(in: .whitespaces)
                guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else {
                    throw StudyLoadError(file: file, line: lineNumber, message: "#include needs a quoted path: #include \"Other.xcconfig\"")
                }
                let path = String(rest.dropFirst().dropLast())
                let included = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                                                   : url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: included.path) else {
                    if !optional {
                        problems.append(Problem(file: file, line: lineNumber,
                                                message: "#include \"\(path)\" names no file: Xcode stops the build here"))
                    }
                    continue
                }
                out += try read(included, file: XcodePaths.display(included, under: root), root: root, depth: depth + 1, problems: &problems)
                continue
            }
            guard let eq = line.firstIndex(of: "="),
                  let (name, conditions) = BuildSettingAssignment.parseName(line[..<eq].trimmingCharacters(in: .whitespaces)) else {
                throw StudyLoadError(file: file, line: lineNumber,
                                     message: "expected NAME = value, #include \"file\" or a // comment, found \"\(line.prefix(60))\"")
            }
            var value = line[line.index(after: eq)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            out.append(BuildSettingAssignment(name: name, conditions: conditions, value: value, file: file, line: lineNumber))
        }
        return out
    }
}
