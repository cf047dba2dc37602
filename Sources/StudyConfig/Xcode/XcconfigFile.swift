import Foundation

/// Reads an `.xcconfig` file and the files it `#include`s into assignments, in the order Xcode
/// applies them (an included file's lines where the `#include` stands).
enum XcconfigFile {
    /// Includes may nest no deeper than this; deeper is a cycle or a mistake.
    static let maximumIncludeDepth = 16

    /// What reading found that does not stop the load: an `#include` naming no file.
    struct Problem { let file: String; let line: Int; let message: String }

    /// One meaningful line of a file.
    enum Line {
        case assignment(BuildSettingAssignment)
        case include(path: String, optional: Bool, line: Int)
    }

    /// Files already read, by path: each file is read from disk and parsed once however often
    /// it is included, for every configuration of every target.
    struct Cache {
        fileprivate var lines: [String: [Line]] = [:]
        init() {}
    }

    /// The includes followed and settings gathered by one `read`, against `ExpansionLimits`.
    private struct Tally { var includes = 0; var assignments = 0 }

    /// Reads `url` (shown as `file`). `root` is the folder diagnostics name files relative to.
    /// Throws for an unreadable file, a line that is not a setting, an include or a comment, and
    /// for includes or settings past `ExpansionLimits` (naming the `#include` that passed it).
    static func read(_ url: URL, file: String, root: URL, cache: inout Cache,
                     problems: inout [Problem]) throws(StudyLoadError) -> [BuildSettingAssignment] {
        var tally = Tally()
        var out: [BuildSettingAssignment] = []
        try apply(url, file: file, root: root, chain: [], cache: &cache, tally: &tally, into: &out, problems: &problems)
        return out
    }

    /// `chain` holds the files whose `#include` led here, outermost first.
    private static func apply(_ url: URL, file: String, root: URL, chain: [(path: String, file: String)], cache: inout Cache, tally: inout Tally,
                              into out: inout [BuildSettingAssignment], problems: inout [Problem]) throws(StudyLoadError) {
        guard chain.count < maximumIncludeDepth else {
            throw StudyLoadError(file: file, message: "#include nests deeper than \(maximumIncludeDepth) files (does a file include itself?)")
        }
        let lines: [Line]
        if let known = cache.lines[url.path] {
            lines = known
        } else {
            lines = try parse(url, file: file)
            cache.lines[url.path] = lines
        }
        for line in lines {
            switch line {
            case .assignment(let a):
                tally.assignments += 1
                guard tally.assignments <= ExpansionLimits.maximumAssignments else {
                    throw StudyLoadError(file: a.file, line: a.line,
                                         message: "the xcconfig files assign more than \(ExpansionLimits.maximumAssignments) settings in all, counting every #include: does a file include another many times over?")
                }
                out.append(a)
            case let .include(path, optional, lineNumber):
                let included = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                                                   : url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                guard cache.lines[included.path] != nil || FileManager.default.fileExists(atPath: included.path) else {
                    if !optional {
                        problems.append(Problem(file: file, line: lineNumber,
                                                message: "#include \"\(path)\" names no file: Xcode stops the build here"))
                    }
                    continue
                }
                // A file that includes itself, directly or through others, is a loop: it was
                // "nests deeper than 16 files" at no line, after reading the loop 16 times.
                let here = chain + [(url.path, file)]
                if here.contains(where: { $0.path == included.path }) {
                    let names = (here.drop { $0.path != included.path }.map(\.file) + [XcodePaths.display(included, under: root)]).joined(separator: " → ")
                    throw StudyLoadError(file: file, line: lineNumber,
                                         message: "#include \"\(path)\" makes a loop (\(names)): no file may include itself, directly or through others")
                }
                // A file that cannot be read at all (a folder, a device, not UTF-8) is named at the
                // #include that names it: the message named only the path, often "." or a device.
                if cache.lines[included.path] == nil {
                    let shown = XcodePaths.display(included, under: root)
                    do { cache.lines[included.path] = try parse(included, file: shown) } catch {
                        guard error.line == nil else { throw error }
                        throw StudyLoadError(file: file, line: lineNumber, message: "#include \"\(path)\": \(error.message)")
                    }
                }
                tally.includes += 1
                guard tally.includes <= ExpansionLimits.maximumIncludes else {
                    throw StudyLoadError(file: file, line: lineNumber,
                                         message: "more than \(ExpansionLimits.maximumIncludes) #includes in all, counting the files included by included files: does each file include the next more than once?")
                }
                try apply(included, file: XcodePaths.display(included, under: root), root: root, chain: here,
                          cache: &cache, tally: &tally, into: &out, problems: &problems)
            }
        }
    }

    /// The settings and includes of one file, in order.
    private static func parse(_ url: URL, file: String) throws(StudyLoadError) -> [Line] {
        let data: Data
        do { data = try InputFile.read(url, limit: PlistDocument.maximumSize) } catch {
            throw StudyLoadError(file: file, message: "cannot read the xcconfig file: \(error.message)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StudyLoadError(file: file, message: "the xcconfig file is not UTF-8 text")
        }
        var out: [Line] = []
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
                out.append(.include(path: String(rest.dropFirst().dropLast()), optional: optional, line: lineNumber))
                continue
            }
            guard let eq = line.firstIndex(of: "="),
                  let (name, conditions) = BuildSettingAssignment.parseName(line[..<eq].trimmingCharacters(in: .whitespaces)) else {
                throw StudyLoadError(file: file, line: lineNumber,
                                     message: "expected NAME = value, #include \"file\" or a // comment, found \"\(line.prefix(60))\"")
            }
            var value = line[line.index(after: eq)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            out.append(.assignment(BuildSettingAssignment(name: name, conditions: conditions, value: value, file: file, line: lineNumber)))
        }
        return out
    }
}
