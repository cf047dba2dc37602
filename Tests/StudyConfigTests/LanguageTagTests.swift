import Testing
@testable import StudyConfig

/// Folder names (`de_CH.lproj`), catalogs (`de-CH`) and `--lang` spell one language differently.
@Suite struct LanguageTagTests {
    @Test func separatorsAndCaseDoNotMatter() {
        #expect(LanguageTag.same("de_CH", "de-CH"))
        #expect(LanguageTag.same("zh-Hant-TW", "ZH_hant_tw"))
        #expect(LanguageTag.same("Base", "base"))
    }

    @Test func differentLanguagesDiffer() {
        #expect(!LanguageTag.same("de", "de-CH"))
        #expect(!LanguageTag.same("de-AT", "de-CH"))
        #expect(!LanguageTag.same("pt-BR", "pt_PT"))
        #expect(!LanguageTag.same("", "en"))
    }

    @Test func parentsRunFromLongestToShortest() {
        #expect(LanguageTag.withParents("zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(LanguageTag.withParents("de_CH") == ["de_CH", "de"])
    }
}
