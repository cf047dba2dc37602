import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XML property list with Foundation's `XMLParser` into `PlistNode`s that carry line
/// numbers, so diagnostics can point at the line of a key. Accepts what Xcode and Foundation
/// write; anything else fails with a `PlistError` naming the line of the problem.
enum XMLPlistReader {
    /// Parses `utf8`, the file's text already decoded to UTF-8.
    static func parse(_ utf8: [UInt8], file: String) throws(PlistError) -> PlistNode {
        let text = try XMLPrologue.prepare(utf8, file: file)
        let parser = XMLParser(data: Data(text))
        let builder = PlistTreeBuilder(file: file, text: text)
        // XMLPrologue already keeps every DTD from the parser; this is XMLParser's default as
        // well, stated because a study folder is untrusted input.
        parser.externalEntityResolvingPolicy = .never
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        _ = withExtendedLifetime(builder) { parser.parse() }
        return try builder.result(lastLine: parser.lineNumber)
    }
}
