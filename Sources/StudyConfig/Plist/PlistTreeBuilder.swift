/// Builds `PlistNode`s from the tags and text `XMLScanner` reads, each with the line of its
/// start tag.
///
/// Open elements are kept on a stack rather than in recursive calls, and the stack is capped:
/// a tree nested tens of thousands deep would not crash the build, but it would crash later code
/// that walks, compares or frees it recursively. The first problem in the plist grammar is thrown.
struct PlistTreeBuilder {
    /// Real property lists nest a handful of levels; deeper ones are refused.
    static let maximumDepth = 100

    private let file: String
    private var open: [OpenElement] = []
    private(set) var root: PlistNode?

    init(file: String) {
        self.file = file
    }

    /// The root value, or why there is none. `lastLine` is where a file cut short ends.
    func result(lastLine: Int) throws(PlistError) -> PlistNode {
        if let root { return root }
        if let innermost = open.last {
            throw PlistError(file: file, line: lastLine, message: XMLMarkupMessage.unclosed(innermost.tag.rawValue, line: innermost.line))
        }
        throw PlistError(file: file, line: 1, message: XMLMarkupMessage.noPropertyList)
    }

    // MARK: Events

    mutating func start(_ elementName: String, line: Int) throws(PlistError) {
        if root != nil { throw failure(XMLMarkupMessage.contentAfterRoot, line: line) }
        if let problem = misplacement(of: elementName, line: line) {
            throw failure(problem.message, line: problem.line)
        }
        guard let tag = PlistTag(rawValue: elementName) else {
            throw failure("unknown tag <\(elementName)> (a plist value is \(PlistTag.valueTags))", line: line)
        }
        // The <plist> around the root value is not a level of the value.
        guard open.count - (open.first?.tag == .plist ? 1 : 0) < Self.maximumDepth else {
            throw failure("the property list is nested more than \(Self.maximumDepth) levels deep", line: line)
        }
        open.append(OpenElement(tag: tag, line: line))
    }

    mutating func end(_ elementName: String, line: Int) throws(PlistError) {
        guard let innermost = open.last else {
            throw failure(root == nil ? XMLMarkupMessage.noPropertyList : XMLMarkupMessage.contentAfterRoot, line: line)
        }
        guard innermost.tag.rawValue == elementName else {
            throw failure(XMLMarkupMessage.mismatchedEnd(innermost.tag.rawValue, line: innermost.line), line: line)
        }
        let element = open.removeLast()
        let value: PlistValue
        switch element.tag {
        case .plist:
            guard let node = element.value else { throw failure("the <plist> element is empty", line: element.line) }
            root = node
            return
        case .key:
            open[open.count - 1].pendingKey = (element.text, element.line)
            return
        case .dict:
            if let key = element.pendingKey { throw failure("the key \"\(key.name)\" has no value", line: key.line) }
            value = .dict(element.dict)
        case .array:
            value = .array(element.items)
        case .true, .false:
            value = .bool(element.tag == .true)
        case .string, .integer, .real, .date, .data:
            do { value = try PlistText.value(of: element.tag, element.text) } catch {
                throw failure(error.message, line: element.line)
            }
        }
        attach(PlistNode(value, line: element.line))
    }

    /// Text between tags, entities already replaced; `line` is where its first visible character is.
    mutating func characters(_ string: String, line: Int) throws(PlistError) {
        if let innermost = open.last, innermost.tag.holdsText {
            open[open.count - 1].text += string
            return
        }
        let scalars = string.unicodeScalars
        guard let start = scalars.firstIndex(where: { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r") }) else { return }
        guard let innermost = open.last else {
            throw failure(root == nil ? XMLMarkupMessage.noPropertyList : XMLMarkupMessage.contentAfterRoot, line: line)
        }
        let shown = String(String.UnicodeScalarView(scalars[start...].prefix { $0 != "\n" && $0 != "\r" }.prefix(20)))
        let place = innermost.tag == .true || innermost.tag == .false ? "inside <\(innermost.tag.rawValue)/>, which holds nothing"
                                                                      : "where a tag was expected"
        throw failure("unexpected text \"\(shown)\" \(place)", line: line)
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
    private mutating func attach(_ node: PlistNode) {
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

    private func failure(_ message: String, line: Int) -> PlistError {
        PlistError(file: file, line: max(line, 1), message: message)
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
