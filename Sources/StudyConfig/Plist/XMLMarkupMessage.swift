/// What the XML reader says about markup it cannot read, for a study team rather than an XML
/// expert. The plist grammar's own messages (a key without a value, a tag in the wrong place)
/// are `PlistTreeBuilder`'s.
enum XMLMarkupMessage {
    static let entityAdvice = "a property list may use only &amp; &lt; &gt; &quot; &apos; and character references such as &#233;"
    static let malformedTag = "malformed tag (a tag is written <name>, </name> or <name/>; write &lt; for a '<' in text)"
    static let malformedEntity = "malformed entity (an '&' must start &amp; or similar; \(entityAdvice))"
    /// `written` is the reference as the file has it (`x1B` of `&#x1B;`); `value` the code point
    /// it names, nil when its digits are not a number.
    static func invalidCharacterReference(_ written: String, value: UInt32?) -> String {
        let shown = "&#" + (written.count > 20 ? written.prefix(17) + "…" : Substring(written)) + ";"
        guard let value else { return "the character reference \(shown) is not the number of a character (write &#233; or &#xE9; for é)" }
        let why = value < 0x20 ? " (no control character but tab, line feed and carriage return)" : ""
        return "the character reference \(shown) stands for U+\(MessageText.hex(value)), a character XML does not allow\(why); remove it"
    }
    static let unterminatedComment = "unterminated comment (a comment ends with -->)"
    static let unterminatedProcessingInstruction = "unterminated processing instruction (it ends with ?>)"
    static let unterminatedCDATA = "unterminated CDATA section (it ends with ]]>)"
    static let malformedDeclaration =
        "malformed XML declaration (Xcode writes <?xml version=\"1.0\" encoding=\"UTF-8\"?> as the first line)"
    static let misplacedDoctype = "a <!DOCTYPE> may only come before the property list"
    static let contentAfterRoot = "unexpected content after the end of the property list"
    static let noPropertyList = "the file has no property list in it"

    static func unknownEntity(_ name: String) -> String { "unknown entity &\(name);: \(entityAdvice)" }

    static func forbiddenCharacter(_ scalar: Unicode.Scalar?) -> String {
        "XML does not allow the character \(scalar.map(MessageText.character) ?? "found here")"
    }

    static func unclosed(_ name: String, line: Int) -> String {
        "unexpected end of file: the <\(name)> of line \(line) is not closed"
    }

    static func mismatchedEnd(_ name: String, line: Int) -> String {
        "expected </\(name)> to close the <\(name)> of line \(line)"
    }
}
