import Foundation
import Testing
import SensorKitSim
import SimCore
import Simulation
@testable import StudyConfig
@testable import ConsentSimCLI

/// `check` and the phone show the same sheet: for every bundled and real-world study, and for
/// seeded mutations of them, `check --format json`'s pages equal the pages the simulated phone
/// shows after launch, in order, with the same text and Required flags, in every language; a
/// request that fails shows no pages in either.
@Suite struct SheetAgreementTests {
    /// A study the simulation can run, with the way `check` is invoked on it.
    struct Base: @unchecked Sendable {
        let name: String
        let study: Study
        let arguments: [String]
    }

    static let bases: [Base] = {
        var out: [Base] = []
        let studies = Fixtures.repository.appendingPathComponent("Scenarios/studies")
        let realWorld = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld")
        var folders: [URL] = []
        for root in [studies, realWorld] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            folders += names.sorted().map { root.appendingPathComponent($0) }
        }
        for folder in folders {
            for configuration in [nil, "Debug"] as [String?] {
                var options = StudyLoadOptions(configuration: configuration, requiresInfoPlist: true)
                if configuration != nil && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("MyHeartCounts.xcodeproj").path) { continue }
                options.requiresInfoPlist = true
                guard let study = try? StudyLoader.load(path: folder, options: options) else { continue }
                var arguments = ["check", folder.path, "--format", "json"]
                if let configuration { arguments += ["--configuration", configuration] }
                out.append(Base(name: folder.lastPathComponent + (configuration.map { "/" + $0 } ?? ""), study: study, arguments: arguments))
            }
        }
        return out
    }()

    /// `check` without the phone's table speaks English as `SystemText.english` does, word for
    /// word, down to each sensor's devices ("iPhone & Apple Watch", "Apple Watch Only").
    @Test func checksEnglishWordsAreThePhones() {
        let check = EnglishPhoneWords(), phone = SystemText.english
        let watchOnly = SensorCatalog.all.first { $0.isWatchOnly }
        #expect(watchOnly.map { check.devices(of: $0.sensor) } == "Apple Watch Only")
        #expect(check.sheetTitle == phone.sheetTitle)
        #expect(check.required == phone.required)
        #expect(check.motionDontAllow == phone.motionDontAllow)
        for info in SensorCatalog.all {
            #expect(check.name(of: info.sensor) == phone.name(of: info.sensor), "\(info.sensor)")
            #expect(check.devices(of: info.sensor) == phone.devices(of: info.sensor), "\(info.sensor)")
        }
        for form in MotionAlertForm.allCases {
            #expect(check.motionTitle(app: "App", form: form) == phone.motionTitle(app: "App", form: form))
            #expect(check.motionAllowButton(form) == phone.motionAllowButton(form))
        }
    }

    /// `check --lang` previews the phone in that language: the sheet's title, each page's
    /// sensor name, Required tag and devices, and the Motion & Fitness alert are the words the
    /// phone draws in it (a German phone says "Umgebungslichtsensor"), in the text and the JSON.
    @Test(arguments: SystemText.all.map(\.language))
    func checkPreviewsThePhonesOwnWords(_ language: String) throws {
        let phone = SystemText.for(language)
        let sleep = Fixtures.repository.appendingPathComponent("Scenarios/studies/sleep-study").path
        let text = CommandRun.run(["check", sleep, "--lang", language]).output.out
        #expect(text.contains("  \(phone.sheetTitle) from “"), "\(text)")
        let study = try #require(Self.bases.first { $0.name == "sleep-study" }).study
        let pages = CheckReport(study: study, language: language).preview.pages
        #expect(pages.count == 4)
        for (i, page) in pages.enumerated() {
            let tags = (page.required ? [phone.required] : []) + [phone.devices(of: page.sensor)]
            #expect(text.contains("\(i + 1) of \(pages.count)  \(phone.name(of: page.sensor)) (\(tags.joined(separator: ", ")))"), "\(language) \(page.sensor)")
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(CommandRun.run(["check", sleep, "--lang", language, "--format", "json"]).output.out.utf8)) as? [String: Any])
        let names = try #require(json["pages"] as? [[String: Any]]).compactMap { $0["displayName"] as? String }
        #expect(names == pages.map { phone.name(of: $0.sensor) })

        let lamp = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/mindlamp").path
        let lampJSON = try #require(try JSONSerialization.jsonObject(with: Data(CommandRun.run(["check", lamp, "--lang", language, "--format", "json"]).output.out.utf8)) as? [String: Any])
        let alert = try #require(lampJSON["motionAlert"] as? [String: Any])
        #expect(alert["title"] as? String == phone.motionTitle(app: "mindLAMP 2", form: .sentence))
        #expect(alert["allowButton"] as? String == phone.motionAllowButton(.sentence))
        #expect(alert["dontAllowButton"] as? String == phone.motionDontAllow)
        let lampText = CommandRun.run(["check", lamp, "--lang", language]).output.out
        #expect(lampText.contains("[\(phone.motionDontAllow) | \(phone.motionAllowButton(.sentence))]"), "\(lampText)")
    }

    /// One page as both sides describe it.
    struct Page: Equatable, CustomStringConvertible {
        let sensor: String, text: String, required: Bool
        var description: String { "\(sensor)\(required ? " (Required)" : ""): \(text)" }
    }

    /// The pages `check --format json` previews, and whether it says no sheet appears.
    static func checkPages(_ json: String) throws -> (pages: [Page], noSheet: Bool) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        try #require(object["noSheet"] != nil, "check --format json has no noSheet key")
        let pages = try #require(object["pages"] as? [[String: Any]]).map {
            Page(sensor: $0["sensor"] as? String ?? "?", text: $0["description"] as? String ?? "?", required: $0["required"] as? Bool ?? false)
        }
        return (pages, !(object["noSheet"] is NSNull))
    }

    /// The pages the phone shows once the study app has launched (nil: no sheet appeared).
    static func phonePages(_ study: Study, language: String?, os: OSVersion = .current) -> [Page]? {
        var options = SimulatedPhone.Options()
        options.osVersion = os
        let simulation = ConsentSimulation(study: study, language: language, options: options)
        simulation.send(.launch)
        let s = simulation.snapshot
        guard let sheet = s.sheet else { return nil }
        return sheet.sensors.map {
            Page(sensor: $0.description, text: s.sensorDescriptions[$0] ?? "", required: s.profile.required.contains($0))
        }
    }

    static func compare(_ study: Study, language: String?, json: String, _ label: String, os: OSVersion = .current) throws {
        let check = try checkPages(json)
        let phone = phonePages(study, language: language, os: os)
        if check.noSheet {
            #expect(check.pages.isEmpty, "\(label): check says no sheet but lists pages")
            #expect(phone == nil, "\(label): check says no sheet, the phone shows \(phone ?? [])")
        } else {
            #expect(phone == check.pages, "\(label): check previews \(check.pages), the phone shows \(phone.map(\.description) ?? "no sheet")")
        }
    }

    @Test func theBundledAndRealWorldStudiesAgreeThroughTheCommand() throws {
        #expect(Self.bases.count >= 12, "bundled and real-world studies: \(Self.bases.map(\.name))")
        for base in Self.bases {
            for language in [nil] + base.study.languages.filter({ $0 != "Base" }) as [String?] {
                let run = CommandRun.run(base.arguments + (language.map { ["--lang", $0] } ?? []))
                #expect(run.code == .success || run.code == .failure, "\(base.name): exit \(run.code)")
                try Self.compare(base.study, language: language, json: run.output.out, "\(base.name) \(language ?? "-")")
            }
        }
    }

    /// On an older iOS, `check --ios` and the phone leave out the same sensors.
    @Test(arguments: ["16.4", "17.0", "17.4", "26"])
    func checkAndThePhoneAgreeOnAnOlderIOS(_ version: String) throws {
        let os = try OSVersion(parsing: version)
        for base in Self.bases {
            try Self.compare(base.study, language: nil, json: CheckReport(study: base.study, os: os).json(), "\(base.name) iOS \(os)", os: os)
        }
    }

    /// 1 000 seeded mutations of them, in ten groups that can run side by side.
    @Test(arguments: 0..<10)
    func seededMutationsAgree(group: Int) throws {
        var random = SeededMutator(seed: 0xC0FFEE + UInt64(group))
        for i in 0..<100 {
            let base = Self.bases[random.below(Self.bases.count)]
            var mutated = StudyMutation(base.study)
            let applied = (0..<(1 + random.below(3))).map { _ in mutated.apply(&random) }
            let study = mutated.study
            let label = "mutation \(group * 100 + i) of \(base.name) (\(applied.joined(separator: ", ")))"
            for language in [nil] + Array(study.languages.filter({ $0 != "Base" }).prefix(2)) as [String?] {
                try Self.compare(study, language: language, json: CheckReport(study: study, language: language).json(), label + " \(language ?? "-")")
            }
        }
    }

    /// The example the issue names: a Debug configuration whose entitlements lack a requested
    /// sensor shows no sheet, in `check` and on the phone, and `check` says what the sheet would be.
    @Test func aRequestThatFailsWholeShowsNoPagesInEither() throws {
        let base = try #require(Self.bases.first { $0.name == "sleep-study" })
        var mutated = StudyMutation(base.study)
        mutated.dropEntitlement(.ambientLightSensor)
        let report = CheckReport(study: mutated.study)
        #expect(report.preview.pages.isEmpty)
        // The sensors the sheet would have asked are still listed, with why they are not.
        #expect(report.preview.neverAsked.map(\.sensor) == [.ambientLightSensor, .accelerometer, .onWristState, .wristTemperature])
        #expect(report.preview.onceFixed?.map(\.sensor) == [.ambientLightSensor, .accelerometer, .onWristState, .wristTemperature])
        let text = report.text(colour: false)
        #expect(text.contains("No sheet: the request fails with invalidEntitlement (0) (ambientLightSensor is not in SleepStudy.entitlements)"), "\(text)")
        #expect(Self.phonePages(mutated.study, language: nil) == nil)
        let simulation = ConsentSimulation(study: mutated.study)
        simulation.send(.launch)
        #expect(simulation.snapshot.log.contains { $0.text.contains("requestAuthorization failed: invalidEntitlement (0)") })
    }

    /// The issue's other example: a usage detail without `Description` has no page, in either.
    @Test func aSensorWithoutADescriptionHasNoPageInEither() throws {
        let base = try #require(Self.bases.first { $0.name == "sleep-study" })
        var mutated = StudyMutation(base.study)
        mutated.dropDescription(of: "SRSensorUsageWristDetection")
        let report = CheckReport(study: mutated.study)
        #expect(report.preview.pages.map(\.sensor) == [.ambientLightSensor, .accelerometer, .wristTemperature])
        #expect(report.preview.neverAsked.map(\.sensor) == [.onWristState])
        #expect(report.text(colour: false).contains("3 of 3"))
        #expect(Self.phonePages(mutated.study, language: "de")?.map(\.sensor) == ["ambientLightSensor", "accelerometer", "wristTemperature"].map { $0 })
    }
}

