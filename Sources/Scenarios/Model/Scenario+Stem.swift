import Foundation

extension Scenario {
    /// A scenario file's name without its folders and extension (`flows/all-allowed.yaml` is
    /// `all-allowed`), as `URL`'s `deletingPathExtension().lastPathComponent` gives it: the
    /// scenario's default name and its transcript's file name. Read from the text (a URL of a
    /// path costs thousands of instructions a file); a name that is not plainly `stem.ext`
    /// (a trailing slash, only dots before the extension, a NUL) is left to `URL`.
    public static func stem(ofFile file: String) -> String {
        let utf8 = file.utf8
        guard let last = utf8.last, last != UInt8(ascii: "/"), !utf8.contains(0) else { return urlStem(file) }
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        guard let dot = utf8[start...].lastIndex(of: UInt8(ascii: ".")),
              utf8[start..<dot].contains(where: { $0 != UInt8(ascii: ".") }) else { return urlStem(file) }
        let ext = utf8[utf8.index(after: dot)...]
        guard !ext.isEmpty, ext.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { return urlStem(file) }
        return String(file[start..<dot])
    }

    private static func urlStem(_ file: String) -> String {
        URL(fileURLWithPath: file, isDirectory: false).deletingPathExtension().lastPathComponent
    }
}
