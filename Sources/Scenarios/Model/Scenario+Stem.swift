import Foundation
import SimCore

extension Scenario {
    /// A scenario file's name without its folders and extension (`flows/all-allowed.yaml` is
    /// `all-allowed`), as `URL`'s `deletingPathExtension().lastPathComponent` gives it: the
    /// scenario's default name and its transcript's file name. Read from the text (a URL of a
    /// path costs thousands of instructions a file) when it is plainly `stem.ext`
    /// (`PathText.plainExtension`), else left to `URL`.
    public static func stem(ofFile file: String) -> String {
        guard let (component, dot) = PathText.plainExtension(file) else { return urlStem(file) }
        return String(file[component..<dot])
    }

    private static func urlStem(_ file: String) -> String {
        URL(fileURLWithPath: file, isDirectory: false).deletingPathExtension().lastPathComponent
    }
}