/// Seeded edits of a loaded study's Info.plist and entitlements, of the kinds study teams make
/// by mistake: a missing `Description` or entitlement value, a wrong type, an unknown key.
struct StudyMutation {
    private(set) var study: Study

    init(_ study: Study) { self.study = study }

    private static let usageKeys = SensorCatalog.all.compactMap(\.usageDetailKey)

    mutating func apply(_ random: inout SeededMutator) -> String {
        let details = study.usageDetails
        let pick = details.isEmpty ? nil : details[random.below(details.count)]
        switch random.below(10) {
        case 0 where pick != nil:
            dropDescription(of: pick!.key); return "no Description in \(pick!.key)"
        case 1 where pick != nil:
            editDetail(pick!.key) { $0 = PlistNode(.string("not a dictionary"), line: nil) }; return "\(pick!.key) is a string"
        case 2 where pick != nil:
            editDetail(pick!.key) { node in
                node = PlistNode(.dict(PlistDict((node.dict?.entries ?? []).map {
                    $0.key == "Required" ? .init(key: "Required", keyLine: $0.keyLine, node: PlistNode(.bool(!($0.node.bool ?? false)), line: nil)) : $0
                } + ((node.dict?["Required"]) == nil ? [.init(key: "Required", keyLine: nil, node: PlistNode(.bool(true), line: nil))] : []))), line: node.line)
            }
            return "Required toggled in \(pick!.key)"
        case 3:
            let values = study.entitlementValues ?? []
            guard !values.isEmpty else { return "nothing" }
            let value = values[random.below(values.count)]
            setEntitlements(values.filter { $0 != value }); return "entitlement \(value) dropped"
        case 4:
            study = Study(name: study.name, info: study.info, entitlements: nil, localizations: study.localizations); return "no entitlements"
        case 5:
            setInfo(study.root.entries.filter { $0.key != "NSSensorKitUsageDetail" }); return "no NSSensorKitUsageDetail"
        case 6:
            let key = Self.usageKeys[random.below(Self.usageKeys.count)]
            addDetail(key, description: random.below(2) == 0 ? nil : "Added \(key)"); return "added \(key)"
        case 7:
            let sensor = SensorCatalog.all[random.below(SensorCatalog.all.count)]
            if let v = sensor.entitlementValue { setEntitlements((study.entitlementValues ?? []) + [v]) }
            return "entitled \(sensor.sensor)"
        case 8 where !study.localizations.isEmpty:
            var tables = study.localizations
            tables.remove(at: random.below(tables.count))
            study = Study(name: study.name, info: study.info, entitlements: study.entitlements, localizations: tables)
            return "a strings table dropped"
        default:
            editDetail(pick?.key ?? "") { $0 = PlistNode(.dict(PlistDict([.init(key: "Description", keyLine: nil, node: PlistNode(.integer(7), line: nil))])), line: nil) }
            return "Description is an integer in \(pick?.key ?? "-")"
        }
    }

