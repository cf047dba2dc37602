import Foundation
import Testing
import SensorKitSim
import SimCore
@testable import StudyConfig

@Suite struct BundledStudyTests {
    @Test(arguments: ["sleep-study", "mood-study", "mobility-study"])
    func realisticStudiesHaveNoErrors(name: String) throws {
        let study = try StudyLoader.load(folder: Repo.study(name))
        let found = ReviewChecklist.check(study).filter { $0.severity == .error }
        let listed = found.map(\.description).joined(separator: "; ")
        #expect(found.isEmpty, Comment(rawValue: listed))
        let sheet = study.sheet()
        #expect(sheet.allSatisfy { $0.willPrompt })
        #expect(!sheet.isEmpty)
    }

    @Test func sleepStudyShowsItsSheetInEnglishAndGerman() throws {
        let study = try StudyLoader.load(folder: Repo.study("sleep-study"))
        // Info.plist order; the sheet then shows them in SensorKit's order.
        #expect(study.requestedSensors == [.ambientLightSensor, .accelerometer, .onWristState, .wristTemperature])
        let sheet = study.sheet()
        #expect(sheet.map(\.sensor) == [.ambientLightSensor, .accelerometer, .onWristState, .wristTemperature])
        #expect(sheet.first { $0.sensor == .accelerometer }?.required == true)
        #expect(sheet.first { $0.sensor == .wristTemperature }?.devices == [.appleWatch])
        #expect(sheet.allSatisfy { !TextQuality.looksLikeLookupKey($0.description) }, "no raw lookup keys on the sheet")
        let german = study.sheet(language: "de")
        #expect(german.map(\.description) != sheet.map(\.description))
        #expect(study.languages.contains("de"))
        #expect(study.hasLocalization("de-CH") && !study.hasLocalization("fr") && !study.hasLocalization("dee"))
    }

    @Test func mobilityStudyUsesMotionAndABinaryEntitlementsFile() throws {
        let study = try StudyLoader.load(folder: Repo.study("mobility-study"))
        #expect(study.usesMotionActivity)
        #expect(study.entitlements?.format == .binary)
        #expect(Set(study.requestedSensors) == [.pedometerData, .accelerometer, .rotationRate])
    }

    @Test func brokenStudyYieldsTheDiagnosticsItWasBuiltFor() throws {
        let study = try StudyLoader.load(folder: Repo.study("broken-study"))
        let ds = ReviewChecklist.check(study)
        func has(_ code: String, _ keyPath: String? = nil, file: String? = nil) -> Bool {
            ds.contains { $0.code == code && (keyPath == nil || $0.keyPath == keyPath) && (file == nil || $0.file == file) }
        }
        #expect(has("invalid-privacy-url", "NSSensorKitPrivacyPolicyURL"))
        #expect(has("missing-usage-description", "NSSensorKitUsageDescription"))
        #expect(has("unknown-usage-key", "NSSensorKitUsageDetail.SRSensorUsageMessagesUsage"))
        #expect(has("usage-entry-wrong-type", "NSSensorKitUsageDetail.SRSensorUsageKeyboardMetrics"))
        #expect(has("missing-description", "NSSensorKitUsageDetail.SRSensorUsageVisits.Description"))
        #expect(has("placeholder-text", "NSSensorKitUsageDetail.SRSensorUsagePhoneUsage.Description"))
        #expect(has("required-not-boolean", "NSSensorKitUsageDetail.SRSensorUsageDeviceUsage.Required"))
        #expect(has("missing-motion-usage-description", "NSMotionUsageDescription"))
        #expect(has("usage-detail-not-entitled", "NSSensorKitUsageDetail.SRSensorUsageAmbientLightSensor"))
        #expect(has("unknown-entitlement", file: "BrokenStudy.entitlements"))
        #expect(has("undocumented-entitlement", file: "BrokenStudy.entitlements"))
        #expect(has("entitled-without-usage-detail", file: "BrokenStudy.entitlements"))
        #expect(has("strings-key-not-in-info-plist", "NSSensorKitUsageDescriptoin", file: "en.lproj/InfoPlist.strings"))
        // Lines point at the mistakes (see the comment at the top of its Info.plist).
        #expect(ds.first { $0.code == "invalid-privacy-url" }?.line == 55)
        #expect(ds.first { $0.code == "unknown-usage-key" }?.line == 72)
        #expect(ds.first { $0.code == "unknown-entitlement" }?.line == 7)
        let sheet = study.sheet()
        #expect(sheet.contains { !$0.willPrompt && $0.sensor == .ambientLightSensor })
    }

