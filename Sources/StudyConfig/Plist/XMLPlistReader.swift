/// Reads an XML property list into `PlistNode`s that carry line numbers, so diagnostics can
/// point at the line of a key. Accepts what Xcode and Foundation write, and what Apple's reader
/// accepts besides (a declaration after blank lines, `--` in a comment); anything else fails
/// with a `PlistError` naming the line of the problem.
///
/// The reader is the project's own (`XMLScanner`), not libxml2 through FoundationXML: a property
/// list needs a small part of XML, and linking libxml2 brought five shared libraries (ICU's
/// among them) that every start of the binary paid to load.
enum XMLPlistReader {
    /// Parses `utf8`, the file's text already decoded to UTF-8.
    static func parse(_ utf8: [UInt8], file: String) throws(PlistError) -> PlistNode {
        let text = try XMLPrologue.prepare(utf8, file: file)
        var scanner = XMLScanner(text: text, file: file)
        var builder = PlistTreeBuilder(file: file)
        try scanner.run(into: &builder)
        return try builder.result(lastLine: scanner.lastLine)
    }
}
