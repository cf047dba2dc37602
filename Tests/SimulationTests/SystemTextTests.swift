import Foundation
import Testing
import SimCore
@testable import Simulation
import SensorKitSim

/// The iPhone's own words follow the participant's language, as iOS picks one.
@Suite struct SystemTextTests {
    @Test(arguments: ["de", "de-CH", "de_CH", "DE-at"])
    func germanAndItsRegionsGetTheGermanTable(_ tag: String) {
        #expect(SystemText.for(tag).language == "de")
        #expect(SystemText.for(tag).allow == "Erfassen & Teilen erlauben")
    }

    @Test func aLanguageWithoutATableFallsBackToEnglish() {
        #expect(SystemText.for("ja").sheetTitle == "Research Sensor & Usage Data Request")
        #expect(SystemText.for(nil).language == "en")
        #expect(!SystemText.has("ja"))
        #expect(SystemText.has("es-MX"))
        // Tags compare as a study's localizations do (LanguageTag): any case, `-` or `_`, any depth.
        #expect(SystemText.has("ES_419") && SystemText.has("fr-Latn-CA") && !SystemText.has("pt-BR"))
        #expect(SystemText.for("FR_ca").language == "fr")
    }

    /// Every table names every sensor the sheet can ask about in its own words, and no two
    /// of its sensors share a name (a participant could not tell them apart).
    @Test(arguments: ["de", "es", "fr"])
    func everyTranslatedTableNamesEverySensorDistinctly(_ lang: String) {
        let text = SystemText.for(lang)
        #expect(!text.isApplesWording)
        let names = SensorCatalog.all.map { text.name(of: $0.sensor) }
        #expect(Set(names).count == names.count)
        let translated = SensorCatalog.all.filter { text.name(of: $0.sensor) != $0.displayName }
        #expect(translated.count >= SensorCatalog.all.count - 2, "only ECG and PPG may keep their English names")
    }

    @Test func theSheetAndSettingsSpeakThePhonesLanguage() {
        let sim = ConsentSimulation(profile: .sleepStudy, language: "es")
        sim.send(.launch)
        #expect(sim.snapshot.controls.map(\.label).contains("Siguiente"))
        sim.send(.press(.sheetNext))
        #expect(sim.snapshot.controls.map(\.label) == ["Permitir recopilar y compartir", "No permitir recopilar ni compartir", "Atrás", "Cancelar"])
        #expect(sim.snapshot.text.requiredAlertTitle(.accelerometer) == "Obligatorio para este estudio: Acelerómetro.")
        #expect(sim.snapshot.text.devices(of: .wristTemperature) == "Solo Apple Watch")
    }

    /// The Required alert's title made the sensor its subject: "Temperatura de la muñeca es
    /// obligatorio" (a feminine name, a masculine adjective), "Besuche ist …", "Visitas es …"
    /// (plural names, a singular verb). It is now a label the name follows, which needs no
    /// article and agrees with any name's gender and number.
    @Test(arguments: [("de", "Für diese Studie erforderlich: Besuche."), ("es", "Obligatorio para este estudio: Visitas."),
                      ("fr", "Obligatoire pour cette étude : Visites.")])
    func theRequiredAlertsTitleAgreesWithAnySensorsName(_ language: String, _ visits: String) {
        let text = SystemText.for(language)
        #expect(text.requiredAlertTitle(.visits) == visits)
        let wrist = text.requiredAlertTitle(.wristTemperature)
        #expect(wrist.hasSuffix(text.name(of: .wristTemperature) + "."), "\(wrist)")
    }
}

/// Filling a template puts each value in once: a study whose name holds braces keeps them.
@Suite struct SystemTextFillTests {
    @Test func placeholdersAreFilledAndBracesInValuesStay() {
        let text = SystemText.for("en")
        #expect(text.progress(2, of: 4).contains("2") && text.progress(2, of: 4).contains("4"))
        #expect(!text.progress(2, of: 4).contains("{"))
        let named = text.motionTitle(app: "Sleep {app} {i}", form: .sentence)
        #expect(named.contains("Sleep {app} {i}"))
        #expect(text.given(app: "A}{b").contains("A}{b"))
    }

    /// Every placeholder is replaced where it stands; a brace that opens no known key, or is
    /// never closed, stays; text around them, accents and all, is kept as it is.
    @Test func aTemplateIsFilledWhereItsBracesStand() {
        let text = SystemText.for("en")
        let values = ["app": "Schlaf-Studie", "n": "3", "empty": ""]
        let cases: [(String, String)] = [
            ("{app} möchte {n}×", "Schlaf-Studie möchte 3×"),
            ("no braces", "no braces"), ("", ""), ("{empty}", ""), ("{app}{n}{app}", "Schlaf-Studie3Schlaf-Studie"),
            ("{unknown} {app}", "{unknown} Schlaf-Studie"), ("open { only", "open { only"), ("{{app}}", "{Schlaf-Studie}"),
            ("tail {app", "tail {app"), ("}{n}{", "}3{"), ("日本{app}語", "日本Schlaf-Studie語"),
        ]
        for (template, expected) in cases { #expect(text.fill(template, values) == expected, "\(template)") }
    }

    /// A phone draws one form of the Motion & Fitness alert: its phrases hold that form's title
    /// and allow button and not the other's (`phrases(shownBy:)` skips fields by name, so a
    /// renamed field would quietly keep both; `--ios`'s vacuous-check refusal reads these).
    @Test func aPhoneShowsOneFormOfTheMotionAlert() {
        let english = SystemText.english
        for form in MotionAlertForm.allCases {
            let other: MotionAlertForm = form == .sentence ? .titleCase : .sentence
            let phrases = english.phrases(shownBy: form)
            for (own, theirs) in [(english.motionAllowButton(form), english.motionAllowButton(other)),
                                  (english.motionTitle(app: "", form: form), english.motionTitle(app: "", form: other))] {
                let trimmed = { (s: String) in s.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "“”"))) }
                #expect(phrases.contains { trimmed($0) == trimmed(own) }, "\(form): \(own)")
                #expect(!phrases.contains { trimmed($0) == trimmed(theirs) }, "\(form) shows \(theirs)")
            }
        }
    }
}
