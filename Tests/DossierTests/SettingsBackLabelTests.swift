import Testing
import Simulation
@testable import Dossier

/// The actions a screen's page lists name its controls as its picture draws them.
@Suite struct SettingsBackLabelTests {
    /// Privacy & Security's page listed „Einstellungen schließen“ → home, and the graph's arrow
    /// said so, under a picture whose only way back reads ‹ Einstellungen, as an iPhone's does.
    @Test func privacyAndSecuritysBackIsNamedAsDrawn() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("sleep-study"), languages: ["de"])
        let close = HTMLText.escape(SystemText.for("de").closeSettings)
        let pages = files.filter { $0.path.hasPrefix("de/screen-") && $0.path.hasSuffix(".html") }
        #expect(!pages.isEmpty)
        for page in pages { #expect(!page.text.contains(close), "\(page.path)") }
        #expect(pages.contains { $0.text.contains("<b lang=\"de\">Einstellungen</b> → ") })
        let graph = try #require(files.first { $0.path == "de/graph.dot" }).text
        #expect(!graph.contains(SystemText.for("de").closeSettings))
    }
}
