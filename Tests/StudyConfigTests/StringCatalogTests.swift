import Foundation
import Testing
@testable import StudyConfig

private func catalog(_ json: String) throws(LocalizationError) -> StringCatalog {
    try StringCatalog(data: Data(json.utf8), name: "InfoPlist.xcstrings")
}

/// The error reading `bytes` throws, or nil (recorded as an issue) when it reads.
private func failure(_ bytes: Data, sourceLocation: SourceLocation = #_sourceLocation) -> LocalizationError? {
    do {
        let read = try StringCatalog(data: bytes, name: "InfoPlist.xcstrings")
        Issue.record("read without an error: \(read.keys)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

private func failure(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> LocalizationError? {
    failure(Data(json.utf8), sourceLocation: sourceLocation)
}

/// A catalog holding one key whose body is `entry`.
private func oneKey(_ entry: String) -> String {
    "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"K\": \(entry)}}"
}

private func unit(_ value: String) -> String {
    "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}"
}

@Suite struct StringCatalogRealWorldTests {
    let catalog: StringCatalog

    init() throws {
        catalog = try StringCatalog(data: RealWorldFixture.data(RealWorldFixture.myHeartCountsCatalog), name: "InfoPlist.xcstrings")
    }

    @Test func languagesAndKeys() {
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.languages == ["en", "en-GB", "es"])
        #expect(catalog.keys.count == 24)
        #expect(catalog.keys.contains("SENSORKIT_USAGE_DESC_ECG"))
        #expect(catalog.keys == catalog.keys.sorted())
        #expect(catalog.entries["SENSORKIT_USAGE_DESC_ECG"]?.line == 408)
        #expect(catalog.entries["NSMotionUsageDescription"]?.comment == "Privacy - Motion Usage Description")
        #expect(catalog.entries["NSMotionUsageDescription"]?.localizations["en"]?.state == "new")
    }

    @Test func sensorKitDetailKeysResolveToProse() {
        let english = "SensorKit ECG provides the most in-depth and accurate heart readings possible."
        #expect(catalog.value(for: "SENSORKIT_USAGE_DESC_ECG", language: "en") == english)
        #expect(catalog.value(for: "SENSORKIT_USAGE_DESC_ECG", language: "es")
            == "SensorKit ECG proporciona las lecturas cardíacas más detalladas y precisas posibles.")
        #expect(catalog.value(for: "SENSORKIT_USAGE_DESC_ECG", language: "en-GB") == english)
        #expect(catalog.value(for: "SENSORKIT_USAGE_DESC_ECG", language: "en-AU") == english)
        #expect(catalog.value(for: "SENSORKIT_USAGE_DESC_ECG", language: "fr") == english)
        #expect(catalog.value(for: "NSMotionUsageDescription", language: "es-MX")
            == "My Heart Counts utiliza datos de movimiento para realizar una prueba de caminata cronometrada.")
        #expect(catalog.value(for: "NO_SUCH_KEY", language: "en") == nil)
    }

    @Test func perLanguageTable() {
        let spanish = catalog.table(for: "es")
        #expect(spanish.count == 24)
        #expect(spanish["NSSensorKitPrivacyPolicyURL"] == "https://myheartcounts.su.domains/privacy-policy/")
        #expect(spanish.allSatisfy { $0.key != $0.value })
    }
}

@Suite struct StringCatalogLookupTests {
    @Test func regionalLanguageFallsBackToItsBaseThenTheSourceLanguage() throws {
        let read = try catalog(oneKey("{\"localizations\": {\"en\": \(unit("Color")), \"es\": \(unit("Color ES")), \"en-GB\": \(unit("Colour"))}}")
            .replacingOccurrences(of: "\"sourceLanguage\": \"en\"", with: "\"sourceLanguage\": \"es\""))
        #expect(read.value(for: "K", language: "en-GB") == "Colour")
        #expect(read.value(for: "K", language: "en-US") == "Color")
        #expect(read.value(for: "K", language: "en_AU") == "Color")
        #expect(read.value(for: "K", language: "fr-CA") == "Color ES")
        #expect(read.fallbackLanguages(for: "zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh", "es"])
        #expect(read.languages == ["en", "en-GB", "es"])
    }

    @Test func keyWithoutLocalizationsIsItsOwnSourceText() throws {
        let read = try catalog("""
            {"sourceLanguage": "en", "strings": {
              "Start walking": {},
              "Stop": {"localizations": {"es": \(unit("Parar"))}},
              "Go": {"localizations": {}}
            }}
            """)
        #expect(read.version == nil)
        #expect(read.keys == ["Go", "Start walking", "Stop"])
        #expect(read.value(for: "Start walking", language: "es") == "Start walking")
        #expect(read.value(for: "Stop", language: "en") == "Stop")
        #expect(read.value(for: "Stop", language: "es") == "Parar")
        #expect(read.value(for: "Go", language: "en-GB") == "Go")
        #expect(read.languages == ["en", "es"])
        #expect(read.table(for: "es") == ["Go": "Go", "Start walking": "Start walking", "Stop": "Parar"])
    }

    @Test func deviceVariationsPreferIPhoneThenOtherThenSorted() throws {
        func device(_ cases: String) throws -> String? {
            try catalog(oneKey("{\"localizations\": {\"en\": {\"variations\": {\"device\": {\(cases)}}}}}")).value(for: "K", language: "en")
        }
        #expect(try device("\"ipad\": \(unit("iPad")), \"iphone\": \(unit("iPhone")), \"other\": \(unit("Other"))") == "iPhone")
        #expect(try device("\"ipad\": \(unit("iPad")), \"other\": \(unit("Other"))") == "Other")
        #expect(try device("\"mac\": \(unit("Mac")), \"ipad\": \(unit("iPad"))") == "iPad")
    }

    @Test func nestedDeviceAndPluralVariations() throws {
        let read = try catalog(oneKey("""
            {"localizations": {"en": {"variations": {"device": {
              "iphone": {"variations": {"plural": {"one": \(unit("%lld step")), "other": \(unit("%lld steps"))}}},
              "applewatch": \(unit("Steps"))
            }}}}}
            """))
        #expect(read.value(for: "K", language: "en") == "%lld steps")
        #expect(read.entries["K"]?.localizations["en"]?.line == 2)
    }

    @Test func trailingCommasAndEscapesAreAccepted() throws {
        let read = try catalog(#"{"sourceLanguage": "en", "strings": {"K": {"localizations": {"en": {"stringUnit": {"value": "\"q\" \\ \/ \n\t \u00e9 \ud83d\udeb6",},},},},},}"#)
        #expect(read.value(for: "K", language: "en") == "\"q\" \\ / \n\t é 🚶")
        #expect(read.entries["K"]?.localizations["en"]?.state == nil)
    }

    @Test func utf16CatalogIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for codeUnit in oneKey("{\"localizations\": {\"en\": \(unit("Hé"))}}").utf16 { bytes += [UInt8(codeUnit & 0xFF), UInt8(codeUnit >> 8)] }
        let read = try StringCatalog(data: Data(bytes), name: "x.xcstrings")
        #expect(read.value(for: "K", language: "en") == "Hé")
    }
}

@Suite struct StringCatalogSyntaxErrorTests {
    @Test func missingComma() throws {
        let error = try #require(failure("{\n  \"sourceLanguage\": \"en\"\n  \"strings\": {}\n}"))
        #expect(error.message == "expected ',' or '}' after the value of \"sourceLanguage\"")
        #expect((error.line, error.column) == (2, 25))
        #expect(error.keyPath == nil)
        #expect(error.description == "InfoPlist.xcstrings:2:25: expected ',' or '}' after the value of \"sourceLanguage\"")
    }

    @Test func unterminatedString() throws {
        let error = try #require(failure("{\"sourceLanguage\": \"en\",\n \"strings\": {\"K\": {\"comment\": \"no end}}}\n}"))
        #expect(error.message == "unterminated string starting at line 2")
        #expect((error.line, error.column) == (2, 31))
    }

    @Test func missingColon() throws {
        let error = try #require(failure("{\"sourceLanguage\" \"en\"}"))
        #expect(error.message == "expected ':' after the key \"sourceLanguage\"")
        #expect((error.line, error.column) == (1, 18))
    }

    @Test func unclosedObjectAtEndOfFile() throws {
        let error = try #require(failure("{\"sourceLanguage\": \"en\",\n \"strings\": {\n"))
        #expect(error.message == "unexpected end of file: the object starting at line 2 is not closed")
        #expect((error.line, error.column) == (3, 1))
    }

    @Test func emptyFile() throws {
        let error = try #require(failure("\n"))
        #expect(error.message == "the file is empty; expected a JSON object")
        #expect((error.line, error.column) == (2, 1))
    }

    @Test func textAfterTheValue() throws {
        let error = try #require(failure("{\"sourceLanguage\": \"en\", \"strings\": {}} x"))
        #expect(error.message == "unexpected 'x' after the end of the JSON value")
        #expect((error.line, error.column) == (1, 41))
    }

    @Test func unquotedWordAndBadValues() throws {
        let word = try #require(failure("{\"sourceLanguage\": en}"))
        #expect(word.message == "unexpected word \"en\"; text must be in double quotes")
        #expect((word.line, word.column) == (1, 20))
        let number = try #require(failure("{\"version\": 1.}"))
        #expect(number.message == "invalid number")
        #expect((number.line, number.column) == (1, 13))
        let single = try #require(failure("{'a': 1}"))
        #expect(single.message == "expected a key in double quotes but found '''")
        #expect((single.line, single.column) == (1, 2))
        let escape = try #require(failure("{\"a\": \"\\x\"}"))
        #expect(escape.message == "invalid escape \\x in a string; write \\\\ for a backslash")
        #expect((escape.line, escape.column) == (1, 8))
        let tab = try #require(failure("{\"a\": \"\t\"}"))
        #expect(tab.message.hasPrefix("control character U+0009 in a string"))
        #expect((tab.line, tab.column) == (1, 8))
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let error = try #require(failure(String(repeating: "[", count: 100_000)))
        #expect(error.message == "nested more than 100 levels deep")
        #expect((error.line, error.column) == (1, 101))
    }

    @Test func invalidUTF8() throws {
        let error = try #require(failure(Data([0x7B, 0x0A, 0x22, 0xC3, 0x28, 0x22])))
        #expect(error.message.hasPrefix("not UTF-8 or UTF-16: byte 0xC3 at offset 3"))
        #expect((error.line, error.column) == (2, 2))
    }
}

@Suite struct StringCatalogShapeErrorTests {
    @Test func valueOfTheWrongType() throws {
        let error = try #require(failure("""
            {"sourceLanguage": "en", "strings": {
              "SENSORKIT_USAGE_DESC_ECG": {"localizations": {"en": {"stringUnit": {"state": "new",
                "value": 42}}}}
            }}
            """))
        #expect(error.keyPath == "strings.SENSORKIT_USAGE_DESC_ECG.localizations.en.stringUnit.value")
        #expect(error.message == "expected a string, found a number")
        #expect((error.line, error.column) == (3, 14))
        #expect(error.description == "InfoPlist.xcstrings:3:14: "
            + "strings.SENSORKIT_USAGE_DESC_ECG.localizations.en.stringUnit.value: expected a string, found a number")
    }

    @Test func brokenVariationCaseIsReportedEvenWhenNotShown() throws {
        let error = try #require(failure(oneKey(
            "{\"localizations\": {\"en\": {\"variations\": {\"device\": {\"iphone\": \(unit("x")), \"mac\": {\"stringUnit\": []}}}}}}")))
        #expect(error.keyPath == "strings.K.localizations.en.variations.device.mac.stringUnit")
        #expect(error.message == "expected an object, found an array")
    }

    @Test func missingMembers() throws {
        let noSource = try #require(failure("{\"strings\": {}}"))
        #expect(noSource.message.hasPrefix("missing \"sourceLanguage\""))
        #expect((noSource.line, noSource.column) == (1, 1))
        let noStrings = try #require(failure("{\"sourceLanguage\": \"en\"}"))
        #expect(noStrings.message == "missing \"strings\"")
        let noValue = try #require(failure(oneKey("{\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"new\"}}}}")))
        #expect(noValue.keyPath == "strings.K.localizations.en.stringUnit")
        #expect(noValue.message == "missing \"value\"")
    }

    @Test func wrongTypesAtEveryLevel() throws {
        let root = try #require(failure("[]"))
        #expect(root.message == "a string catalog must be a JSON object, but this file holds an array")
        let source = try #require(failure("{\"sourceLanguage\": null, \"strings\": {}}"))
        #expect(source.keyPath == "sourceLanguage")
        #expect(source.message == "expected a string, found null")
        let strings = try #require(failure("{\"sourceLanguage\": \"en\", \"strings\": true}"))
        #expect(strings.keyPath == "strings")
        let comment = try #require(failure(oneKey("{\"comment\": false}")))
        #expect(comment.keyPath == "strings.K.comment")
        #expect(comment.message == "expected a string, found false")
    }

    @Test func keysThatAreSentencesAreBracketedInThePath() throws {
        let error = try #require(failure("{\"sourceLanguage\": \"en\", \"strings\": {\"Hello, \\\"world\\\".\": []}}"))
        #expect(error.keyPath == "strings[\"Hello, \\\"world\\\".\"]")
    }
}
