import Foundation
import Testing
@testable import StudyConfig

private func parse(_ text: String) throws(LocalizationError) -> StringsFile {
    try StringsFile(data: Data(text.utf8), name: "en.lproj/InfoPlist.strings")
}

/// The error parsing `bytes` throws, or nil (recorded as an issue) when it parses.
private func failure(_ bytes: Data, sourceLocation: SourceLocation = #_sourceLocation) -> LocalizationError? {
    do {
        let file = try StringsFile(data: bytes, name: "en.lproj/InfoPlist.strings")
        Issue.record("parsed without an error: \(file.entries)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

private func failure(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> LocalizationError? {
    failure(Data(text.utf8), sourceLocation: sourceLocation)
}

/// UTF-16 bytes of `text` in either byte order, with or without a byte order mark.
private func utf16Bytes(_ text: String, littleEndian: Bool, bom: Bool) -> Data {
    var bytes: [UInt8] = []
    for unit in (bom ? "\u{FEFF}" + text : text).utf16 {
        let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
        bytes += littleEndian ? [low, high] : [high, low]
    }
    return Data(bytes)
}

@Suite struct StringsFileRealWorldTests {
    @Test func beiweCommentedOutEntryIsIgnored() throws {
        let file = try StringsFile(data: RealWorldFixture.data(RealWorldFixture.beiweStrings), name: "InfoPlist.strings")
        let motion = file.entries.filter { $0.key == "NSMotionUsageDescription" }
        #expect(motion.count == 1)
        #expect(motion.first?.line == 22)
        #expect(file["NSMotionUsageDescription"] == "Beiwe needs to access your Device's Motion data in order to collect "
            + "data for the medical, clinical, or academic and scientific research goals of the study you have enrolled in. "
            + "The Beiwe app does not use or process the data it collects. All data recorded during studies are securely "
            + "uploaded to a server and accessed solely by authorized researchers.")
        #expect(file.duplicates.isEmpty)
        #expect(file.encoding == .utf8(byteOrderMark: false))
    }

    @Test func beiweEntriesLinesAndEmptyValues() throws {
        let file = try StringsFile(data: RealWorldFixture.data(RealWorldFixture.beiweStrings), name: "InfoPlist.strings")
        #expect(file.entries.map(\.line) == [17, 18, 19, 20, 21, 22, 24, 27, 28, 29, 30])
        #expect(file.entries.first?.key == "NSHealthShareUsageDescription")
        #expect(file["NSMicrophoneUsageDescription"]
            == "Beiwe needs access to your microphone in order to record your ressponse to an audio survey.")
        for key in ["NSPhotoLibraryAddUsageDescription", "NSSpeechRecognitionUsageDescription",
                    "NSPhotoLibraryUsageDescription", "NSCameraUsageDescription"] {
            #expect(file[key] == "", "\(key)")
        }
        #expect(!file.isEmpty)
    }

    @Test func mindLAMPKeysAndText() throws {
        let file = try StringsFile(data: RealWorldFixture.data(RealWorldFixture.mindLAMPStrings), name: "InfoPlist.strings")
        #expect(file.entries.count == 16)
        #expect(file["NSMotionUsageDescription"] == "Your motion activity data is required for clinical study.")
        #expect(file["NSSensorKitUsageDescription"]
            == "Your SensorKit Usage Data is required for a clinical research study you have opted to join.")
        #expect(file["NSSensorKitPrivacyPolicyURL"] == "https://docs.lamp.digital/privacy/")
        #expect(file["NSSpeechRecognitionUsageDescription"] == "Your speech recognition is required for the clinical study.")
        #expect(file["NSCameraUsageDescription"] == "")
        #expect(file["CFBundleName"] == "mindLAMP 2")
        #expect(file.entries.first { $0.key == "NSMotionUsageDescription" }?.line == 33)
        #expect(file.entries.last?.line == 38)
    }
}

@Suite struct StringsFileGrammarTests {
    @Test func emptyAndCommentOnlyFilesAreEmpty() throws {
        let empty = try StringsFile(data: Data(), name: "x.strings")
        #expect(empty.isEmpty)
        #expect(empty.values.isEmpty)
        let comments = try parse("/* \"NSMotionUsageDescription\" = \"old\"; */\n// \"NSCameraUsageDescription\" = \"x\";\n")
        #expect(comments.isEmpty)
    }

    @Test func unquotedTokens() throws {
        // `//` inside a token is part of it, not a comment, so unquoted URLs work.
        let file = try parse("NSSensorKitPrivacyPolicyURL = https://example.org/privacy;")
        #expect(file["NSSensorKitPrivacyPolicyURL"] == "https://example.org/privacy")
        // `(` is not a token character, so a build variable must be quoted.
        #expect(failure("Key_1.a-b$c = $(PRODUCT_NAME);").map(\.message) == "expected ';' after the value of \"Key_1.a-b$c\"")
        let tokens = try parse("Key_1.a-b$c:/ = value_2.3;")
        #expect(tokens.entries == [StringsFile.Entry(key: "Key_1.a-b$c:/", value: "value_2.3", line: 1)])
    }

    @Test func whitespaceAndCommentsBetweenEveryToken() throws {
        let file = try parse("/* a */ \"a\" /* b */\n=\t// c\n\n  \"b\" /* ; */ ; // d\n\"c\"\n=\"d\";")
        #expect(file.entries == [
            StringsFile.Entry(key: "a", value: "b", line: 1),
            StringsFile.Entry(key: "c", value: "d", line: 5),
        ])
    }

    @Test func escapes() throws {
        let file = try parse(#""k" = "q\" b\\ n\n t\t r\r e\U00E9\u00e8 s\UD83D\UDE00 x\x";"#)
        #expect(file["k"] == "q\" b\\ n\n t\t r\r e\u{E9}\u{E8} s\u{1F600} xx")
        let continued = try parse("\"k\" = \"one\\\ntwo\";\n\"next\" = \"n\";")
        #expect(continued["k"] == "one\ntwo")
        #expect(continued.entries.last?.line == 3)
    }

    @Test func rawLineBreaksInValuesAdvanceTheLine() throws {
        let file = try parse("\"a\" = \"one\ntwo\";\r\n\"b\" = \"x\";\r\"c\" = \"y\";")
        #expect(file["a"] == "one\ntwo")
        #expect(file.entries.map(\.line) == [1, 3, 4])
    }

    @Test func shorthandUsesTheKeyAsValue() throws {
        let file = try parse("\"Done\";\nOK;")
        #expect(file.entries == [StringsFile.Entry(key: "Done", value: "Done", line: 1),
                                 StringsFile.Entry(key: "OK", value: "OK", line: 2)])
    }

    @Test func laterDuplicateWinsAndBothLinesAreReported() throws {
        let file = try parse("\"a\" = \"1\";\n\"b\" = \"x\";\n\"a\" = \"2\";\n\n\"a\" = \"3\";")
        #expect(file["a"] == "3")
        #expect(file.entries.count == 4)
        #expect(file.duplicates == [StringsFile.Duplicate(key: "a", earlierLine: 1, laterLine: 3),
                                    StringsFile.Duplicate(key: "a", earlierLine: 3, laterLine: 5)])
    }
}

