import Foundation
import Testing
import SimCore
@testable import Scenarios

/// `play --ios 17.4` overrode a flow's own `ios: "17.0"` and failed it (ECG is there on 17.4),
/// and `--lang`, `--watch` and `--no-watch` did the same to flows written for their own
/// language or Watch: one rule (`PlayCombination.skipReason`) now says which combinations a
/// header written for one phone plays in, and the others skip it, saying why.
@Suite struct PlayCombinationSkipTests {
    static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/flows", isDirectory: true)

    func scenario(_ header: String) throws -> Scenario {
        try ScenarioParser.parse(Data("study: ../studies/sleep-study\n\(header)steps:\n  - launch\n  - expectStatus: {accelerometer: notDetermined}\n".utf8),
                                 file: "f.yaml", folder: Self.flows)
    }

    func os(_ text: String) throws -> OSVersion { try OSVersion(parsing: text) }

    @Test func aPinnedIOSPlaysOnlyOnItsOwnVersion() throws {
        let pinned = try scenario("ios: \"17.0\"\n")
        #expect(PlayCombination(os: try os("17.4")).skipReason(for: pinned) == "written for iOS 17.0 (its header's ios:), not iOS 17.4")
        #expect(PlayCombination(os: try os("17.0")).skipReason(for: pinned) == nil)
        let played = PlayCombination(os: try os("17.0")).applied(to: pinned)
        let v17 = try os("17.0")
        #expect(played.os == v17 && played.headerLines.contains("ios: 17.0 (its header's, as --ios 17.0 gives)"))
        // A header without ios: plays on every version.
        #expect(PlayCombination(os: try os("17.4")).skipReason(for: try scenario("")) == nil)
    }

    @Test func fromAVersionOnPlaysOnThatAndLaterOnes() throws {
        let from = try scenario("ios: \"18+\"\n")
        let v18 = try os("18")
        #expect(from.os == nil && from.osFrom == v18)
        #expect(PlayCombination(os: try os("17.4")).skipReason(for: from) == "written for iOS 18.0 or later (its header's ios: \"18+\"), not iOS 17.4")
        for v in ["18", "26", "27"] { #expect(PlayCombination(os: try os(v)).skipReason(for: from) == nil, "\(v)") }
        let played = PlayCombination(os: try os("26")).applied(to: from)
        let v26 = try os("26")
        #expect(played.os == v26 && played.headerLines.contains("ios: 26.0 (from --ios, the header says \"18+\")"))
        #expect(throws: ScenarioFileError.self) { try scenario("ios: \"19+\"\n") }
        // The beta: a flow played alone runs the current release, before it.
        #expect(throws: ScenarioFileError.self) { try scenario("ios: \"27.2+\"\n") }
        #expect(from.headerLines.contains("ios: \(OSVersion.current) (the header says \"18+\")"), "played alone, on the current release")
    }

    @Test func aHeadersLanguagePlaysUnderTheSameLanguageOnItsOwnPhone() throws {
        let swiss = try scenario("lang: de-CH\n")
        #expect(PlayCombination(lang: "es").skipReason(for: swiss) == "written for a phone in de-CH (its header's lang:), not es")
        #expect(PlayCombination(lang: "de").skipReason(for: swiss) == nil)
        // A region has nothing to translate; another script is another language.
        #expect(PlayCombination(lang: "de_AT").skipReason(for: swiss) == nil)
        #expect(PlayCombination(lang: "zh-Hant").skipReason(for: try scenario("lang: zh-Hans\n")) != nil)
        #expect(PlayCombination(lang: "de").applied(to: swiss).lang == "de-CH")
        #expect(PlayCombination(lang: "en-GB").skipReason(for: try scenario("lang: en\n")) == nil)
        #expect(PlayCombination(lang: "es").skipReason(for: try scenario("")) == nil)
    }

    @Test func aHeadersWatchPlaysOnlyWithTheSameWatch() throws {
        let none = try scenario("watch: false\n")
        #expect(PlayCombination(watch: true).skipReason(for: none) == "written for a phone without an Apple Watch (its header's watch:), not --watch")
        #expect(PlayCombination(watch: false).skipReason(for: none) == nil)
        let model = try scenario("watch: Watch6,18\n")
        #expect(PlayCombination(watch: false).skipReason(for: model) == "written for a phone with an Apple Watch (its header's watch:), not --no-watch")
        #expect(PlayCombination(watch: true).applied(to: model).watchModel == "Watch6,18")
        #expect(PlayCombination(watch: false).skipReason(for: try scenario("")) == nil)
    }

    @Test func aSavedParticipantIsSkippedUnderWhatItBrings() throws {
        let resume = try ScenarioParser.parse(contentsOf: Self.flows.appendingPathComponent("resume-a-saved-participant.yaml"))
        #expect(PlayCombination(seed: 3, watch: false).skipReason(for: resume)
                == "written for the saved participant's own seed and Apple Watch (its header's state:), not --seed, --no-watch")
        #expect(PlayCombination(os: try os("26")).skipReason(for: resume) == nil)
    }
}
