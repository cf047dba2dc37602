/// A path read as text, where that answers as Foundation would: a URL or `NSString` of a path
/// costs thousands of instructions, and every scenario's name and report names one.
enum PathText {
    /// Where `path`'s last component starts and where the dot before its extension is, when
    /// the path is plainly `folder/stem.ext`: an extension of ASCII letters and digits, a stem
    /// that is not only dots, no trailing or doubled slash and no NUL. Nil for anything else,
    /// which callers leave to Foundation.
    static func plainExtension(_ path: String) -> (component: String.Index, dot: String.Index)? {
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
