/// A YAML value with the line and column it started at, so every scenario error can say where.
public enum YAMLNode: Sendable, Equatable {
    case scalar(String, Mark)
    case sequence([YAMLNode], Mark)
    case mapping([(key: YAMLNode, value: YAMLNode)], Mark)

    /// 1-based line and column.
    public struct Mark: Sendable, Equatable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public var description: String { "\(line):\(column)" }
    }

    public var mark: Mark {
        switch self {
        case .scalar(_, let m), .sequence(_, let m), .mapping(_, let m): m
        }
    }

    public var scalar: String? { if case .scalar(let s, _) = self { return s }; return nil }
    public var sequence: [YAMLNode]? { if case .sequence(let s, _) = self { return s }; return nil }
    public var mapping: [(key: YAMLNode, value: YAMLNode)]? { if case .mapping(let m, _) = self { return m }; return nil }

    /// "a scalar", "a list", "a map", for messages.
    public var kindName: String {
        switch self {
        case .scalar: "a value"
        case .sequence: "a list"
        case .mapping: "a map"
        }
    }

    public subscript(key: String) -> YAMLNode? { mapping?.last { $0.key.scalar == key }?.value }

    public static func == (a: YAMLNode, b: YAMLNode) -> Bool {
        switch (a, b) {
        case (.scalar(let x, let m), .scalar(let y, let n)): x == y && m == n
        case (.sequence(let x, let m), .sequence(let y, let n)): x == y && m == n
        case (.mapping(let x, let m), .mapping(let y, let n)):
            m == n && x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// A YAML file that libyaml could not parse: where, and what it said.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
