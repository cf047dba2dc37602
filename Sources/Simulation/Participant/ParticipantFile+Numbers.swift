import Foundation

/// A number too large for any of the saved participant's values (`"clock": 1e400`): Foundation's
/// decoder says only "The given data was not valid JSON." of it, naming no key, which reads as
/// a file cut short.
extension ParticipantFile {
    /// The key path and text of the first number in `data` that no Double holds, as
    /// `clock: 1e400 is too large a number (…)`; nil when there is none.
    static func outOfRangeNumberProblem(_ data: Data) -> String? {
        enum Frame { case object(key: String, expectingKey: Bool), array(index: Int) }
        let bytes = [UInt8](data)
        var stack: [Frame] = []
        var i = 0
        func path() -> String {
            var text = ""
            for frame in stack {
                switch frame {
                case .object(let key, _): text += text.isEmpty ? key : ".\(key)"
                case .array(let index): text += "[\(index)]"
                }
            }
            return text
        }
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""):
                var end = i + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                if case .object(_, true)? = stack.last, end <= bytes.count {
                    let key = String(decoding: bytes[(i + 1)..<min(end, bytes.count)], as: UTF8.self)
                    stack[stack.count - 1] = .object(key: key, expectingKey: false)
                }
                i = end + 1
                continue
            case UInt8(ascii: "{"): stack.append(.object(key: "", expectingKey: true))
            case UInt8(ascii: "["): stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                switch stack.last {
                case .object(let key, _)?: stack[stack.count - 1] = .object(key: key, expectingKey: true)
                case .array(let index)?: stack[stack.count - 1] = .array(index: index + 1)
                case nil: break
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = i
                while end < bytes.count, "0123456789+-.eE".utf8.contains(bytes[end]) { end += 1 }
                let text = String(decoding: bytes[i..<end], as: UTF8.self)
                if let value = Double(text), !value.isFinite {
                    let key = path()
                    return "\(key.isEmpty ? "the file" : key): \(text) is too large a number (no date, time or count in a saved participant comes near it)"
                }
                i = end
                continue
            default: break
            }
            i += 1
        }
        return nil
    }
}