    /// The studies' README lists each of broken-study's mistakes with the severity `check`
    /// gives it: a CI gate reads exit 1 for an error and 0 for a warning, so the two must agree
    /// (the privacy URL's row said warning while `check` says error).
    @Test func theStudiesREADMEGivesEachMistakeTheSeverityCheckGives() throws {
        let readme = try String(contentsOf: Repo.root.appendingPathComponent("Scenarios/studies/README.md"), encoding: .utf8)
        let ds = ReviewChecklist.check(try StudyLoader.load(folder: Repo.study("broken-study")))
        let rows = readme.split(separator: "\n").filter { line in
            line.hasPrefix("| ") && line.split(separator: "|").first.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } != nil
        }
        #expect(rows.count == 13)
        for row in rows {
            let expected = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.last ?? ""
            let words = expected.split(separator: "`", maxSplits: 1).first.map(String.init) ?? ""
            let keyPath = expected.split(separator: "`").dropFirst().first.map(String.init) ?? ""
            let severities = Diagnostic.Severity.allCases.filter { words.contains($0.rawValue) }
            #expect(!severities.isEmpty && !keyPath.isEmpty, "\(row)")
            for severity in severities {
                #expect(ds.contains { $0.severity == severity && $0.keyPath.hasPrefix(keyPath) }, "\(row)")
            }
        }
    }

    /// The studies' README counts all-sensors' sensors: it said 22 after the catalog had grown
    /// to 24 (the headphone sensors).
    @Test func theStudiesREADMECountsEverySensorOfAllSensors() throws {
        let readme = try String(contentsOf: Repo.root.appendingPathComponent("Scenarios/studies/README.md"), encoding: .utf8)
        let requested = try StudyLoader.load(folder: Repo.study("all-sensors")).sheet().map(\.sensor)
        #expect(Set(requested) == Set(SensorCatalog.all.map(\.sensor)), "every sensor an iPhone or an Apple Watch records")
        #expect(readme.contains("records (\(requested.count), "), "the README's count")
    }

    @Test func checkReportJSONHasTheDocumentedShape() throws {
        let report = CheckReport(study: try StudyLoader.load(folder: Repo.study("broken-study")))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["study", "diagnostics", "sheet", "pages", "neverAsked", "noSheet", "onceFixed", "motionAlert",
                                     "ios", "notOnThisOS", "language", "textLanguage"])
        #expect(object["ios"] as? String == OSVersion.current.description)
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(Set(first.keys).isSuperset(of: ["severity", "file", "keyPath", "line", "message", "suggestion"]))
        #expect(report.hasErrors)
    }

    /// `check` names the sensors that will never deliver, with the reason every fetch of them
    /// gets (the daemon's own order: the OS, then the entitlement, then the answer).
    @Test func neverAskedSensorsCarryTheReasonEveryFetchGets() throws {
        let unentitled = CheckReport(study: try StudyLoader.load(folder: Repo.study("light-not-entitled")))
        let light = try #require(unentitled.preview.neverAsked.first { $0.sensor == .ambientLightSensor })
        #expect(light.fetchReason == .notEntitled)
        #expect(unentitled.preview.pages.allSatisfy { $0.fetchReason == nil })
        #expect(unentitled.text(colour: false).contains("Ambient Light Sensor: not entitled") && unentitled.text(colour: false).contains("→ notEntitled"))

        let old = CheckReport(study: try StudyLoader.load(folder: Repo.study("heart-study")), os: OSVersion(17, 0))
        let ecg = try #require(old.preview.neverAsked.first { $0.sensor == .electrocardiogram })
        #expect(ecg.fetchReason == .unavailableOnOS)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(old.json().utf8)) as? [String: Any])
        let never = try #require(object["neverAsked"] as? [[String: Any]])
        #expect(never.contains { $0["sensor"] as? String == "electrocardiogram" && $0["fetchReason"] as? String == "unavailableOnOS" })
    }

    @Test func textReportGroupsByFileAndHonoursColour() throws {
        let report = CheckReport(study: try StudyLoader.load(folder: Repo.study("broken-study")))
        let plain = report.text(colour: false)
        #expect(!plain.contains("\u{1B}["))
        #expect(plain.contains("\nInfo.plist\n"))
        #expect(plain.contains("\nBrokenStudy.entitlements\n"))
        #expect(plain.contains("What the participant will be asked"))
        #expect(report.text(colour: true).contains("\u{1B}[31m"))
    }
}
