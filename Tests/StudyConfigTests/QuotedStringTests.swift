import Foundation
import Testing
@testable import StudyConfig

/// The quoted strings `.strings` files and string catalogs share: the same text reads the same
/// in both, and they differ only where the formats' rules do.
@Suite struct QuotedStringTests {
    /// `escaped` as the value of key `k` in a `.strings` file, or the error reading it.
    private func strings(_ escaped: String) -> Result<String?, LocalizationError> {
        Result { () throws(LocalizationError) in try StringsFile(data: Data("\"k\" = \"\(escaped)\";".utf8), name: "InfoPlist.strings")["k"] }
    }

    /// `escaped` as the English value of key `k` in a string catalog, or the error reading it.
    private func catalog(_ escaped: String) -> Result<String?, LocalizationError> {
        let json = "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": "
            + "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(escaped)\"}}}}}}"
        return Result { () throws(LocalizationError) in
            try StringCatalog(data: Data(json.utf8), name: "InfoPlist.xcstrings").entries["k"]?.localizations["en"]?.value
        }
    }

    @Test(arguments: [
        (#"tab\there"#, "tab\there"),
        (#"line\nbreak"#, "line\nbreak"),
        (#"say \"hi\""#, "say \"hi\""),
        (#"back\\slash"#, "back\\slash"),
        (#"caf\u00e9"#, "café"),
        (#"walk \uD83D\uDEB6"#, "walk 🚶"),
        ("plain é 🚶 text", "plain é 🚶 text"),
    ])
    func bothFormatsReadTheEscapesTheyShare(escaped: String, expected: String) throws {
        #expect(try strings(escaped).get() == expected)
        #expect(try catalog(escaped).get() == expected)
    }

    @Test func aLoneSurrogateNamesTheEscapeAndTheFixInBothFormats() {
        guard case .failure(let inStrings) = strings(#"x\UD83D"#), case .failure(let inCatalog) = catalog(#"x\uD83D"#) else {
            Issue.record("a lone surrogate was read")
            return
        }
        #expect(inStrings.message == #"\UD83D is half of a UTF-16 surrogate pair; write the character itself, or both halves (\UD83D\UDE00)"#)
        #expect(inCatalog.message == #"\uD83D is half of a UTF-16 surrogate pair; write the character itself, or both halves (\uD83D\uDE00)"#)
        #expect((inStrings.line, inStrings.column) == (1, 9))
        #expect((inCatalog.line, inCatalog.column) == (1, 118))
    }

    @Test func theFormatsDifferWhereTheirRulesDo() throws {
        // A .strings value may span lines and hold a typed tab; a JSON string may not.
        #expect(try strings("one\ntwo").get() == "one\ntwo")
        #expect(try strings("a\tb").get() == "a\tb")
        #expect(throws: LocalizationError.self) { try catalog("one\ntwo").get() }
        #expect(throws: LocalizationError.self) { try catalog("a\tb").get() }
        // Apple's old-style reader keeps an unknown escape's character; JSON has no such escape.
        #expect(try strings(#"\x"#).get() == "x")
        #expect(throws: LocalizationError.self) { try catalog(#"\x"#).get() }
        // Escapes only JSON defines.
        #expect(try catalog(#"a\/b\b"#).get() == "a/b\u{8}")
    }
}
