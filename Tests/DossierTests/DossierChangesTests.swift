import Testing
@testable import Dossier

/// How two dossiers' contents are compared: which screens are the same screen, and how a
/// changed text is marked.
@Suite struct DossierChangesTests {
    private func screen(_ key: [String], page: String, title: String = "Sleep Study", body: [String] = [], buttons: [String] = []) -> DossierManifest.Screen {
        DossierManifest.Screen(key: key, page: page, title: title, body: body, buttons: buttons, annotations: [])
    }

    private func row(_ sensor: String) -> DossierManifest.SensorRow {
        DossierManifest.SensorRow(sensor: sensor, name: sensor, collected: "", devices: "iPhone", rate: "", required: false, onSheet: true,
                                  notAskedReason: nil, declining: "", samplesPerDay: 1, radarCSVBytesPerDay: nil)
    }

    private func language(_ screens: [DossierManifest.Screen], sensors: [String]) -> DossierManifest.Language {
        DossierManifest.Language(language: "en", studyTextLanguage: "en", screens: screens, edges: [], sensors: sensors.map(row), translations: [])
    }

    @Test func aScreenThatOnlyMovedIsNoChangeAndOneThatGainedASensorsSwitchIsChanged() {
        let home = ["home"], settings = ["settings.study", "sensor:a:switch=on", "control:settings-back"]
        let old = language([screen(home, page: "screen-1.html"), screen(settings, page: "screen-2.html", buttons: ["A (switch on)"])], sensors: ["a"])
        let new = language([screen(["sheet.sensor.b"], page: "screen-1.html", title: "B (1 of 1)"),
                            screen(home, page: "screen-2.html"),
                            screen(settings + ["sensor:b:switch=on"], page: "screen-3.html", buttons: ["A (switch on)", "B (switch on)"])],
                           sensors: ["a", "b"])
        let changes = DossierChanges.compare(old, new, seen: [])
        #expect(changes.screens.map(\.kind) == [.added, .changed])
        #expect(changes.screens.map { $0.new?.page } == ["screen-1.html", "screen-3.html"])
        #expect(changes.rows.map(\.sensor) == ["b"] && changes.rows.first?.kind == .added)
    }

    @Test func aScreenNoLongerReachedIsRemoved() {
        let old = language([screen(["home"], page: "screen-1.html"), screen(["required-alert.a"], page: "screen-2.html", title: "A Is Required")], sensors: ["a"])
        let new = language([screen(["home"], page: "screen-1.html")], sensors: ["a"])
        let changes = DossierChanges.compare(old, new, seen: [])
        #expect(changes.screens.count == 1 && changes.screens[0].kind == .removed && changes.screens[0].old?.title == "A Is Required")
    }

    @Test func aChangedLineIsMarkedWordByWordAndANewLineWhole() {
        let html = TextDiff.html(["Title", "We use it to see light."], ["Title", "We use it to study light.", "• Heart Rate"], escape: HTMLText.escape)
        #expect(html == "<div>Title</div>\n<div>We use it to <del>see </del><ins>study </ins>light.</div>\n<div><ins>• Heart Rate</ins></div>\n")
        #expect(TextDiff.html(["a < b"], [], escape: HTMLText.escape) == "<div><del>a &lt; b</del></div>\n")
        #expect(TextDiff.html(["same"], ["same"], escape: HTMLText.escape) == "<div>same</div>\n")
    }
}
