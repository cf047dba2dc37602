import Foundation
import Testing
@testable import Scenarios
import TerminalUI

/// `expectScreen` reads the phone's screen as the participant reads it: a sentence the phone
/// wrapped matches across its line breaks, and the dashboard beside the phone never gets
/// between its words, at every terminal size.
@Suite struct PhoneReadingTests {
    static let flows = ScenarioRecorderTests.flows

    /// `steps` played on `study` (a path relative to Scenarios/flows, or absolute) at `size`.
    static func play(_ steps: [String], study: String, header: String = "", at size: ScreenSize,
                     onScreenshot: ScenarioRunner.ScreenshotSink? = nil) throws -> ScenarioResult {
        let yaml = "study: \(study)\n\(header)steps:\n" + steps.map { "  - \($0)\n" }.joined()
        var scenario = try ScenarioParser.parse(Data(yaml.utf8), file: "reading.yaml", folder: flows)
        scenario.screen = size
        return ScenarioRunner(scenario, onScreenshot: onScreenshot).run()
    }

    /// At every size `steps` then `expectScreen: text` passes and `expectNoScreen: text` fails
    /// on the screen `place`.
    static func expectReadAtEverySize(_ text: String, after steps: [String], study: String, header: String = "",
                                      place: String) throws {
        for size in ScreenSizeVerdictTests.sizes {
            let seen = try play(steps + ["expectScreen: \"\(text)\""], study: study, header: header, at: size)
            #expect(seen.passed, "\(size): \(seen.failure.map { "\($0.expected) / \($0.found)" } ?? "")")
            let unseen = try play(steps + ["expectNoScreen: \"\(text)\""], study: study, header: header, at: size)
            #expect(unseen.failure?.expected == "the screen not to show \"\(text)\"", "\(size)")
            #expect(unseen.failure?.found == "a match on \(place)", "\(size)")
        }
    }

    @Test func aRequiredAlertWhoseTitleWrapsIsReadWhole() throws {
        let steps = ["launch", "denyAll", "changeChoice", "allow: accelerometer", "denyAll"]
        let header = "required: [accelerometer, heartRate]\n"
        let title = "Heart Rate Is Required For this Study"
        // Beside the dashboard the alert wraps its title: no row holds it whole.
        var frames: [Screen] = []
        let shown = try Self.play(steps + ["screenshot: alert", "expectScreen: Required"], study: "../studies/heart-study", header: header,
                                  at: ScreenSize(width: 120, height: 40), onScreenshot: { frames.append($1) })
        #expect(shown.passed)
        let frame = try #require(frames.first)
        #expect(!(0..<frame.height).contains { frame.line($0).contains(title) })
        #expect((0..<frame.height).contains { frame.line($0).contains("Heart Rate Is Required") })
        try Self.expectReadAtEverySize(title, after: steps, study: "../studies/heart-study", header: header,
                                       place: "the Required alert for heartRate")
    }

    @Test func theMotionAndFitnessAlertIsReadWhole() throws {
        let steps = ["launch", "allowAll", "done"]
        try Self.expectReadAtEverySize("“Mobility Study” would like to access your Motion & Fitness activity.", after: steps,
                                       study: "../studies/mobility-study", place: "the Motion & Fitness alert")
    }

    @Test func aLongStudyPurposeIsReadWhole() throws {
        let study = try LongPurposeStudy()
        defer { study.remove() }
        try Self.expectReadAtEverySize(LongPurposeStudy.purpose, after: ["launch"], study: study.folder.path,
                                       place: "the sheet's opening page")
    }

