import Foundation
import SimCore

/// A `screenshot:` step's name becomes `NAME.txt`, `NAME.ansi` and `NAME.svg` in one folder (in
/// a matrix, `NAME.de.no-watch.txt` and so on): the one rule for what such a name may be, read
/// when the scenario is parsed and, for a matrix's longer names, before anything plays.
public enum ScreenshotName {
    /// The files' suffixes, in the order they are written.
    public static let extensions = ["txt", "ansi", "svg"]
    /// The most bytes one name in a folder may have (`NAME_MAX` on Linux and macOS).
    public static let maximumFileBytes = 255

    /// Why `name` cannot name a screenshot's files; nil when it can. `label` is a matrix
    /// combination's (`de, no watch`), which the files' names carry.
    public static func problem(_ name: String, label: String? = nil) -> String? {
        // A long name is shown by its start, a long file by its end (where the label and suffix are).
        let shown = name.count > 40 ? "\"" + String(String(name.prefix(40)).debugDescription.dropFirst().dropLast()) + "…\""
                                    : name.debugDescription
        if name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return "screenshot: \(shown) is blank; give the screenshot a name its files can carry"
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "screenshot: \(shown) holds a control character, which a file name cannot carry"
        }
        // What every report shows escaped (a bidirectional override, a zero width space) would
        // name a file that reads otherwise in `ls` than in the report that names it.
        if let hidden = name.unicodeScalars.first(where: VisibleText.needsEscape) {
            return "screenshot: \(shown) holds \(VisibleText.escaped(String(hidden))), an invisible or reordering character "
                + "the reports show escaped, which a file name should not carry"
        }
        if name.contains("/") || name.hasPrefix(".") {
            return "screenshot: \(shown) is not a file name (no /, not starting with .)"
        }
        let stem = PlayCombination.fileName(name, label: label)
        let longest = extensions.map { stem + "." + $0 }.max { $0.utf8.count < $1.utf8.count } ?? stem
        if longest.utf8.count > maximumFileBytes {
            let matrix = label.map { $0.isEmpty ? "" : " in the combination \($0)" } ?? ""
            let file = longest.count > 60 ? "…" + longest.suffix(40) : longest
            return "screenshot: \(shown) is too long\(matrix): its file \(file) would have \(longest.utf8.count) bytes, "
                + "more than a file name may have (\(maximumFileBytes))"
        }
        return nil
    }

    /// The first `screenshot:` step of `scenario` whose files' names, carrying `label`, cannot
    /// be made, as an error at the step's line.
    public static func problem(in scenario: Scenario, label: String) -> ScenarioError? {
        for step in scenario.steps {
            guard case .screenshot(let name) = step.kind, let message = problem(name, label: label) else { continue }
            return ScenarioError(file: scenario.file, line: step.line, column: step.column, message: message, suggestion: nil)
        }
        return nil
    }
}
