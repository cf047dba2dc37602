import CYaml
import Foundation

/// Parses YAML with libyaml's event API into `YAMLNode`s that keep their positions.
/// Anchors and aliases are refused (scenarios do not need them, and they hide typos), and so
/// are a second document, a key given twice in one map, and nesting deeper than `maximumDepth`.
public enum YAMLParser {
    /// Scenarios nest three or four levels; the cap keeps every recursive walk of the tree
    /// (comparing, rendering, freeing) far from the stack's limit, and stops a file of
    /// thousands of `[` before libyaml's scanning of it grows costly.
    public static let maximumDepth = 32

    public static func parse(_ data: Data, file: String) throws(YAMLError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(file: file, line: 1, column: 1, message: "cannot start the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder(file: file)
            // A key given twice is found when its map closes, so an inner map's is found before
            // an outer one's that stands earlier in the file: the first in the file is reported.
            do throws(YAMLError) {
                return try events(&parser, &builder, bytes: bytes, file: file)
            } catch {
                throw builder.duplicate.map { $0.stands(before: error) ? $0 : error } ?? error
            }
        }
    }

    /// Reads every event into `builder`; the documents' first node, or the first problem.
    private static func events(_ parser: inout yaml_parser_t, _ builder: inout Builder, bytes: [UInt8],
                               file: String) throws(YAMLError) -> YAMLNode? {
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                if parser.error == YAML_READER_ERROR {
                    throw readerError(problem, offset: Int(parser.problem_offset), value: Int(parser.problem_value), in: bytes, file: file)
                }
                let context = parser.context.map { String(cString: $0) }
                let mark = parser.problem_mark
                // libyaml's words for a tab ("found character that cannot start any token") name no tab.
                let offset = Int(mark.index)
                if offset >= 0, offset < bytes.count, bytes[offset] == 0x09 {
                    throw YAMLError(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1,
                                    message: "a tab character here: YAML indents with spaces, never tabs")
                }
                throw YAMLError(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1,
                                message: context.map { "\(problem) \($0)" } ?? problem)
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT {
                if let duplicate = builder.duplicate { throw duplicate }
                return builder.documents.first
            }
            if event.type == YAML_DOCUMENT_START_EVENT, !builder.documents.isEmpty {
                let m = event.start_mark
                throw YAMLError(file: file, line: Int(m.line) + 1, column: Int(m.column) + 1,
                                message: "a second YAML document (after ---); a scenario file holds one")
            }
            try builder.handle(&event)
        }
    }

    /// A byte the reader refuses (not UTF-8, a control character): libyaml gives its byte
    /// offset alone, its mark staying at the start, so the line and column are counted here.
    private static func readerError(_ problem: String, offset: Int, value: Int, in bytes: [UInt8], file: String) -> YAMLError {
        var offset = min(max(offset, 0), bytes.count)
        func hex(_ byte: Int) -> String { "0x" + String(format: "%02X", byte) }
        var cutShort: String?
        // For a sequence cut short libyaml names the byte after its lead (often plain ASCII, such
        // as "(" after 0xC3): the lead is what is wrong, so it is named, and the place is its own.
        if problem == "invalid trailing UTF-8 octet", value >= 0,
           let lead = bytes[..<offset].lastIndex(where: { $0 & 0xC0 != 0x80 }), bytes[lead] >= 0xC0 {
            cutShort = "byte \(hex(Int(bytes[lead]))) begins a UTF-8 sequence that byte \(hex(value)) does not continue "
                + "(a scenario is UTF-8 text)"
            offset = lead
        }
        let before = bytes.prefix(offset)
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1
        if let cutShort { return YAMLError(file: file, line: line, column: column, message: cutShort) }
        let message: String
        if problem.contains("UTF-8"), let byte = value >= 0 ? value : bytes.indices.contains(offset) ? Int(bytes[offset]) : nil {
            message = "byte " + hex(byte) + " is not UTF-8 (a scenario is UTF-8 text)"
        } else {
            message = value >= 0 ? problem + " (U+" + String(format: "%04X", value) + ")" : problem
        }
        return YAMLError(file: file, line: line, column: column, message: message)
    }

    /// The plain scalars YAML reads as null, as an empty value is.
    static let nullWords: Set<String> = ["~", "null", "Null", "NULL"]

    /// Turns the event stream into nodes with a stack of open collections.
    private struct Builder {
        let file: String
        var stack: [(kind: Kind, mark: YAMLNode.Mark, items: [YAMLNode])] = []
        var documents: [YAMLNode] = []
        /// The key given twice that stands first in the file, of the maps closed so far.
        var duplicate: YAMLError?
        enum Kind { case sequence, mapping }

        mutating func handle(_ event: inout yaml_event_t) throws(YAMLError) {
            let mark = YAMLNode.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let s = event.data.scalar
                var text = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
                try refuseAnchor(s.anchor, mark)
                // A tag explicitly written (`!!binary`, `!custom`) would change what the value means;
                // dropped, `expectScreen: !!binary SGk=` looked for the base64 text.
                try refuseTag(s.tag, mark)
                // YAML's null written out (`expectNoScreen: ~`) is the empty value it means, not the
                // text "~" or "null", which an expectation would look for and a caption would show.
                if s.style == YAML_PLAIN_SCALAR_STYLE, YAMLParser.nullWords.contains(text) { text = "" }
                add(.scalar(text, mark))
            case YAML_SEQUENCE_START_EVENT:
                try refuseAnchor(event.data.sequence_start.anchor, mark)
                try refuseTag(event.data.sequence_start.tag, mark)
                try open(.sequence, mark)
            case YAML_MAPPING_START_EVENT:
                try refuseAnchor(event.data.mapping_start.anchor, mark)
                try refuseTag(event.data.mapping_start.tag, mark)
                try open(.mapping, mark)
            case YAML_SEQUENCE_END_EVENT:
                let top = stack.removeLast()
                add(.sequence(top.items, top.mark))
            case YAML_MAPPING_END_EVENT:
                let top = stack.removeLast()
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                var seen: [String: YAMLNode.Mark] = [:]
                var i = 0
                while i + 1 < top.items.count {
                    let key = top.items[i]
                    if let name = key.scalar {
                        if let first = seen[name] {
                            let error = YAMLError(file: file, line: key.mark.line, column: key.mark.column,
                                                  message: "\(name) is given twice in this map (first at line \(first.line)); give it once")
                            if duplicate.map({ error.stands(before: $0) }) ?? true { duplicate = error }
                            i += 2
                            continue
                        }
                        seen[name] = key.mark
                    }
                    pairs.append((key, top.items[i + 1]))
                    i += 2
                }
                add(.mapping(pairs, top.mark))
            case YAML_ALIAS_EVENT:
                throw YAMLError(file: file, line: mark.line, column: mark.column, message: "aliases (*name) are not supported in scenarios")
            default:
                break
            }
        }

        mutating func open(_ kind: Kind, _ mark: YAMLNode.Mark) throws(YAMLError) {
            guard stack.count < YAMLParser.maximumDepth else {
                throw YAMLError(file: file, line: mark.line, column: mark.column,
                                message: "nested more than \(YAMLParser.maximumDepth) levels deep")
            }
            stack.append((kind, mark, []))
        }

        func refuseAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, _ mark: YAMLNode.Mark) throws(YAMLError) {
            guard let anchor else { return }
            let name = String(cString: anchor)
            throw YAMLError(file: file, line: mark.line, column: mark.column,
                            message: "anchors (&\(name)) are not supported in scenarios")
        }

        func refuseTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, _ mark: YAMLNode.Mark) throws(YAMLError) {
            guard let tag else { return }
            var name = String(cString: tag)
            if name.hasPrefix("tag:yaml.org,2002:") { name = "!!" + name.dropFirst("tag:yaml.org,2002:".count) }
            throw YAMLError(file: file, line: mark.line, column: mark.column,
                            message: "tags (\(name)) are not supported in scenarios; write the value without it (quoted, it is text)")
        }

        mutating func add(_ node: YAMLNode) {
            if stack.isEmpty { documents.append(node) } else { stack[stack.count - 1].items.append(node) }
        }
    }
}

extension YAMLError {
    /// Whether this problem stands earlier in the file than `other`.
    func stands(before other: YAMLError) -> Bool { (line, column) < (other.line, other.column) }
}
