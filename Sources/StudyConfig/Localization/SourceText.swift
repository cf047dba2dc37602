import Foundation

/// The text of a localization file as UTF-8 bytes, decoded from UTF-8 or UTF-16.
///
/// Xcode and iOS accept `.strings` files in UTF-8 and UTF-16 (older Xcode versions wrote
/// UTF-16), so both are turned into validated UTF-8 here once and the parsers read only that.
struct SourceText {
    /// Valid UTF-8, without a byte order mark.
    let utf8: [UInt8]
    let encoding: TextEncoding

    init(data: Data, file: String) throws(LocalizationError) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            encoding = .utf8(byteOrderMark: true)
            utf8 = try Self.validateUTF8(bytes, from: 3, file: file)
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16LittleEndian(byteOrderMark: true)
            utf8 = try Self.decodeUTF16(bytes, from: 2, littleEndian: true, encoding: encoding, file: file)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            encoding = .utf16BigEndian(byteOrderMark: true)
            utf8 = try Self.decodeUTF16(bytes, from: 2, littleEndian: false, encoding: encoding, file: file)
        } else if let guess = Self.guessUTF16(bytes) {
            encoding = guess
            let littleEndian = guess == .utf16LittleEndian(byteOrderMark: false)
            utf8 = try Self.decodeUTF16(bytes, from: 0, littleEndian: littleEndian, encoding: guess, file: file)
        } else {
            encoding = .utf8(byteOrderMark: false)
            utf8 = try Self.validateUTF8(bytes, from: 0, file: file)
        }
    }

    /// Recognises UTF-16 without a byte order mark by its NUL bytes.
    ///
    /// Keys and punctuation are ASCII, so UTF-16 text has a NUL in most code units, always on
    /// the same side; UTF-8 text has practically none. A quarter is enough to also catch files
    /// whose values are mostly non-Latin text.
    private static func guessUTF16(_ bytes: [UInt8]) -> TextEncoding? {
        let sampled = min(bytes.count, 4096) & ~1
        // Most files have no NUL at all, which memchr finds out fastest.
        guard sampled >= 2, bytes.withUnsafeBytes({ $0.baseAddress.map { memchr($0, 0, sampled) != nil } ?? false }) else { return nil }
        var nulAtEven = 0
        var nulAtOdd = 0
        var index = 0
        while index < sampled {
            if bytes[index] == 0 { nulAtEven += 1 }
            if bytes[index + 1] == 0 { nulAtOdd += 1 }
            index += 2
        }
        let units = sampled / 2
        if nulAtOdd * 4 >= units && nulAtEven * 8 <= nulAtOdd { return .utf16LittleEndian(byteOrderMark: false) }
        if nulAtEven * 4 >= units && nulAtOdd * 8 <= nulAtEven { return .utf16BigEndian(byteOrderMark: false) }
        return nil
    }

    private static func validateUTF8(_ bytes: [UInt8], from start: Int, file: String) throws(LocalizationError) -> [UInt8] {
        let body = Array(bytes[start...])
        // The standard library's validation is fast; the byte walk below only runs to find
        // where a broken file goes wrong.
        if String(validating: body, as: UTF8.self) != nil { return body }
        let bad = body.withUnsafeBufferPointer(firstInvalidUTF8Offset) ?? body.count - 1
        let byte = String(body[bad], radix: 16, uppercase: true)
        throw encodingError(file, Array(body[..<bad]), "byte 0x\(byte.count == 1 ? "0" + byte : byte) at offset \(start + bad) "
            + "is not valid UTF-8; save the file as UTF-8 (it may have been saved as Latin-1 or Mac Roman)")
    }

    /// Where the first byte that does not start a well-formed UTF-8 sequence is (Unicode's
    /// table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    private static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            let length: Int
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xED: length = 3; high = 0x9F
            case 0xE1...0xEF: length = 3
            case 0xF0: length = 4; low = 0x90
            case 0xF4: length = 4; high = 0x8F
            case 0xF1...0xF3: length = 4
            default: return index
            }
            guard index + length <= bytes.count, bytes[index + 1] >= low, bytes[index + 1] <= high else { return index }
            for next in index + 2 ..< index + length where bytes[next] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }

    private static func decodeUTF16(_ bytes: [UInt8], from start: Int, littleEndian: Bool, encoding: TextEncoding,
                                    file: String) throws(LocalizationError) -> [UInt8] {
        let unitCount = (bytes.count - start) / 2
        var units: [UInt16] = []
        units.reserveCapacity(unitCount)
        for index in stride(from: start, to: start + unitCount * 2, by: 2) {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
        }
        let leftOver = (bytes.count - start) % 2 == 1
        if !leftOver, let text = String(validating: units, as: UTF16.self) { return Array(text.utf8) }
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        var readable = String.UnicodeScalarView()
        var offset = start
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                readable.append(Unicode.UTF16.decode(encoded))
                offset += encoded.count * 2
            case .error:
                throw encodingError(file, Array(String(readable).utf8), "the file looks like \(encoding), but the 2 bytes "
                    + "at offset \(offset) are half of a character (an unpaired surrogate); save the file as UTF-8")
            case .emptyInput:
                guard leftOver else { return Array(String(readable).utf8) }
                throw encodingError(file, Array(String(readable).utf8), "the file looks like \(encoding), but it ends in "
                    + "the middle of a character (1 byte left over at offset \(bytes.count - 1)); save the file as UTF-8")
            }
        }
    }

    /// An encoding error placed just after `readable`, the valid text before the problem.
    private static func encodingError(_ file: String, _ readable: [UInt8], _ detail: String) -> LocalizationError {
        let at = LineIndex(readable).end
        return LocalizationError(file: file, line: at.line, column: at.column, message: "not UTF-8 or UTF-16: \(detail)")
    }
}
