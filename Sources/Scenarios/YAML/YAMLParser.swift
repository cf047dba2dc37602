import CYaml
import Foundation

/// Parses YAML with libyaml's event API into `YAMLNode`s that keep their positions.
/// Anchors and aliases are refused (scenarios do not need them, and they hide typos).
public enum YAMLParser {
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
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                    let context = parser.context.map { String(cString: $0) }
                    let mark = parser.problem_mark
                    throw YAMLError(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1,
                                    message: context.map { "\(problem) \($0)" } ?? problem)
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return builder.documents.first }
                try builder.handle(&event)
            }
        }
    }

    /// Turns the event stream into nodes with a stack of open collections.
    private struct Builder {
        let file: String
        var stack: [(kind: Kind, mark: YAMLNode.Mark, items: [YAMLNode])] = []
        var documents: [YAMLNode] = []
        enum Kind { case sequence, mapping }

        mutating func handle(_ event: inout yaml_event_t) throws(YAMLError) {
            let mark = YAMLNode.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let s = event.data.scalar
                let text = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
                try refuseAnchor(s.anchor, mark)
                add(.scalar(text, mark))
            case YAML_SEQUENCE_START_EVENT:
                try refuseAnchor(event.data.sequence_start.anchor, mark)
                stack.append((.sequence, mark, []))
            case YAML_MAPPING_START_EVENT:
                try refuseAnchor(event.data.mapping_start.anchor, mark)
                stack.append((.mapping, mark, []))
            case YAML_SEQUENCE_END_EVENT:
                let top = stack.removeLast()
                add(.sequence(top.items, top.mark))
            case YAML_MAPPING_END_EVENT:
                let top = stack.removeLast()
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                var i = 0
                while i + 1 < top.items.count { pairs.append((top.items[i], top.items[i + 1])); i += 2 }
                add(.mapping(pairs, top.mark))
            case YAML_ALIAS_EVENT:
                throw YAMLError(file: file, line: mark.line, column: mark.column, message: "aliases (*name) are not supported in scenarios")
            default:
                break
            }
        }

        func refuseAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, _ mark: YAMLNode.Mark) throws(YAMLError) {
            guard let anchor else { return }
            let name = String(cString: anchor)
            throw YAMLError(file: file, line: mark.line, column: mark.column,
                            message: "anchors (&\(name)) are not supported in scenarios")
        }

        mutating func add(_ node: YAMLNode) {
            if stack.isEmpty { documents.append(node) } else { stack[stack.count - 1].items.append(node) }
        }
    }
}