    mutating func dropDescription(of key: String) {
        editDetail(key) { node in node = PlistNode(.dict(PlistDict((node.dict?.entries ?? []).filter { $0.key != "Description" })), line: node.line) }
    }

    mutating func dropEntitlement(_ sensor: SRSensor) {
        let value = SensorCatalog.info(for: sensor)?.entitlementValue
        setEntitlements((study.entitlementValues ?? []).filter { $0 != value })
    }

    private mutating func addDetail(_ key: String, description: String?) {
        let entry = PlistDict(description.map { [.init(key: "Description", keyLine: nil, node: PlistNode(.string($0), line: nil))] } ?? [])
        editUsageDetail { $0.append(.init(key: key, keyLine: nil, node: PlistNode(.dict(entry), line: nil))) }
    }

    private mutating func editDetail(_ key: String, _ edit: (inout PlistNode) -> Void) {
        editUsageDetail { entries in
            for i in entries.indices where entries[i].key == key {
                var node = entries[i].node
                edit(&node)
                entries[i] = .init(key: key, keyLine: entries[i].keyLine, node: node)
            }
        }
    }

    private mutating func editUsageDetail(_ edit: (inout [PlistDict.Entry]) -> Void) {
        guard let detail = study.root.entry("NSSensorKitUsageDetail"), var entries = detail.node.dict?.entries else { return }
        edit(&entries)
        setInfo(study.root.entries.map {
            $0.key == "NSSensorKitUsageDetail" ? .init(key: $0.key, keyLine: $0.keyLine, node: PlistNode(.dict(PlistDict(entries)), line: $0.node.line)) : $0
        })
    }

    private mutating func setInfo(_ entries: [PlistDict.Entry]) {
        let info = PlistDocument(file: study.info.file, format: study.info.format, root: PlistNode(.dict(PlistDict(entries)), line: nil))
        study = Study(name: study.name, info: info, entitlements: study.entitlements, localizations: study.localizations)
    }

    private mutating func setEntitlements(_ values: [String]) {
        let file = study.entitlements?.file ?? "Study.entitlements"
        let array = PlistNode(.array(values.map { PlistNode(.string($0), line: nil) }), line: nil)
        let root = PlistNode(.dict(PlistDict([.init(key: Study.entitlementKey, keyLine: nil, node: array)])), line: nil)
        study = Study(name: study.name, info: study.info, entitlements: PlistDocument(file: file, format: .xml, root: root),
                      localizations: study.localizations)
    }
}
