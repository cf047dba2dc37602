/// A JSON object built key by key, in the order given, for byte-stable output.
struct JSONObject {
    private var parts: [String] = []

    init() {}

    /// Adds `key` with `raw`, already JSON text.
    mutating func raw(_ key: String, _ raw: String) { parts.append(JSONText.string(key) + ":" + raw) }
    mutating func string(_ key: String, _ value: String) { raw(key, JSONText.string(value)) }
    mutating func number(_ key: String, _ value: Double) { raw(key, JSONText.number(value)) }
    mutating func integer(_ key: String, _ value: Int) { raw(key, String(value)) }
    mutating func bool(_ key: String, _ value: Bool) { raw(key, value ? "true" : "false") }
    mutating func object(_ key: String, _ value: JSONObject) { raw(key, value.text) }
    mutating func array(_ key: String, _ values: [JSONObject]) { raw(key, JSONObject.array(values)) }

    var text: String { "{" + parts.joined(separator: ",") + "}" }

    static func array(_ values: [JSONObject]) -> String { "[" + values.map(\.text).joined(separator: ",") + "]" }
}
