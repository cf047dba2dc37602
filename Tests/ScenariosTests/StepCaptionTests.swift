import Foundation
import Simulation
import Testing
@testable import Scenarios

/// Captions say what the participant does, in the phone's language, from one table per language.
@Suite struct StepCaptionTests {
    func parse(_ steps: String) throws -> Scenario {
        try ScenarioParser.parse(Data("study: ../studies/sleep-study\nsteps:\n\(steps)".utf8), file: "t.yaml",
                                 folder: ResetStepTests.flows)
    }

    static let steps = """
      - launch
      - next
      - deny: visits
      - allow: accelerometer
      - changeChoice
      - motion: deny
      - allowAll: {except: [heartRate]}
      - advance: 2d
      - advance: 90m
      - settings: {deny: [visits], collection: off}
      - fetch: {sensor: accelerometer, last: 24h}
      - expectScreen: "Is Required For this"

    """

    /// Each way a scroll: step goes has its own caption, in the phone's language, and the
    /// Settings step names the Settings app as the phone does under its icon.
    @Test func scrollAndSettingsCaptionsInEachLanguage() throws {
        let s = try parse("  - launch\n  - scroll: down\n  - scroll: up\n  - scroll: top\n  - scroll: bottom\n"
                          + "  - settings: {collection: off}\n  - expectNoScreen: x\n")
        #expect(s.steps[1...4].map { StepCaption.describe($0) } == ["Scroll down", "Scroll up", "Scroll to the top", "Scroll to the end"])
        for words in CaptionText.all {
            let lang = words.system.language
            #expect(Set(s.steps[1...4].map { StepCaption.describe($0, language: lang) }).count == 4, "\(lang)")
            #expect(StepCaption.describe(s.steps[5], language: lang).hasPrefix(words.system.settingsApp + ": "), "\(lang)")
        }
    }

    @Test func aGermanPhoneHasGermanCaptionsNamingTheParticipantsAction() throws {
        let s = try parse(Self.steps)
        #expect(s.steps.map { StepCaption.describe($0, language: "de") } == [
            "Studien-App öffnen", "„Weiter“ tippen", "Besuche ablehnen", "Beschleunigungssensor erlauben",
            "„Auswahl ändern“ tippen", "Bewegung & Fitness ablehnen", "Alle Sensoren außer Herzfrequenz erlauben",
            "2 Tage später", "90 Minuten später", "Einstellungen: Besuche ausschalten, Sensor- & Nutzungsdaten erfassen ausschalten",
            "Die Studien-App ruft Beschleunigungssensor ab", "check expectScreen: Is Required For this",
        ])
        #expect(StepCaption.describe(s.steps[2]) == "Decline Visits")
        #expect(StepCaption.describe(s.steps[2], language: "es") == "Rechazar Visitas")
        #expect(StepCaption.describe(s.steps[2], language: "fr-CA") == "Refuser Visites")
        // A language without a table reads English, as the phone's own text does.
        #expect(StepCaption.describe(s.steps[4], language: "ja") == "Tap “Change Choice”")
        #expect(StepCaption.isCheck(s.steps[11]) && !StepCaption.isCheck(s.steps[10]))
    }

    /// Every phrase of every table is translated: a field left at its English default is a
    /// forgotten translation.
    @Test func everyCaptionTableTranslatesEveryPhrase() {
        let english = Mirror(reflecting: CaptionText.english).children.filter { $0.label != "system" }.map { "\($0.value)" }
        for table in CaptionText.all where table.system.language != "en" {
            let own = Mirror(reflecting: table).children.filter { $0.label != "system" }.map { "\($0.value)" }
            #expect(own.count == english.count)
            for (label, (a, b)) in zip(Mirror(reflecting: table).children.compactMap(\.label).filter { $0 != "system" }, zip(own, english))
                where label != "minutes" {  // "minute" is French too
                #expect(a != b, "\(table.system.language): \(label) is still English")
            }
        }
    }

    @Test func aSayStepIsItsOwnCaptionAndDoesNothing() throws {
        let s = try parse("  - launch\n  - say: \"First, the sheet\\u001B[2J\\nin two lines\"\n  - expectScreen: Research\n")
        #expect(s.steps[1].kind == .say("First, the sheet\u{1B}[2J\nin two lines"))
        // One line, and no control character reaches the terminal.
        #expect(StepCaption.describe(s.steps[1], language: "de") == "First, the sheet\\u{1B}[2J in two lines")
        #expect(!StepCaption.isCheck(s.steps[1]))
        #expect(s.steps[1].yaml.hasPrefix("say: "))
        // It changes nothing: the scenario passes as without it.
        #expect(ScenarioRunner(s).run().passed)
    }

    @Test func anEmptySayIsRefusedAtItsLine() {
        #expect {
            try parse("  - launch\n  - say: \"  \"\n  - expectScreen: Research\n")
        } throws: { error in
            "\(error)".contains("t.yaml:4:") && "\(error)".contains("say: the caption is empty")
        }
    }
}
