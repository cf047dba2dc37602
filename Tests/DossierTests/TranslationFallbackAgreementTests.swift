import Foundation
import Testing
@testable import Dossier
import Simulation
import StudyConfig

/// `check`'s missing-translation and the dossier's translation report ask one decider
/// (`Study.source(of:on:)`) whether a text falls back: for a de.lproj that lacks the app's
/// name, `check` warned while the German report had no row for the name at all.
@Suite struct TranslationFallbackAgreementTests {
    @Test func aGermanAppNameLeftOutIsNamedByCheckAndFlaggedByTheReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("partial-de-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: DossierFixtures.repository.appendingPathComponent("Scenarios/studies/sleep-study"), to: folder)
        let german = folder.appendingPathComponent("de.lproj/InfoPlist.strings")
        let lines = try String(contentsOf: german, encoding: .utf8).components(separatedBy: "\n")
        try lines.filter { !$0.hasPrefix("\"CFBundleDisplayName\"") }.joined(separator: "\n").write(to: german, atomically: true, encoding: .utf8)
        let study = try StudyLoader.load(path: folder, options: StudyLoadOptions())

        let missing = ReviewChecklist.check(study).filter { $0.code == "missing-translation" }
        #expect(missing.map(\.keyPath) == ["CFBundleDisplayName"], "\(missing.map(\.message))")
        #expect(study.source(of: .appName, on: "de") == .otherLanguage("en"))

        let report = try #require(DossierFixtures.files(study, languages: ["de"], fresh: true).first { $0.path == "de/translations.html" }).text
        let name = try #require(report.components(separatedBy: "\n").first { $0.contains("<td>CFBundleDisplayName</td>") }, "\(report)")
        #expect(name.contains("class=\"flagged\"") && name.contains("<td>Sleep Study</td>") && name.contains("falls back to the development language (en)"), "\(name)")
        #expect(report.contains("<p>1 of 6 flagged.</p>"), "\(report)")
    }
}
