import Testing
@testable import TerminalUI

/// Reports and pictures escape markup and drop the control characters XML forbids; text with
/// neither comes back as it is.
@Suite struct XMLTextTests {
    @Test func markupIsEscapedAndForbiddenControlsLeftOut() {
        #expect(XMLText.escaped("a < b & \"c\" > 'd'") == "a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;")
        #expect(XMLText.escaped("bell\u{7}\u{1B}[2J end") == "bell[2J end")
        #expect(XMLText.escaped("line\nnext\ttab\r\n") == "line\nnext\ttab\r\n")
        #expect(XMLText.escaped("Schlafstudie · 睡眠 ⌚️ é") == "Schlafstudie · 睡眠 ⌚️ é")
        #expect(XMLText.escaped("") == "")
    }

    /// Every ASCII character alone and inside other text: escaped exactly as its own rule says.
    @Test func eachCharacterFollowsItsRule() {
        for value in 0..<0x80 {
            let c = String(UnicodeScalar(UInt8(value)))
            let expected: String = switch value {
            case 0x26: "&amp;"
            case 0x3C: "&lt;"
            case 0x3E: "&gt;"
            case 0x22: "&quot;"
            case 0x27: "&apos;"
            case 0x0A, 0x09, 0x0D: c
            case ..<0x20: ""
            default: c
            }
            #expect(XMLText.escaped("x" + c + "é") == "x" + expected + "é", "U+\(String(value, radix: 16))")
        }
    }
}
