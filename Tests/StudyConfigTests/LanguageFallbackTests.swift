import Foundation
import Testing
@testable import StudyConfig

/// Which localization a participant with a regional language (`--lang de_CH`) is shown.
@Suite struct LanguageFallbackTests {
    private static let purpose = "NSSensorKitUsageDescription"

    @Test(arguments: ["de_CH", "de-CH", "de-AT", "DE_ch"])
    func aRegionalLanguageShowsItsBaseLanguage(language: String) throws {
        let study = try StudyLoader.load(folder: Repo.study("sleep-study"))
        let german = try #require(study.localizations.first { $0.language == "de" }?[Self.purpose])
        #expect(study.hasLocalization(language))
        #expect(study.localized(study.usageDescription ?? "", infoKey: Self.purpose, language: language) == german)
        #expect(study.sheet(language: language).map(\.description) == study.sheet(language: "de").map(\.description))
        #expect(study.sheet(language: language).map(\.description) != study.sheet().map(\.description))
    }

    @Test func anExactRegionFolderWinsOverItsBaseWhicheverSeparatorItUses() throws {
        for folder in ["de_CH", "de-CH"] {
            let t = TempStudy(info: Good.info(), files: [
                "de.lproj/InfoPlist.strings": "\"\(Self.purpose)\" = \"Wir untersuchen den Schlaf.\";\n",
                "\(folder).lproj/InfoPlist.strings": "\"\(Self.purpose)\" = \"Mir undersueched de Schlaf.\";\n",
            ])
            let study = try t.load()
            for language in ["de_CH", "de-CH"] {
                #expect(study.localized("We study sleep.", infoKey: Self.purpose, language: language) == "Mir undersueched de Schlaf.",
                        "\(language) with \(folder).lproj")
            }
            #expect(study.localized("We study sleep.", infoKey: Self.purpose, language: "de-AT") == "Wir untersuchen den Schlaf.")
        }
    }

    /// Older projects name their folders and development region in words (`English.lproj`,
    /// `German.lproj`, `CFBundleDevelopmentRegion` English), which CFBundle reads as `en` and
    /// `de`: a German phone read such a study's English, and a dossier marked text
    /// `lang="English"`.
    @Test func legacyLanguageNamesAreTheirCodes() throws {
        let t = TempStudy(info: Good.info(replacing: ["CFBundleDevelopmentRegion": .s("English")]), files: [
            "English.lproj/InfoPlist.strings": "\"\(Self.purpose)\" = \"We study your sleep.\";\n",
            "German.lproj/InfoPlist.strings": "\"\(Self.purpose)\" = \"Wir untersuchen den Schlaf.\";\n",
        ])
        let study = try t.load()
        #expect(study.developmentLanguage == "en")
        #expect(Set(study.localizations.compactMap(\.language)) == ["en", "de"])
        #expect(study.localized("We study sleep.", infoKey: Self.purpose, language: "de") == "Wir untersuchen den Schlaf.")
        #expect(study.localized("We study sleep.", infoKey: Self.purpose, language: "fr") == "We study your sleep.")
        #expect(study.language(of: .purpose, on: "fr") == "en")
        // The file a finding names is the folder as written.
        #expect(study.localizations.contains { $0.file == "German.lproj/InfoPlist.strings" })
    }

    @Test func scriptAndRegionAreDroppedOneAtATime() throws {
        let t = TempStudy(info: Good.info(), files: [
            "zh.lproj/InfoPlist.strings": "\"\(Self.purpose)\" = \"zh\";\n",
            "zh-Hant.lproj/InfoPlist.strings": "\"\(Self.purpose)\" = \"zh-Hant\";\n",
        ])
        let study = try t.load()
        #expect(study.fallbackChain("zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh", "en", "Base"])
        #expect(study.localized("We study sleep.", infoKey: Self.purpose, language: "zh-Hant-TW") == "zh-Hant")
        #expect(study.localized("We study sleep.", infoKey: Self.purpose, language: "zh_Hans_CN") == "zh")
        #expect(!study.hasLocalization("zhx") && !study.hasLocalization("fr_CH"))
    }

    @Test func aCatalogLanguageIsFoundWithEitherSeparator() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"K": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "English"}},
              "pt-BR": {"stringUnit": {"state": "translated", "value": "Português do Brasil"}}}}}}
            """
        let catalog = try StringCatalog(data: Data(json.utf8), name: "InfoPlist.xcstrings")
        #expect(catalog.value(for: "K", language: "pt_BR") == "Português do Brasil")
        #expect(catalog.value(for: "K", language: "pt-PT") == "English")
    }
}
