import Foundation
import Testing
@testable import StudyConfig

/// One test per diagnostic: a good study with one thing broken.
@Suite struct ChecklistTests {
    func codes(_ t: TempStudy) throws -> [String] { try t.diagnostics().filter { $0.severity != .note }.map(\.code) }

    func only(_ code: String, _ t: TempStudy) throws -> Diagnostic {
        let all = try t.diagnostics()
        let d = all.filter { $0.code == code }
        #expect(d.count == 1, "expected one \(code), got \(all.map(\.code))")
        return try #require(d.first)
    }

    @Test func goodStudyIsClean() throws {
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements())
        #expect(try codes(t) == [])
    }

    @Test func missingUsageDescription() throws {
        let d = try only("missing-usage-description", TempStudy(info: Good.info(replacing: ["NSSensorKitUsageDescription": nil]),
                                                               entitlements: Good.entitlements()))
        #expect(d.severity == .error && d.keyPath == "NSSensorKitUsageDescription")
    }

    @Test func usageDescriptionOnlyInStringsFileSaysSo() throws {
        let t = TempStudy(info: Good.info(replacing: ["NSSensorKitUsageDescription": nil]), entitlements: Good.entitlements(),
                          files: ["en.lproj/InfoPlist.strings": "\"NSSensorKitUsageDescription\" = \"We study sleep.\";\n"])
        let d = try only("missing-usage-description", t)
        #expect(d.suggestion?.contains("en.lproj/InfoPlist.strings has it") == true)
    }

    /// A misspelt key in Info.plist is named at its line with the right spelling, and the strings
    /// file that spells it right is not told to copy the typo.
    @Test func aMisspeltInfoPlistKeyIsNamedAtItsLine() throws {
        let t = TempStudy(info: Good.info(replacing: ["NSSensorKitUsageDescription": nil, "NSSensorKitUsageDescripton": .s("We study sleep."),
                                                      "NSSensorKitPrivacyPolicyURL": nil, "NSSensorKitPrivacyPolicyUrl": .s("https://example.org/p")]),
                          entitlements: Good.entitlements(),
                          files: ["en.lproj/InfoPlist.strings": "\"NSSensorKitUsageDescription\" = \"We study sleep.\";\n"])
        let purpose = try only("missing-usage-description", t)
        #expect(purpose.suggestion == "Info.plist has NSSensorKitUsageDescripton; did you mean NSSensorKitUsageDescription?")
        #expect(purpose.line != nil)
        let url = try only("missing-privacy-url", t)
        #expect(url.suggestion == "Info.plist has NSSensorKitPrivacyPolicyUrl; did you mean NSSensorKitPrivacyPolicyURL?")
        #expect(url.line != nil && url.line != purpose.line)
        let strings = try only("strings-key-not-in-info-plist", t)
        #expect(strings.suggestion == "Info.plist spells it NSSensorKitUsageDescripton (line \(purpose.line ?? 0)): correct it there")
        // Another of Apple's keys is not a misspelling: NSMotionUsageDescription kept only in a
        // strings file, beside NSLocationUsageDescription in Info.plist, is told to be added.
        let location = TempStudy(info: Good.info(replacing: ["NSLocationUsageDescription": .s("Where you sleep.")]), entitlements: Good.entitlements(),
                                 files: ["en.lproj/InfoPlist.strings": "\"NSMotionUsageDescription\" = \"Steps.\";\n"])
        #expect(try only("strings-key-not-in-info-plist", location).suggestion == "add NSMotionUsageDescription to Info.plist, or delete this line")
    }

    /// A strings file of 2 000 keys Info.plist lacks printed 2 000 warnings (100 000 for a file
    /// of 100 000), burying every other finding: the text report shows the first five of a kind
    /// in a file, then one line counting the rest and the lines they are on; the JSON keeps all.
    @Test func thousandsOfOneFindingInAFileAreCountedAfterTheFirstFew() throws {
        let keys = (1...2_000).map { "\"Unknown\($0)\" = \"x\";\n" }.joined()
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements(), files: ["en.lproj/InfoPlist.strings": keys])
        let report = CheckReport(study: try t.load())
        #expect(report.diagnostics.filter { $0.code == "strings-key-not-in-info-plist" }.count == 2_000)
        let text = report.text(colour: false)
        let listed = text.split(separator: "\n").filter { $0.contains("is not a key of Info.plist") }
        #expect(listed.count == 5, "\(listed.count) listed")
        #expect(text.contains("  warning en.lproj/InfoPlist.strings: … and 1995 more strings-key-not-in-info-plist like these (lines 6–2000), "
                              + "not listed one by one (--format json lists every one)"), "\(text.prefix(3_000))")
        #expect(text.contains("0 errors, 2000 warnings"), "the totals count every finding")
    }

    @Test func privacyPolicyURL() throws {
        let missing = try only("missing-privacy-url", TempStudy(info: Good.info(replacing: ["NSSensorKitPrivacyPolicyURL": nil]),
                                                                entitlements: Good.entitlements()))
        #expect(missing.severity == .error)
        let relative = try only("invalid-privacy-url", TempStudy(info: Good.info(replacing: ["NSSensorKitPrivacyPolicyURL": .s("example.org/p")]),
                                                                 entitlements: Good.entitlements()))
        #expect(relative.line == 12)
        #expect(relative.suggestion == "write it as https://example.org/p")
        let ftp = try only("invalid-privacy-url", TempStudy(info: Good.info(replacing: ["NSSensorKitPrivacyPolicyURL": .s("ftp://x.org/p")]),
                                                            entitlements: Good.entitlements()))
        #expect(ftp.message.contains("not an absolute http(s) URL"))
    }

    @Test func missingUsageDetailFailsTheRequest() throws {
        let d = try only("missing-usage-detail", TempStudy(info: Good.info(replacing: ["NSSensorKitUsageDetail": nil]),
                                                         entitlements: Good.entitlements()))
        #expect(d.message.contains("8197"))
    }

    @Test func usageDetailAsAStringIsTheKnownMistake() throws {
        let d = try only("usage-detail-wrong-type", TempStudy(info: Good.info(replacing: ["NSSensorKitUsageDetail": .s("We use motion.")]),
                                                            entitlements: Good.entitlements()))
        #expect(d.message.contains("is a string; it must be a dictionary"))
    }

    @Test func entryProblems() throws {
        let details: P = .d([
            ("SRSensorUsageMotion", .s("Movement")),
            ("SRSensorUsageAmbientLightSensor", .d([("Required", .b(false))])),
            ("SRSensorUsageVisits", .d([("Description", .s("TODO"))])),
            ("SRSensorUsagePedometer", .d([("Description", .s("Steps.")), ("Required", .s("YES"))])),
            ("SRSensorUsageMessagesUsage", .d([("Description", .s("Texts."))])),
            ("SRSensorUsageDeviceUsage", .d([("Description", .s("$(PRODUCT_NAME)"))])),
        ])
        let t = TempStudy(info: Good.info(replacing: ["NSSensorKitUsageDetail": details]),
                          entitlements: Good.entitlements(["motion-accelerometer", "ambient-light-sensor", "visits", "pedometer",
                                                           "messages-usage", "device-usage"]))
        let ds = try t.diagnostics()
        func find(_ code: String) -> Diagnostic? { ds.first { $0.code == code } }
        #expect(find("usage-entry-wrong-type")?.keyPath == "NSSensorKitUsageDetail.SRSensorUsageMotion")
        #expect(find("missing-description")?.keyPath == "NSSensorKitUsageDetail.SRSensorUsageAmbientLightSensor.Description")
        #expect(ds.filter { $0.code == "placeholder-text" }.count == 2, "TODO and a bare build variable")
        #expect(find("required-not-boolean")?.keyPath == "NSSensorKitUsageDetail.SRSensorUsagePedometer.Required")
        #expect(find("required-not-boolean")?.line != nil)
        let unknown = try #require(find("unknown-usage-key"))
        #expect(unknown.suggestion == "did you mean SRSensorUsageMessageUsage?")
        // messages-usage is entitled but only the misspelt key asks for it.
        #expect(ds.contains { $0.code == "entitled-without-usage-detail" && $0.message.contains("messagesUsageReport") })
    }

    /// Every unknown usage-detail key gets a fix: the nearest spelling, the key of the sensor
    /// it names, or the list of keys there are.
    @Test func anUnknownUsageKeyAlwaysHasAFix() {
        #expect(Checker.usageKeySuggestion(for: "SRSensorUsageMessagesUsage") == "did you mean SRSensorUsageMessageUsage?")
        #expect(Checker.usageKeySuggestion(for: "SRSensorUsageAccelerometer") == "accelerometer is asked under SRSensorUsageMotion: use that key")
        #expect(Checker.usageKeySuggestion(for: "SRSensorUsageRotationRate") == "rotationRate is asked under SRSensorUsageMotion: use that key")
        let list = Checker.usageKeySuggestion(for: "Whatever")
        #expect(list.hasPrefix("use one of SensorKit's usage-detail keys: "))
        for key in Checker.knownUsageKeys { #expect(list.contains(key)) }
    }

    @Test func entitlementProblems() throws {
        let noFile = try only("missing-entitlements", TempStudy(info: Good.info()))
        #expect(noFile.severity == .error)
        let noKey = try only("missing-sensorkit-entitlement", TempStudy(info: Good.info(), entitlements: .d([("x", .b(true))])))
        #expect(noKey.file == "Study.entitlements")
        let wrongType = try only("entitlement-wrong-type", TempStudy(info: Good.info(),
                                                                    entitlements: .d([(Study.entitlementKey, .s("motion-accelerometer"))])))
        #expect(wrongType.message.contains("must be an array of strings"))
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements(["accelerometer", "ambient-light-sensor", "rotation-rate"]))
        let ds = try t.diagnostics()
        let unknown = ds.filter { $0.code == "unknown-entitlement" }
        #expect(unknown.map(\.suggestion) == ["did you mean motion-accelerometer?", "did you mean motion-rotation-rate?"])
        #expect(unknown.first?.keyPath == "com.apple.developer.sensorkit.reader.allow[0]")
        // With the accelerometer's value misspelt, Motion is not entitled: it never prompts.
        #expect(ds.contains { $0.code == "usage-detail-not-entitled" && $0.keyPath == "NSSensorKitUsageDetail.SRSensorUsageMotion" })
    }

    @Test func undocumentedEntitlementIsANote() throws {
        let info = Good.info(replacing: ["NSSensorKitUsageDetail": .d([("SRSensorUsageHeartRate", Good.detail("Pulse.")),
                                                                      ("SRSensorUsageECG", Good.detail("ECG."))])])
        let ds = try TempStudy(info: info, entitlements: Good.entitlements(["heart-rate", "ECG"])).diagnostics()
        #expect(ds.filter { $0.severity != .note }.isEmpty)
        #expect(ds.contains { $0.code == "undocumented-entitlement" && $0.message.contains("heart-rate") })
        #expect(ds.contains { $0.code == "entitlement-spelling" && $0.message.contains("\"ecg\"") })
    }

    @Test func motionWithoutUsageDescriptionCrashes() throws {
        let info = Good.info(replacing: ["ConsentSimStudyApp": .d([("UsesMotionActivity", .b(true))])])
        let d = try only("missing-motion-usage-description", TempStudy(info: info, entitlements: Good.entitlements()))
        #expect(d.severity == .error && d.message.contains("crashes"))
        let fine = Good.info(replacing: ["ConsentSimStudyApp": .d([("UsesMotionActivity", .b(true))]),
                                         "NSMotionUsageDescription": .s("Counts steps.")])
        #expect(try codes(TempStudy(info: fine, entitlements: Good.entitlements())) == [])
        // Reading SensorKit's accelerometer alone is only worth a note.
        let note = try only("motion-usage-for-coremotion", TempStudy(info: Good.info(), entitlements: Good.entitlements()))
        #expect(note.severity == .note)
    }

    @Test func stringsKeysThatInfoPlistLacks() throws {
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements(),
                          files: ["de.lproj/InfoPlist.strings": "/* German */\n\"NSSensorKitUsageDescriptoin\" = \"Wir untersuchen Schlaf.\";\n"])
        let d = try only("strings-key-not-in-info-plist", t)
        #expect(d.file == "de.lproj/InfoPlist.strings" && d.line == 2)
        #expect(d.suggestion == "did you mean NSSensorKitUsageDescription?")
    }

    @Test func lookupKeysResolveOrAreFlagged() throws {
        let info = Good.info(replacing: ["NSSensorKitUsageDetail": .d([("SRSensorUsageMotion", Good.detail("USAGE_MOTION", required: true)),
                                                                      ("SRSensorUsageAmbientLightSensor", Good.detail("USAGE_LIGHT"))])])
        let t = TempStudy(info: info, entitlements: Good.entitlements(), files: [
            "en.lproj/InfoPlist.strings": "\"USAGE_MOTION\" = \"How you move at night.\";\n",
            "de.lproj/InfoPlist.strings": "\"USAGE_MOTION\" = \"Wie Sie sich nachts bewegen.\";\n",
        ])
        let ds = try t.diagnostics()
        #expect(ds.contains { $0.code == "unresolved-lookup-key" && $0.message.contains("USAGE_LIGHT") })
        #expect(!ds.contains { $0.code == "missing-translation" })
        let study = try t.load()
        #expect(study.sheet(language: "de").first { $0.sensor == .accelerometer }?.description == "Wie Sie sich nachts bewegen.")
        #expect(study.sheet().first { $0.sensor == .accelerometer }?.description == "How you move at night.")
    }

    /// A translation left empty showed a German sensor page with no description, and check
    /// said "0 errors"; an empty purpose in Info.plist was already an error.
    @Test func anEmptyTranslationIsAnErrorAtItsLine() throws {
        let info = Good.info(replacing: ["NSSensorKitUsageDetail": .d([("SRSensorUsageMotion", Good.detail("USAGE_MOTION", required: true))])])
        let t = TempStudy(info: info, entitlements: Good.entitlements(), files: [
            "en.lproj/InfoPlist.strings": "\"USAGE_MOTION\" = \"How you move at night.\";\n",
            "de.lproj/InfoPlist.strings": "\"USAGE_MOTION\" = \"\";\n\"NSSensorKitUsageDescription\" = \" \";\n",
        ])
        let found = try t.diagnostics().filter { $0.code == "empty-translation" }
        #expect(found.map(\.keyPath) == ["USAGE_MOTION", "NSSensorKitUsageDescription"])
        #expect(found.allSatisfy { $0.severity == .error && $0.file == "de.lproj/InfoPlist.strings" })
        #expect(found.map(\.line) == [1, 2])
        #expect(found.first?.message == "USAGE_MOTION is empty in de: a phone in de shows the Accelerometer page's description empty")
        #expect(try t.load().sheet(language: "de").first { $0.sensor == .accelerometer }?.description == "", "what the phone shows")
        // The development language's own empty text is reported once, at Info.plist.
        let english = TempStudy(info: info, entitlements: Good.entitlements(), files: ["en.lproj/InfoPlist.strings": "\"USAGE_MOTION\" = \"\";\n"])
        let codes = try english.diagnostics().map(\.code)
        #expect(codes.contains("empty-description") && !codes.contains("empty-translation"))
    }

    /// Files given the wrong way round (`--entitlements Info.plist`, `--info-plist App.entitlements`)
    /// were reported as a key missing, which sent the reader to add it to the wrong file.
    @Test func filesGivenTheWrongWayRoundAreNamedAsSuch() throws {
        let infoAsEntitlements = try only("missing-sensorkit-entitlement", TempStudy(info: Good.info(), entitlements: Good.info()))
        #expect(infoAsEntitlements.message.contains("this file is an Info.plist, not an entitlements file (it has CFBundleIdentifier"), "\(infoAsEntitlements.message)")
        #expect(infoAsEntitlements.suggestion == "give the app's .entitlements file (with --entitlements FILE), not its Info.plist")
        let ds = try TempStudy(info: Good.entitlements(), entitlements: Good.entitlements()).diagnostics()
        let purpose = try #require(ds.first { $0.code == "missing-usage-description" })
        #expect(purpose.message.hasSuffix("this file is an entitlements file (it has com.apple.developer.sensorkit.reader.allow), not an Info.plist"))
        #expect(purpose.suggestion == "give the app's Info.plist (with --info-plist FILE), not its entitlements file")
    }

    @Test func unreadableStringsFileIsAnErrorNotACrash() throws {
        var latin1 = Data("\"CFBundleDisplayName\" = \"Caf".utf8)
        latin1.append(contentsOf: [0xE9, 0x22, 0x3B, 0x0A])
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements())
        t.write("fr.lproj/InfoPlist.strings", latin1)
        let d = try only("unreadable-strings", t)
        #expect(d.file == "fr.lproj/InfoPlist.strings" && d.line == 1)
    }

    @Test func buildVariablesInParticipantTextAreNoted() throws {
        let info = Good.info(replacing: ["CFBundleDisplayName": nil, "CFBundleName": .s("$(PRODUCT_NAME)")])
        let study = try TempStudy(info: info, entitlements: Good.entitlements()).load()
        #expect(study.appName == "$(PRODUCT_NAME)", "shown as written")
        let d = ReviewChecklist.check(study).filter { $0.code == "build-variable" }
        #expect(d.map(\.keyPath) == ["CFBundleName"])
        #expect(d.first?.severity == .note)
    }
}

