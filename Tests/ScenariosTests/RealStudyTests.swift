import Foundation
import Testing
import Simulation
import StudyConfig
import TerminalUI
@testable import Scenarios

/// Real study apps' own files, as their teams would point the tool at them: My Heart Counts as
/// a folder and as its Xcode repository, mindLAMP with a build variable its folder leaves open.
@Suite struct RealStudyTests {
    /// Byte-exact copies of the real apps' files (see their SOURCES.md).
    static let realWorld = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StudyConfigTests/Fixtures/RealWorld")

    func play(_ study: String, _ steps: String, header: String = "") throws -> ScenarioResult {
        let yaml = "name: real\nstudy: \(Self.realWorld.appendingPathComponent(study).path)\n\(header)steps:\n\(steps)"
        let scenario = try ScenarioParser.parse(Data(yaml.utf8), file: "real.yaml", folder: Self.realWorld)
        return ScenarioRunner(scenario).run()
    }

    func why(_ r: ScenarioResult) -> Comment {
        Comment(rawValue: r.failure.map { "line \($0.step.line): expected \($0.expected), found \($0.found)" } ?? "")
    }

    /// The app's own NSMotionUsageDescription makes it ask for Motion & Fitness after the sheet.
    @Test(arguments: ["myheartcounts", "myheartcounts-xcode"])
    func myHeartCountsAsksForMotionAfterTheSheet(study: String) throws {
        let allowed = try play(study, """
          - launch
          - expectScreen: "Research Sensor & Usage Data Request"
          - allowAll
          - done
          - expectScreen: "“My Heart Counts” would like to access your Motion & Fitness activity."
          - motion: allow
          - expectStatus: {motion: authorized, accelerometer: authorized, electrocardiogram: authorized}
        """)
        #expect(allowed.passed, why(allowed))
        let denied = try play(study, """
          - launch
          - allowAll
          - done
          - motion: deny
          - expectStatus: {motion: denied}
          - expectEvent: "CMErrorDomain 105"
        """)
        #expect(denied.passed, why(denied))
    }

    /// At 80×24 My Heart Counts' opening page lists 11 sensors, more than fit: the page
    /// scrolls down a page, to the last one (where scroll: bottom would have nowhere to go),
    /// and back up to the study's purpose. Words scrolled out of view are still on the page, so
    /// `expectNoScreen` of them fails, naming the scroll.
    @Test func myHeartCountsOpeningPageScrollsToItsLastSensor() throws {
        let result = try play("myheartcounts", """
          - launch
          - expectScreen: "Study Research Purpose"
          - scroll: down
          - expectScreen: "• Heart Rate"
          - expectScreen: "• ECG • PPG"
          - scroll: top
          - expectScreen: "Study Research Purpose"
          - next
          - scroll: down
        """)
        #expect(result.failure?.step.line == 12, why(result))
        #expect(result.failure?.found == "everything on screen fits: nothing scrolls")
        let hidden = try play("myheartcounts", "  - launch\n  - expectNoScreen: \"• PPG\"\n")
        #expect(hidden.failure?.found == "a match on the sheet's opening page, below the fold: `scroll: down` (or `scroll: bottom`) shows it", why(hidden))
    }

    /// No `$(…)` reaches the participant from the Xcode project: names and identifiers resolve.
    @Test(arguments: ["Release", "Debug"])
    func theXcodeProjectShowsNoBuildVariables(configuration: String) throws {
        let result = try play("myheartcounts-xcode", """
          - launch
          - expectNoScreen: "$("
          - next
          - expectNoScreen: "$("
          - allowAll
          - done
          - motion: allow
          - advance: 2d
          - expectNoScreen: "$("
          - expectEvent: "recording started (edu.stanford.MyHeartCounts)"
        """, header: "configuration: \(configuration)\n")
        #expect(result.passed, why(result))
    }