@Suite struct StringsFileEncodingTests {
    static let text = "/* é */\n\"NSMotionUsageDescription\" = \"Pas à pas 🚶\";\n"

    @Test(arguments: [(true, true), (false, true), (true, false), (false, false)])
    func utf16(littleEndian: Bool, bom: Bool) throws {
        let file = try StringsFile(data: utf16Bytes(Self.text, littleEndian: littleEndian, bom: bom), name: "x.strings")
        #expect(file["NSMotionUsageDescription"] == "Pas à pas 🚶")
        #expect(file.entries.first?.line == 2)
        let expected: TextEncoding = littleEndian ? .utf16LittleEndian(byteOrderMark: bom) : .utf16BigEndian(byteOrderMark: bom)
        #expect(file.encoding == expected)
    }

    @Test func utf8WithByteOrderMark() throws {
        let file = try StringsFile(data: Data([0xEF, 0xBB, 0xBF] + Array(Self.text.utf8)), name: "x.strings")
        #expect(file["NSMotionUsageDescription"] == "Pas à pas 🚶")
        #expect(file.encoding == .utf8(byteOrderMark: true))
    }

    @Test func latin1IsAnEncodingError() throws {
        // "café" in Latin-1: 0xE9 is not valid UTF-8.
        let bytes = Data(Array("\"a\" = \"b\";\n\"k\" = \"caf".utf8) + [0xE9] + Array("\";".utf8))
        let error = try #require(failure(bytes))
        #expect(error.message.hasPrefix("not UTF-8 or UTF-16: byte 0xE9 at offset 21 is not valid UTF-8"))
        #expect((error.line, error.column) == (2, 11))
        #expect(error.description.hasPrefix("en.lproj/InfoPlist.strings:2:11: not UTF-8 or UTF-16"))
    }

