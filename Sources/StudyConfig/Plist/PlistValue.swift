import Foundation

/// A property-list value that remembers the line it came from (XML plists only).
public struct PlistNode: Sendable, Equatable {
    public let value: PlistValue
    /// 1-based line of the value's start tag (of its `<`, should the tag be split over lines);
    /// nil for binary plists.
    public let line: Int?

    public init(_ value: PlistValue, line: Int?) { self.value = value; self.line = line }

    public var string: String? { if case .string(let s) = value { return s }; return nil }
    public var bool: Bool? { if case .bool(let b) = value { return b }; return nil }
    public var dict: PlistDict? { if case .dict(let d) = value { return d }; return nil }
    public var array: [PlistNode]? { if case .array(let a) = value { return a }; return nil }
}

public indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case array([PlistNode])
    case dict(PlistDict)

    /// "a string", "a Boolean", … for messages.
    public var typeName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a Boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dict: "a dictionary"
        }
    }
}

/// A plist dictionary in file order. Duplicate keys are kept; lookups return the last one,
/// as Foundation's parser does.
public struct PlistDict: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let key: String
        public let keyLine: Int?
        public let node: PlistNode
    }

    public private(set) var entries: [Entry] = []

    public init(_ entries: [Entry] = []) { self.entries = entries }

    mutating func append(_ key: String, line: Int?, _ node: PlistNode) {
        entries.append(Entry(key: key, keyLine: line, node: node))
    }

    public subscript(key: String) -> PlistNode? { entries.last { $0.key == key }?.node }
    public func entry(_ key: String) -> Entry? { entries.last { $0.key == key } }
    public var keys: [String] { entries.map(\.key) }
}
