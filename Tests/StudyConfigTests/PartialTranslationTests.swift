import Testing
@testable import StudyConfig

/// A partial `de.lproj`: each key another language translates but German lacks is named, with
/// what a German phone shows there instead.
@Suite struct PartialTranslationTests {
    @Test func infoPlistKeysAGermanPhoneReadsUntranslatedAreNamed() throws {
        let t = TempStudy(info: Good.info(replacing: ["CFBundleName": .s("Good")]), entitlements: Good.entitlements(), files: [
            "en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Good Study\";\n\"NSSensorKitUsageDescription\" = \"We study sleep.\";\n",
            "de.lproj/InfoPlist.strings": "\"NSSensorKitUsageDescription\" = \"Wir untersuchen Schlaf.\";\n",
            "fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Bonne étude\";\n\"CFBundleName\" = \"Bonne\";\n",
        ])
        let missing = try t.diagnostics().filter { $0.code == "missing-translation" }
        #expect(missing.map(\.file) == ["de.lproj/InfoPlist.strings", "fr.lproj/InfoPlist.strings"])
        #expect(missing.map(\.keyPath) == ["CFBundleDisplayName", "NSSensorKitUsageDescription"])
        #expect(missing[0].message.contains("participants using de see the en text"))
        #expect(missing[1].message.contains("the sheet's study purpose"))
        // CFBundleName is not the app's name while CFBundleDisplayName is set: German lacking it is fine.
        #expect(!missing.contains { $0.keyPath == "CFBundleName" })
    }

    @Test func proseDescriptionsLeftOutOfOneLanguageAreNamed() throws {
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements(), files: [
            "de.lproj/InfoPlist.strings": "\"We measure movement during sleep.\" = \"Wir messen Bewegung im Schlaf.\";\n\"Light in your bedroom.\" = \"Licht im Schlafzimmer.\";\n",
            "fr.lproj/InfoPlist.strings": "\"We measure movement during sleep.\" = \"Nous mesurons le mouvement.\";\n",
        ])
        let missing = try t.diagnostics().filter { $0.code == "missing-translation" }
        #expect(missing.map(\.keyPath) == ["Light in your bedroom."])
        #expect(missing.first?.message.contains("participants using fr see Info.plist's text") == true)
    }
}
