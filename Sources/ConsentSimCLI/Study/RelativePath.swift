import Foundation

/// A path from one folder to another, so a recorded scenario names its study relative to itself.
enum RelativePath {
    static func from(_ base: URL, to target: URL) -> String {
        let a = base.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let b = target.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(a.count, b.count) && a[common] == b[common] { common += 1 }
        let ups = Array(repeating: "..", count: a.count - common)
        let parts = ups + b[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
