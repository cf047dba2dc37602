import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Builds `PlistNode`s from `XMLParser`'s events, each with the line of its start tag (where
/// the tag ends, which is the same line for every tag Xcode writes).
///
/// Open elements are kept on a stack rather than in recursive calls, and the stack is capped:
/// a tree nested tens of thousands deep would not crash the build, but it would crash later code
/// that walks, compares or frees it recursively. The first problem, libxml2's or the plist
/// grammar's, stops the parse and is kept as `failure`.
final class PlistTreeBuilder: NSObject, XMLParserDelegate {
    /// Real property lists nest a handful of levels; deeper ones are refused.
    static let maximumDepth = 100

    private let file: String
    /// The text the parser reads, to find what a syntax error stopped at.
    private let text: [UInt8]
    private var open: [OpenElement] = []
    private(set) var root: PlistNode?
    private(set) var failure: PlistError?
    /// An entity the parser asked about just before reporting it unknown, for the message.
    private var unresolvedEntity: String?

    init(file: String, text: [UInt8]) {
        self.file = file
        self.text = text
    }

    /// The root value, or why there is none. `lastLine` is where a file cut short ends.
    func result(lastLine: Int) throws(PlistError) -> PlistNode {
        if let failure { throw failure }
        if let root { return root }
        if let innermost = open.last {
            throw PlistError(file: file, line: lastLine,
                             message: "unexpected end of file: the <\(innermost.tag.rawValue)> of line \(innermost.line) is not closed")
        }
        throw PlistError(file: file, line: 1, message: "the file has no property list in it")
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String]) {
        guard failure == nil else { return }
        let line = parser.lineNumber
        if let problem = misplacement(of: elementName, line: line) {
            return fail(parser, problem.message, line: problem.line)
        }
        guard let tag = PlistTag(rawValue: elementName) else {
            return fail(parser, "unknown tag <\(elementName)> (a plist value is \(PlistTag.valueTags))", line: line)
        }
        // The <plist> around the root value is not a level of the value.
        guard open.count - (open.first?.tag == .plist ? 1 : 0) < Self.maximumDepth else {
            return fail(parser, "the property list is nested more than \(Self.maximumDepth) levels deep", line: line)
        }
        open.append(OpenElement(tag: tag, line: line))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        // libxml2 reports an end tag that does not match as an error first, so this is the innermost element.
        guard failure == nil, let element = open.popLast() else { return }
        let value: PlistValue
        switch element.tag {
        case .plist:
            guard let node = element.value else { return fail(parser, "the <plist> element is empty", line: element.line) }
            root = node
            return
        case .key:
            open[open.count - 1].pendingKey = (element.text, element.line)
            return
        case .dict:
            if let key = element.pendingKey { return fail(parser, "the key \"\(key.name)\" has no value", line: key.line) }
            value = .dict(element.dict)
        case .array:
            value = .array(element.items)
        case .true, .false:
            value = .bool(element.tag == .true)
        case .string, .integer, .real, .date, .data:
            do { value = try PlistText.value(of: element.tag, element.text) } catch {
                return fail(parser, error.message, line: element.line)
            }
        }
        attach(PlistNode(value, line: element.line))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, let innermost = open.last else { return }
        if innermost.tag.holdsText {
            open[open.count - 1].text += string
            return
        }
        let scalars = string.unicodeScalars
        guard let start = scalars.firstIndex(where: { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r") }) else { return }
        let shown = String(String.UnicodeScalarView(scalars[start...].prefix { $0 != "\n" && $0 != "\r" }.prefix(20)))
        let place = innermost.tag == .true || innermost.tag == .false ? "inside <\(innermost.tag.rawValue)/>, which holds nothing"
                                                                      : "where a tag was expected"
        // The parser reports text once it has read to its end; the line to show is where it starts.
        let linesAfterStart = scalars[start...].count { $0 == "\n" }
        fail(parser, "unexpected text \"\(shown)\" \(place)", line: parser.lineNumber - linesAfterStart)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        unresolvedEntity = name
        return nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        // Apple's reader accepts "--" inside a comment, and libxml2 reads on past it.
        guard failure == nil, code != LibXML2Error.doubleHyphenInComment.rawValue else { return }
        let site = XMLErrorSite(text: text, line: parser.lineNumber, column: parser.columnNumber)
        let context = LibXML2Error.Context(open: open.last.map { ($0.tag.rawValue, $0.line) }, rootIsComplete: root != nil,
                                           entity: unresolvedEntity, before: site.scalarBefore, at: site.scalarAt)
        let line = LibXML2Error(rawValue: code)?.markup(context).flatMap(site.startLine) ?? parser.lineNumber
        // A character XML forbids is one place in the text: say which column too.
        let column = code == LibXML2Error.invalidCharacter.rawValue ? parser.columnNumber : nil
        fail(parser, LibXML2Error.message(code: code, context), line: line, column: column)
    }

    // MARK: Building

    /// Why `name` cannot stand where it starts, and the line to report; nil when it can.
    private func misplacement(of name: String, line: Int) -> (message: String, line: Int)? {
        if let parent = open.last {
            switch parent.tag {
            case .plist where parent.value != nil:
                return ("expected </plist> after the root value", line)
            case .dict where parent.pendingKey == nil:
                return name == PlistTag.key.rawValue ? nil : ("found <\(name)> inside <dict> where a <key> was expected", line)
            case .dict where name == PlistTag.key.rawValue:
                return parent.pendingKey.map { ("the key \"\($0.name)\" has no value", $0.line) }
            case .true, .false:
                return ("unexpected tag <\(name)> inside <\(parent.tag.rawValue)/>, which holds nothing", line)
            case _ where parent.tag.holdsText:
                return ("unexpected tag <\(name)> inside <\(parent.tag.rawValue)> (a <\(parent.tag.rawValue)> holds only text)", line)
            default:
                break
            }
            if name == PlistTag.plist.rawValue {
                return ("found <plist> inside <\(parent.tag.rawValue)>; it may only wrap the whole property list", line)
            }
        }
        return name == PlistTag.key.rawValue ? ("found a <key> outside a <dict>", line) : nil
    }

    /// Puts a finished value into the element around it, or makes it the root.
    private func attach(_ node: PlistNode) {
        guard !open.isEmpty else { root = node; return }
        let index = open.count - 1
        switch open[index].tag {
        case .plist:
            open[index].value = node
        case .dict:
            guard let key = open[index].pendingKey else { return }
            open[index].dict.append(key.name, line: key.line, node)
            open[index].pendingKey = nil
        case .array:
            open[index].items.append(node)
        default:
            // `misplacement` keeps values out of every other element.
            break
        }
    }

    private func fail(_ parser: XMLParser, _ message: String, line: Int, column: Int? = nil) {
        failure = PlistError(file: file, line: max(line, 1), column: column.map { max($0, 1) }, message: message)
        parser.abortParsing()
    }
}

/// An element whose end tag has not been read yet, with what has been read inside it.
private struct OpenElement {
    let tag: PlistTag
    /// The line of the start tag.
    let line: Int
    /// The text so far, for elements that hold text.
    var text = ""
    /// The entries so far, for `<dict>`.
    var dict = PlistDict()
    /// A `<dict>`'s key that is waiting for its value.
    var pendingKey: (name: String, line: Int)?
    /// The items so far, for `<array>`.
    var items: [PlistNode] = []
    /// The one value, for `<plist>`.
    var value: PlistNode?
}
