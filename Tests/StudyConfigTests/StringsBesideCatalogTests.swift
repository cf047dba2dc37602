import Testing
@testable import StudyConfig

/// A language translated by both `<lang>.lproj/InfoPlist.strings` and `InfoPlist.xcstrings`:
/// Xcode builds the catalog into that same strings file, so `check` warns, naming both.
@Suite struct StringsBesideCatalogTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "NSSensorKitUsageDescription" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Wir erforschen den Schlaf (Katalog)." } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "We study sleep." } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func sameLanguageInBothIsNamed() throws {
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements(), files: [
            "de.lproj/InfoPlist.strings": "\"NSSensorKitUsageDescription\" = \"Wir untersuchen Schlaf.\";\n",
            "InfoPlist.xcstrings": Self.catalog,
        ])
        let found = try t.diagnostics().filter { $0.code == "strings-and-catalog" }
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.severity == .warning && d.file == "de.lproj/InfoPlist.strings" && d.line == 1)
        #expect(d.message.contains("InfoPlist.xcstrings") && d.message.contains("NSSensorKitUsageDescription"))
        #expect(d.suggestion?.contains("delete de.lproj/InfoPlist.strings") == true)
    }

    @Test func differentLanguagesAreFine() throws {
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements(), files: [
            "fr.lproj/InfoPlist.strings": "\"NSSensorKitUsageDescription\" = \"Nous étudions le sommeil.\";\n",
            "InfoPlist.xcstrings": Self.catalog,
        ])
        #expect(try !t.diagnostics().contains { $0.code == "strings-and-catalog" })
    }
}