    /// Text on the page but scrolled out of view is not on screen; the failure says where it is
    /// and which step shows it.
    @Test func textBelowTheFoldFailsAndNamesTheScrollStep() throws {
        let study = try LongPurposeStudy()
        defer { study.remove() }
        let last = "• Wrist Temperature"
        let hidden = try Self.play(["launch", "expectScreen: \"\(last)\""], study: study.folder.path, at: .standard)
        let found = try #require(hidden.failure?.found)
        #expect(found.hasPrefix("no match on the sheet's opening page, but it is on this page below the fold: add `scroll: down`"))
        let scrolled = try Self.play(["launch", "scroll: bottom", "expectScreen: \"\(last)\""], study: study.folder.path,
                                     at: .standard)
        #expect(scrolled.passed)
        // Scrolled down, the page's top is above the fold.
        let above = try Self.play(["launch", "scroll: bottom", "expectScreen: \"would like to collect and share Sensor & Usage Data\""], study: study.folder.path,
                                  at: .standard)
        #expect(above.failure?.found.contains("above the fold: add `scroll: up`") == true, "\(above.failure?.found ?? "passed")")
    }

    /// `expectNoScreen` of words on the page but scrolled out of view passed at 80×24 and failed
    /// at 200×60, where the page fits: a check that passed on a small screen whatever the page
    /// said. It fails at every size, saying where the words are and which step shows them.
    @Test func wordsRuledOutAreLookedForOnTheWholePage() throws {
        let study = try LongPurposeStudy()
        defer { study.remove() }
        let last = "• Wrist Temperature"
        for size in ScreenSizeVerdictTests.sizes {
            let r = try Self.play(["launch", "expectNoScreen: \"\(last)\""], study: study.folder.path, at: size)
            #expect(r.failure?.expected == "the screen not to show \"\(last)\"", "\(size)")
            #expect(r.failure?.found.hasPrefix("a match on the sheet's opening page") == true, "\(size): \(r.failure?.found ?? "passed")")
        }
        let hidden = try Self.play(["launch", "expectNoScreen: \"\(last)\""], study: study.folder.path, at: .standard)
        #expect(hidden.failure?.found == "a match on the sheet's opening page, below the fold: `scroll: down` (or `scroll: bottom`) shows it")
        let above = try Self.play(["launch", "scroll: bottom", "expectNoScreen: \"would like to collect and share Sensor & Usage Data\""],
                                  study: study.folder.path, at: .standard)
        #expect(above.failure?.found.hasSuffix(", above the fold: `scroll: up` (or `scroll: top`) shows it") == true,
                "\(above.failure?.found ?? "passed")")
        // Words the page does not have still pass.
        #expect(try Self.play(["launch", "expectNoScreen: \"nothing at all\""], study: study.folder.path, at: .standard).passed)
    }

    /// The dashboard's words are read by `expectDashboard`, not by `expectScreen`.
    @Test func theDashboardIsReadByItsOwnStep() throws {
        for size in ScreenSizeVerdictTests.sizes {
            let steps = ["launch", "answer: {default: allow}"]
            #expect(try Self.play(steps + ["expectDashboard: \"Ambient Light Sensor\""], study: "../studies/sleep-study", at: size).passed)
            let onPhone = try Self.play(steps + ["expectScreen: \"Ambient Light Sensor\""], study: "../studies/sleep-study", at: size)
            #expect(onPhone.failure?.found.hasPrefix("no match on the phone's home screen") == true, "\(size)")
            let absent = try Self.play(steps + ["expectNoDashboard: \"Ambient Light Sensor\""], study: "../studies/sleep-study", at: size)
            #expect(absent.failure?.expected == "the dashboard not to show \"Ambient Light Sensor\"", "\(size)")
        }
    }
}

/// A copy of the sleep study whose purpose runs to several lines of the phone.
struct LongPurposeStudy {
    static let purpose = "Researchers study how light, movement and skin temperature relate to sleep quality over a whole "
        + "season, comparing weeknights with weekends, summer with autumn, and nights after exercise with nights without "
        + "it. Your data helps us understand why some nights are more restful than others, and which habits make the "
        + "biggest difference for people like you."
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("long-purpose-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: PhoneReadingTests.flows.deletingLastPathComponent().appendingPathComponent("studies/sleep-study"),
                                         to: folder)
        let original = "Researchers study how light, movement and skin temperature relate to sleep quality. Your data helps us understand why some nights are more restful than others."
        for file in ["Info.plist", "en.lproj/InfoPlist.strings"] {
            let url = folder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(original))
            try text.replacingOccurrences(of: original, with: Self.purpose).write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