/// The iOS 26 and 27 sensors: their entitlement values and usage keys are the simulator's
/// choice, and `check` says so; with them, the sensors have sheet pages like any other.
@Suite struct NewSensorChecklistTests {
    static let info = Good.info(replacing: ["NSSensorKitUsageDetail": .d([
        ("SRSensorUsageHeadphoneMotion", Good.detail("How your head moves while you listen.")),
        ("SRSensorUsageHeadphoneSettings", Good.detail("Your noise-control settings.")),
        ("SRSensorUsageSleepSessions", Good.detail("When you sleep.")),
    ])])
    static let study = TempStudy(info: info, entitlements: Good.entitlements(["headphone-motion", "headphone-settings",
                                                                               "sleep-sessions"]))

    @Test func checkNotesThatTheEntitlementValuesAndUsageKeysAreAssumptions() throws {
        let ds = try Self.study.diagnostics()
        #expect(ds.filter { $0.severity != .note }.isEmpty, "\(ds.map(\.code))")
        let entitlements = ds.filter { $0.code == "undocumented-entitlement" }
        #expect(entitlements.count == 3)
        #expect(entitlements.allSatisfy { $0.message.contains("is an assumption") })
        let keys = ds.filter { $0.code == "assumed-usage-key" }.map(\.keyPath)
        #expect(keys == ["NSSensorKitUsageDetail.SRSensorUsageHeadphoneMotion",
                         "NSSensorKitUsageDetail.SRSensorUsageHeadphoneSettings",
                         "NSSensorKitUsageDetail.SRSensorUsageSleepSessions"])
    }

    @Test func theNewSensorsHaveSheetPages() throws {
        let pages = try Self.study.load().sheetPreview().pages
        #expect(pages.map(\.sensor.description) == ["sleepSessions", "headphoneMotion", "headphoneSettings"])
        #expect(pages.first { $0.sensor.description == "headphoneMotion" }?.devices == [.headphones])
    }
}

extension ChecklistTests {
    /// A key given twice was read silently as its last: an edit to the first changed nothing
    /// the participant sees. It is now a warning at the first, naming the line that counts.
    @Test func aKeyGivenTwiceIsAWarningNamingTheOneThatCounts() throws {
        guard case .d(var entries) = Good.info() else { Issue.record("Good.info is a dictionary"); return }
        entries.insert(("NSSensorKitUsageDescription", .s("An old purpose.")), at: 0)
        let t = TempStudy(info: .d(entries), entitlements: Good.entitlements())
        let d = try only("duplicate-key", t)
        #expect(d.severity == .warning && d.keyPath == "NSSensorKitUsageDescription")
        #expect(d.message.hasPrefix("given 2 times (lines ") && d.message.contains("iOS reads the last, on line"))
        #expect(try t.load().root["NSSensorKitUsageDescription"]?.string == "We study sleep.", "the last one is what the sheet shows")
        #expect(try codes(TempStudy(info: Good.info(), entitlements: Good.entitlements())) == [], "a study without one stays clean")
    }
}
