/// A path read as text: the one rule every module splits a path by, answering as Foundation
/// would. A URL or `NSString` of a path costs thousands of instructions (every scenario's name
/// and report names one), and `NSString.deletingLastPathComponent` traps on Linux on a
/// one-character name without a slash (`p`, `d/`: Swift 6.3), which a user's `--state p`,
/// `--out x` or a scenario's `saveState: p` reaches, so no code here calls it.
package enum PathText {
    /// The folder holding `path` as the path names it: "" for a name without a slash, "/" for
    /// one at the root; slashes at the end are not a name.
    package static func parent(of path: String) -> String {
        var name = Substring(path)
        while name.count > 1 && name.hasSuffix("/") { name = name.dropLast() }
        guard let slash = name.lastIndex(of: "/") else { return "" }
        var folder = name[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The folder a file at `path` goes into, as the path names it ("." for a bare name).
    package static func folder(of path: String) -> String {
        let parent = parent(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// `name` in `folder` as `parent(of:)` gives it: the name alone when the folder is "".
    package static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Where `path`'s last component starts and where the dot before its extension is, when
    /// the path is plainly `folder/stem.ext`: an extension of ASCII letters and digits, a stem
    /// that is not only dots, no trailing or doubled slash and no NUL. Nil for anything else,
    /// which callers leave to Foundation.
    package static func plainExtension(_ path: String) -> (component: String.Index, dot: String.Index)? {
        let utf8 = path.utf8, slash = UInt8(ascii: "/"), period = UInt8(ascii: ".")
        guard let last = utf8.last, last != slash, !utf8.contains(0), !path.contains("//") else { return nil }
        let component = utf8.lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
        guard let dot = utf8[component...].lastIndex(of: period), utf8[component..<dot].contains(where: { $0 != period }) else {
            return nil
        }
        let ext = utf8[utf8.index(after: dot)...]
        guard !ext.isEmpty, ext.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { return nil }
        return (component, dot)
    }
}
