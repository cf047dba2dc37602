import Testing
@testable import StudyConfig

/// `check --lang zh_hans` names the localization the study's text is in as its folder spells
/// it (`textLanguage: "zh-Hans"`), not as the phone's tag was typed.
@Suite struct TextLanguageSpellingTests {
    @Test func theStudysOwnSpellingIsNamed() throws {
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements(), files: [
            "en.lproj/InfoPlist.strings": "\"NSSensorKitUsageDescription\" = \"We study sleep.\";\n",
            "zh-Hans.lproj/InfoPlist.strings": "\"NSSensorKitUsageDescription\" = \"我们研究睡眠。\";\n",
            "pt-BR.lproj/InfoPlist.strings": "\"NSSensorKitUsageDescription\" = \"Estudamos o sono.\";\n",
        ])
        let study = try t.load()
        #expect(study.textLanguage(for: "zh_hans") == "zh-Hans")
        #expect(study.textLanguage(for: "zh-Hans-CN") == "zh-Hans")
        #expect(study.textLanguage(for: "pt_BR") == "pt-BR")
        #expect(study.textLanguage(for: "EN") == "en")
        #expect(study.textLanguage(for: "fr") == "en")
    }
}
