/// The elements an XML property list is written with.
enum PlistTag: String {
    case plist, dict, array, key, string, integer, real, date, data
    case `true`, `false`

    /// Whether the element's content is text (`<key>`, `<string>`, the numbers, `<date>`, `<data>`).
    var holdsText: Bool {
        switch self {
        case .key, .string, .integer, .real, .date, .data: true
        case .plist, .dict, .array, .true, .false: false
        }
    }

    /// The list a message shows when a tag is not one of these.
    static let valueTags = "dict, array, string, integer, real, true, false, date or data"
}