    /// My Heart Counts' plain folder updated to its Xcode project reads as another app: the
    /// folder's identifier only stands in for $(PRODUCT_BUNDLE_IDENTIFIER), and the refusal says
    /// so and gives the --set (vars:) that makes the two one app, where it named only the two.
    @Test func anUpdateFromAStandInIdentifierSaysHowToGiveTheRealOne() throws {
        let project = Self.realWorld.appendingPathComponent("myheartcounts-xcode/MyHeartCounts.xcodeproj").path
        let result = try play("myheartcounts", "  - launch\n  - answer: {default: allow}\n  - motion: allow\n  - update: \(project)\n"
                              + "  - expectStatus: {accelerometer: authorized}\n")
        let found = try #require(result.failure?.found, "the update was allowed")
        #expect(found.contains("the installed app's is org.example.myheartcounts"), "\(found)")
        #expect(found.contains("org.example.myheartcounts stands in for $(PRODUCT_BUNDLE_IDENTIFIER), which nothing there defines: "
                               + "give the real one with --set PRODUCT_BUNDLE_IDENTIFIER=edu.stanford.MyHeartCounts"), "\(found)")
        // With the real identifier the two are one app, at one version in the same files: what
        // is refused then is installing the installed version again, not another app.
        let fixed = try play("myheartcounts", "  - launch\n  - answer: {default: allow}\n  - motion: allow\n  - update: \(project)\n"
                             + "  - expectEvent: \"edu.stanford.MyHeartCounts\"\n",
                             header: "vars: {PRODUCT_BUNDLE_IDENTIFIER: edu.stanford.MyHeartCounts}\n")
        #expect(fixed.failure?.found.hasPrefix("version 4.0.0 is the installed version and its files say the same") == true, why(fixed))
    }

    /// The name shows on the sheet, the dashboard's header (read by expectDashboard) and in Settings:
    /// the localized CFBundleName of its en.lproj ("mindLAMP 2"), as iOS shows it, whatever
    /// PRODUCT_NAME fills into the Info.plist's own value.
    @Test func mindLampTakesItsNameFromVarsOrItsEntitlements() throws {
        for header in ["vars: {PRODUCT_NAME: mindLAMP}\n", ""] {
            let result = try play("mindlamp", """
              - launch
              - expectScreen: "The “mindLAMP 2” would like to collect"
              - expectNoScreen: "PRODUCT_NAME"
              - cancel
              - motion: allow
              - expectDashboard: "mindLAMP 2 · running"
              - press: [s, Enter]
              - expectScreen: "STUDIES"
              - expectScreen: "mindLAMP 2"
              - expectNoScreen: "PRODUCT_NAME"
            """, header: header)
            #expect(result.passed, why(result))
        }
        let renamed = try play("mindlamp", "  - launch\n  - expectScreen: \"The “mindLAMP 2” would like\"\n",
                               header: "vars: {PRODUCT_NAME: LAMP Study}\n")
        #expect(renamed.passed, why(renamed))
    }

    /// The alert's message is the app's own translation, as `check --lang` predicts it.
    @Test func theMotionAlertSpeaksTheParticipantsLanguage() throws {
        let result = try play("myheartcounts", """
          - launch
          - allowAll
          - done
          - expectScreen: "utiliza datos de movimiento para realizar una prueba de caminata cronometrada"
        """, header: "lang: es\n")
        #expect(result.passed, why(result))
    }

    /// A study the simulation cannot use fails its setup and says why, naming the study.
    @Test(arguments: [("beiwe", "the study has no Info.plist"), ("mindlamp/Info.plist", "not a study: give a study folder"),
                      ("mindlamp", "a target and a configuration belong to Xcode projects")])
    func aStudyThatCannotBeSimulatedFailsItsSetup(study: String, reason: String) throws {
        let result = try play(study, "  - launch\n  - expectNoScreen: nothing\n", header: study == "mindlamp" ? "target: App\n" : "")
        let failure = try #require(result.failure)
        #expect(failure.step.source == "(setup)")
        #expect(failure.found.contains(reason), Comment(rawValue: failure.found))
    }

    /// On iOS 17.0 My Heart Counts' sheet has no ECG page because that iOS has no ECG (17.4):
    /// an answer naming it says so, where it said the participant had answered ECG before.
    @Test func anAnswerForASensorThisIOSLacksSaysSo() throws {
        let result = try play("myheartcounts-xcode", "  - launch\n  - answer: {electrocardiogram: deny, default: allow}\n  - expectNoScreen: nothing\n",
                              header: "ios: \"17.0\"\n")
        let found = try #require(result.failure?.found)
        #expect(found.hasPrefix("this sheet does not ask about electrocardiogram: iOS 17.0 does not have it (it arrived in iOS 17.4), so SensorKit ignores it;"),
                Comment(rawValue: found))
        let given = try play("myheartcounts-xcode", "  - launch\n  - answer: {accelerometer: deny, default: allow}\n  - expectNoScreen: nothing\n",
                             header: "given: {authorized: [accelerometer]}\n")
        #expect(given.failure?.found.hasPrefix("this sheet does not ask about accelerometer: already answered (authorized);") == true,
                Comment(rawValue: given.failure?.found ?? "passed"))
    }

    /// A build variable given in terms of itself extends the value it replaces.
    @Test func aVariableGivenInTermsOfItselfExtendsIt() throws {
        // The Info.plist's CFBundleName becomes "mindLAMP Dev"; the sheet shows the localized name.
        let result = try play("mindlamp", "  - launch\n  - expectScreen: \"The “mindLAMP 2” would like\"\n  - expectNoScreen: \"PRODUCT_NAME\"\n",
                              header: "vars: {PRODUCT_NAME: \"$(PRODUCT_NAME) Dev\"}\n")
        #expect(result.passed, why(result))
    }
}
