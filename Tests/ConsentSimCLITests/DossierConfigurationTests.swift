import Foundation
import Testing
@testable import ConsentSimCLI

/// `dossier --configuration` on an Xcode project whose Debug and Release builds ask for
/// different things: each dossier shows its own build's screens, texts and paths.
@Suite struct DossierConfigurationTests {
    /// An Xcode project (at the folder's root) with one app target whose configurations read
    /// different Info.plists beside one entitlements file and the sleep study's translations.
    /// Debug asks for the sleep study's four sensors, Accelerometer Required, with a test text
    /// of its own for Ambient Light and a Motion & Fitness description; Release asks for three
    /// (no Wrist Temperature), none Required, and never for Motion & Fitness.
    static func twoConfigurationProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dossier-configurations-\(UUID().uuidString)")
        let app = root.appendingPathComponent("Sleep")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sleep.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let study = Fixtures.sleepStudy
        for item in ["SleepStudy.entitlements", "en.lproj", "de.lproj"] {
            try FileManager.default.copyItem(at: study.appendingPathComponent(item), to: app.appendingPathComponent(item))
        }
        let info = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: study.appendingPathComponent("Info.plist")),
                                                                           format: nil) as? [String: Any])
        var details = try #require(info["NSSensorKitUsageDetail"] as? [String: [String: Any]])
        var debug = info
        details["SRSensorUsageAmbientLightSensor"]?["Description"] = Self.debugLightText
        debug["NSSensorKitUsageDetail"] = details
        debug["NSMotionUsageDescription"] = Self.debugMotionText
        var release = info
        details = try #require(info["NSSensorKitUsageDetail"] as? [String: [String: Any]])
        details["SRSensorUsageWristTemperature"] = nil
        details["SRSensorUsageMotion"]?["Required"] = nil
        release["NSSensorKitUsageDetail"] = details
        for (name, plist) in [("Info-Debug.plist", debug), ("Info.plist", release)] {
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: app.appendingPathComponent(name))
        }
        try Data(pbxproj.utf8).write(to: root.appendingPathComponent("Sleep.xcodeproj/project.pbxproj"))
        return root
    }

    static let debugLightText = "Test build: the light sensor is recorded every minute to check the upload."
    static let debugMotionText = "Test build: Sleep Study reads your motion activity to check the pipeline."

    /// One target, Debug and Release differing only in the Info.plist they read.
    static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\t000000000000000000000001 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
    \t\t000000000000000000000002 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {CODE_SIGN_ENTITLEMENTS = "Sleep/SleepStudy.entitlements"; INFOPLIST_FILE = "Sleep/Info-Debug.plist";}; name = Debug; };
    \t\t000000000000000000000003 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {CODE_SIGN_ENTITLEMENTS = "Sleep/SleepStudy.entitlements"; INFOPLIST_FILE = "Sleep/Info.plist";}; name = Release; };
    \t\t000000000000000000000004 = {isa = XCConfigurationList; buildConfigurations = (000000000000000000000002, 000000000000000000000003); defaultConfigurationName = Release; };
    \t\t000000000000000000000005 /* Sleep */ = {isa = PBXNativeTarget; buildConfigurationList = 000000000000000000000004; buildPhases = (); name = Sleep; productType = "com.apple.product-type.application"; };
    \t\t000000000000000000000006 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
    \t\t000000000000000000000007 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    \t\t000000000000000000000008 = {isa = XCConfigurationList; buildConfigurations = (000000000000000000000006, 000000000000000000000007); defaultConfigurationName = Release; };
    \t\t000000000000000000000009 /* Project object */ = {isa = PBXProject; buildConfigurationList = 000000000000000000000008; developmentRegion = en; mainGroup = 000000000000000000000001; targets = (000000000000000000000005); };
    \t};
    \trootObject = 000000000000000000000009;
    }

    """

    /// The screens the command counted per language, as it prints them.
    private func counts(_ output: String) -> [String: Int] {
        Dictionary(output.matches(of: #/(en|de) (\d+)/#).map { (String($0.1), Int($0.2) ?? 0) }, uniquingKeysWith: { a, _ in a })
    }

    private func text(_ folder: URL, _ path: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// Every screen page of one language, in order.
    private func screenPages(_ folder: URL, _ language: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(language).path)) ?? []
        let count = names.filter { $0.hasPrefix("screen-") && $0.hasSuffix(".html") }.count
        return (0..<count).map { text(folder, "\(language)/screen-\($0 + 1).html") }
    }

    @Test(.tags(.slow)) func eachConfigurationsDossierShowsItsOwnSensorsTextsAndPaths() throws {
        let project = try Self.twoConfigurationProject()
        defer { try? FileManager.default.removeItem(at: project) }
        var screens: [String: [String: Int]] = [:]
        for configuration in ["Debug", "Release"] {
            let out = project.appendingPathComponent("dossier-\(configuration)")
            let run = CommandRun.run(["dossier", project.path, "--configuration", configuration, "--lang", "en,de", "--out", out.path])
            #expect(run.code == .success, "\(configuration): \(run.output.err)")
            let counted = counts(run.output.out)
            screens[configuration] = counted
            for language in ["en", "de"] {
                #expect(counted[language] == screenPages(out, language).count, "\(configuration) \(language): one page per screen counted")
                #expect(!text(out, "\(language)/screen-\(counted[language] ?? 0).svg").isEmpty, "and its picture")
            }
        }
        print("two-configuration project: Debug \(screens["Debug"] ?? [:]), Release \(screens["Release"] ?? [:]) screens")
        let debug = project.appendingPathComponent("dossier-Debug"), release = project.appendingPathComponent("dossier-Release")

        // The sensors: four pages in Debug, three in Release, in both languages.
        for language in ["en", "de"] {
            #expect(screenPages(debug, language).contains { $0.contains(language == "en" ? "(4 of 4)" : "(4 von 4)") }, "\(language)")
            #expect(screenPages(release, language).contains { $0.contains(language == "en" ? "(3 of 3)" : "(3 von 3)") }, "\(language)")
            #expect(!screenPages(release, language).contains { $0.contains(language == "en" ? "of 4)" : "von 4)") }, "\(language)")
            #expect(text(debug, "\(language)/graph.dot").contains("Wrist Temperature") || text(debug, "\(language)/graph.dot").contains("Handgelenktemperatur"))
            #expect(!text(release, "\(language)/graph.dot").contains("Wrist Temperature") && !text(release, "\(language)/graph.dot").contains("Handgelenktemperatur"))
        }
        #expect((screens["Debug"]?["en"] ?? 0) > (screens["Release"]?["en"] ?? 0))
        // The texts: Debug's own light description (untranslated, so flagged in German) and its Motion & Fitness text.
        let pictures = { (folder: URL) in (1...(screens[folder == debug ? "Debug" : "Release"]?["en"] ?? 1)).map { self.text(folder, "en/screen-\($0).svg") } }
        #expect(pictures(debug).contains { $0.contains("Test build:") })
        #expect(!pictures(release).contains { $0.contains("Test build:") })
        #expect(text(debug, "index.html").contains(Self.debugMotionText) && !text(release, "index.html").contains(Self.debugMotionText))
        #expect(text(debug, "de/translations.html").contains("class=\"flagged\""))
        // The paths: Debug has a Required sensor and the Motion & Fitness alert, Release neither.
        for language in ["en", "de"] {
            let debugPaths = text(debug, "\(language)/walkthrough.html"), releasePaths = text(release, "\(language)/walkthrough.html")
            #expect(debugPaths.contains("walkthrough/required-declined.html") && debugPaths.contains("walkthrough/motion-denied.html"))
            #expect(!releasePaths.contains("walkthrough/required-declined.html") && !releasePaths.contains("walkthrough/motion-denied.html"))
            #expect(releasePaths.components(separatedBy: "<p class=\"omitted\">Left out:").count == 3, "two paths left out, each saying why")
        }
    }
}