    @Test func utf16EndingMidCharacterIsAnEncodingError() throws {
        let bytes = utf16Bytes("\"a\" = \"b\";\n", littleEndian: true, bom: true) + Data([0x41])
        let error = try #require(failure(bytes))
        #expect(error.message.hasPrefix("not UTF-8 or UTF-16: the file looks like UTF-16 little-endian with byte order mark"))
        #expect(error.line == 2)
    }

    @Test func utf16UnpairedSurrogateIsAnEncodingError() throws {
        let bytes = utf16Bytes("\"a\" = \"", littleEndian: false, bom: true) + Data([0xD8, 0x3D]) + utf16Bytes("\";", littleEndian: false, bom: false)
        let error = try #require(failure(bytes))
        #expect(error.message.contains("unpaired surrogate"))
        #expect(error.message.contains("offset 16"))
        #expect((error.line, error.column) == (1, 8))
    }
}

@Suite struct StringsFileErrorTests {
    @Test func missingSemicolonIsReportedAfterTheValue() throws {
        let error = try #require(failure("\"NSMotionUsageDescription\" = \"Walks\"\n\"B\" = \"c\";"))
        #expect(error.message == "expected ';' after the value of \"NSMotionUsageDescription\"")
        #expect((error.line, error.column) == (1, 37))
        #expect(error.description == "en.lproj/InfoPlist.strings:1:37: expected ';' after the value of \"NSMotionUsageDescription\"")
    }

    @Test func unterminatedString() throws {
        let error = try #require(failure("\"a\" = \"b\";\n\n\"c\" = \"unclosed;\n"))
        #expect(error.message == "unterminated string starting at line 3")
        #expect((error.line, error.column) == (3, 7))
    }

    @Test func unterminatedStringAfterBackslash() throws {
        let error = try #require(failure("\"a\" = \"b\\"))
        #expect(error.message == "unterminated string starting at line 1")
        #expect((error.line, error.column) == (1, 7))
    }

    @Test func unterminatedComment() throws {
        let entries = (1...9).map { "\"k\($0)\" = \"v\";\n" }.joined()
        let error = try #require(failure(entries + "  /* a note\n\"k10\" = \"v\";\n"))
        #expect(error.message == "unterminated comment starting at line 10")
        #expect((error.line, error.column) == (10, 3))
    }

    @Test func missingEquals() throws {
        let error = try #require(failure("\"a\" \"b\";"))
        #expect(error.message == "expected '=' after the key \"a\"")
        #expect((error.line, error.column) == (1, 4))
        let atEnd = try #require(failure("\n  key"))
        #expect(atEnd.message == "expected '=' after the key \"key\"")
        #expect((atEnd.line, atEnd.column) == (2, 6))
    }

    @Test func missingValue() throws {
        let error = try #require(failure("\"a\" = ;"))
        #expect(error.message == "expected a value after '=' for \"a\", but found ';'")
        #expect((error.line, error.column) == (1, 7))
        let atEnd = try #require(failure("\"a\" ="))
        #expect(atEnd.message == "expected a value after '=' for \"a\", but found the end of the file")
        #expect((atEnd.line, atEnd.column) == (1, 6))
    }

    @Test func unexpectedCharacterWhereAKeyShouldBe() throws {
        let error = try #require(failure("\"a\" = \"b\";\n{ \"c\" = \"d\"; }"))
        #expect(error.message == "expected a key, such as \"NSMotionUsageDescription\", but found '{'")
        #expect((error.line, error.column) == (2, 1))
        let nul = try #require(failure("\"a\" = \"b\";\u{0}"))
        #expect(nul.message.hasSuffix("but found U+0000"))
        #expect((nul.line, nul.column) == (1, 11))
    }

    @Test func badUnicodeEscapes() throws {
        let short = try #require(failure(#""a" = "\U12";"#))
        #expect(short.message == "expected 4 hex digits after \\U, as in \\U00E9")
        #expect((short.line, short.column) == (1, 8))
        let half = try #require(failure("\"a\" = \"x\";\n\"b\" = \"\\UD83D\";"))
        #expect(half.message.hasPrefix("\\UD83D is half of a UTF-16 surrogate pair"))
        #expect((half.line, half.column) == (2, 8))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(failure("\"é🚶\"\t\"x\";"))
        #expect((error.line, error.column) == (1, 5))
    }
}
