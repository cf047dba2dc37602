/// The Avro types RADAR's SensorKit schemas use, enough to write their schema JSON and to
/// encode values in binary.
public indirect enum AvroType: Equatable, Sendable {
    case boolean, int, float, double, string
    case enumeration(name: String, symbols: [String])
    /// `["null", T]`: the value is null or a `T`.
    case nullable(AvroType)

    /// The type as schema JSON.
    var json: String {
        switch self {
        case .boolean: "\"boolean\""
        case .int: "\"int\""
        case .float: "\"float\""
        case .double: "\"double\""
        case .string: "\"string\""
        case .enumeration(let name, let symbols):
            "{\"type\":\"enum\",\"name\":\"\(name)\",\"symbols\":[\(symbols.map { "\"\($0)\"" }.joined(separator: ","))]}"
        case .nullable(let inner): "[\"null\",\(inner.json)]"
        }
    }
}

/// One field of a record, in schema order.
public struct AvroField: Equatable, Sendable {
    public let name: String
    public let type: AvroType
    /// The schema's default as JSON text (`null`, `"UNKNOWN"`), if it gives one.
    public let defaultJSON: String?

    public init(_ name: String, _ type: AvroType, default defaultJSON: String? = nil) {
        self.name = name
        self.type = type
        self.defaultJSON = defaultJSON
    }

    var json: String {
        "{\"name\":\"\(name)\",\"type\":\(type.json)" + (defaultJSON.map { ",\"default\":\($0)" } ?? "") + "}"
    }
}

/// A value of one field, in the form every RADAR writer (CSV, Avro, JSON) reads.
public enum FieldValue: Equatable, Sendable {
    case null
    case boolean(Bool)
    case int(Int)
    case float(Float)
    case double(Double)
    case string(String)
    /// An enum symbol, by its index in the schema's `symbols`.
    case symbol(Int)
}

extension AvroType {
    /// The name a union branch of this type has in Avro's JSON encoding.
    var branchName: String {
        switch self {
        case .boolean: "boolean"
        case .int: "int"
        case .float: "float"
        case .double: "double"
        case .string: "string"
        case .enumeration(let name, _): RadarTopic.namespace + "." + name
        case .nullable: "null"
        }
    }
}
