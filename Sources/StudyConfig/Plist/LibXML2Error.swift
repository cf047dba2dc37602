/// The syntax errors `XMLParser` reports for a hand-edited property list, by libxml2 code.
///
/// `XMLParser`'s error carries libxml2's code (`xmlParserErrors`) and no message, so the message
/// is written here. The numbers are libxml2's own: FoundationXML's `XMLParser.ErrorCode` on
/// Linux is numbered two lower than libxml2 and Apple's Foundation, so its names would mislabel them.
enum LibXML2Error: Int {
    case documentEmpty = 4, documentEnd = 5
    case invalidHexCharacterReference = 6, invalidDecimalCharacterReference = 7, invalidCharacterReference = 8
    case invalidCharacter = 9
    case entityReferenceWithoutName = 22, entityReferenceWithoutSemicolon = 23
    case undeclaredEntity = 26
    case lessThanInAttribute = 38, attributeNotStarted = 39, attributeNotFinished = 40
    case attributeWithoutValue = 41, attributeRedefined = 42
    case commentNotFinished = 45, processingInstructionNotFinished = 47
    case xmlDeclarationNotStarted = 56, xmlDeclarationNotFinished = 57
    case cdataNotFinished = 63, misplacedXMLDeclaration = 64
    case spaceRequired = 65, nameRequired = 68, greaterThanRequired = 73, equalsRequired = 75
    case tagNameMismatch = 76, tagNotFinished = 77, doubleHyphenInComment = 80
    case xmlVersionMissing = 96

    /// How the markup the error is in opens and closes, for errors libxml2 reports where it gave
    /// up (often the end of the file, or the next tag) rather than where the markup began. Markup
    /// does not nest, so it began at the first opening after the last closing before the error.
    func markup(_ context: Context) -> (opening: String, closing: String)? {
        switch self {
        case .nameRequired: context.before == "&" ? nil : ("<", ">")
        case .commentNotFinished: ("<!--", "-->")
        case .cdataNotFinished: ("<![CDATA[", "]]>")
        case .processingInstructionNotFinished: ("<?", "?>")
        case .misplacedXMLDeclaration, .xmlDeclarationNotStarted, .xmlDeclarationNotFinished, .xmlVersionMissing: ("<?xml", "?>")
        case .lessThanInAttribute, .attributeNotStarted, .attributeNotFinished, .attributeWithoutValue, .attributeRedefined,
             .spaceRequired, .greaterThanRequired, .equalsRequired:
            ("<", ">")
        default: nil
        }
    }

    /// Where the parser was when it stopped, which the message depends on.
    struct Context {
        /// The innermost element still open, with the line of its start tag.
        var open: (name: String, line: Int)?
        /// True once the root value has been closed.
        var rootIsComplete: Bool
        /// The entity the parser last failed to resolve.
        var entity: String?
        /// The character just before where the parser stopped, and the one it stopped at.
        var before: Unicode.Scalar?
        var at: Unicode.Scalar?
    }

    /// A message for libxml2's error `code`, for a study team rather than an XML expert.
    static func message(code: Int, _ context: Context) -> String {
        guard let error = LibXML2Error(rawValue: code) else { return "malformed XML (libxml2 error \(code))" }
        let entityAdvice = "a property list may use only &amp; &lt; &gt; &quot; &apos; and character references such as &#233;"
        switch error {
        case .documentEnd, .tagNotFinished, .documentEmpty:
            // libxml2 says "extra content at the end of the document" for a file cut short as well.
            if let open = context.open { return "unexpected end of file: the <\(open.name)> of line \(open.line) is not closed" }
            return context.rootIsComplete ? "unexpected content after the end of the property list" : "the file has no property list in it"
        case .tagNameMismatch:
            guard let open = context.open else { return "a closing tag that matches no open tag" }
            return "expected </\(open.name)> to close the <\(open.name)> of line \(open.line)"
        case .nameRequired where context.before == "&", .entityReferenceWithoutName, .entityReferenceWithoutSemicolon:
            return "malformed entity (an '&' must start &amp; or similar; \(entityAdvice))"
        case .undeclaredEntity:
            return "unknown entity &\(context.entity ?? "…");: \(entityAdvice)"
        case .nameRequired, .lessThanInAttribute, .attributeNotStarted, .attributeNotFinished, .attributeWithoutValue,
             .attributeRedefined, .spaceRequired, .greaterThanRequired, .equalsRequired:
            return "malformed tag (a tag is written <name>, </name> or <name/>; write &lt; for a '<' in text)"
        case .invalidCharacter:
            return "XML does not allow the character \(context.at.map(MessageText.character) ?? "found here")"
        case .invalidHexCharacterReference, .invalidDecimalCharacterReference, .invalidCharacterReference:
            return "a character reference (&#…;) to a character XML does not allow, or with digits that are not a number"
        case .commentNotFinished: return "unterminated comment (a comment ends with -->)"
        case .processingInstructionNotFinished: return "unterminated processing instruction (it ends with ?>)"
        case .cdataNotFinished: return "unterminated CDATA section (it ends with ]]>)"
        case .misplacedXMLDeclaration, .xmlDeclarationNotStarted, .xmlDeclarationNotFinished, .xmlVersionMissing:
            return "malformed XML declaration (Xcode writes <?xml version=\"1.0\" encoding=\"UTF-8\"?> as the first line)"
        case .doubleHyphenInComment: return "a comment contains '--', which XML does not allow inside a comment"
        }
    }
}
