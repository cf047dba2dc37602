import Foundation
import Testing
@testable import TerminalUI

/// Compares a screen with `Golden/<name>.txt` cell for cell. With `RECORD_GOLDEN=1` in the
/// environment it writes the file instead, so goldens change only when asked to.
func expectGolden(_ screen: Screen, _ name: String, filePath: String = #filePath,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent(name + ".txt")
    let actual = screen.text + "\n"
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
        } catch {
            Issue.record("could not record golden \(name).txt: \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = try? Data(contentsOf: url), let expected = String(data: data, encoding: .utf8) else {
        Issue.record("no golden \(name).txt; run with RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
        return
    }
    if let diff = goldenDiff(expected: expected, actual: actual) {
        Issue.record("screen differs from \(name).txt (RECORD_GOLDEN=1 re-records):\n\(diff)", sourceLocation: sourceLocation)
    }
}

/// The differing lines, numbered from 1, or nil when the texts are equal.
func goldenDiff(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for i in 0..<max(e.count, a.count) {
        let el = i < e.count ? String(e[i]) : "(no line)"
        let al = i < a.count ? String(a[i]) : "(no line)"
        if el != al { out.append("line \(i + 1):\n  expected |\(el)|\n  actual   |\(al)|") }
    }
    return out.joined(separator: "\n")
}
