/// A JSON value together with the byte offset where it starts.
///
/// Foundation's JSON readers drop positions, but a string catalog's shape errors should point
/// at the line to edit, so the catalog is read into this tree instead; `LineIndex` turns the
/// offsets into lines and columns.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    struct Member: Sendable {
        let key: String
        let keyOffset: Int
        let node: JSONNode
    }

    let value: Value
    let offset: Int

    var members: [Member]? {
        if case .object(let members) = value { members } else { nil }
    }

    var string: String? {
        if case .string(let text) = value { text } else { nil }
    }

    /// The member named `key`; the last one when the key repeats, which is what Foundation's readers keep.
    func member(_ key: String) -> JSONNode? {
        members?.last(where: { $0.key == key })?.node
    }

    /// "an object", "a string", …, for messages that say what was found instead.
    var kind: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }
}
