import Foundation
import Testing
@testable import ConsentSimCLI

/// `dossier`'s walkthrough as written to disk and read by the tools a board member or a study
/// team opens it with: `asciinema cat` (Debian's asciinema) and headless Chromium.
@Suite struct DossierWalkthroughTests {
    private func folder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("dossier-walk-\(name)-\(UUID().uuidString)")
    }

    static func tool(_ name: String) -> String? { ProgramPath.find(name, environment: ProcessInfo.processInfo.environment) }

    /// Every file under `root`, by its path inside it, with its bytes.
    private func contents(_ root: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walk?.nextObject() as? URL {
            guard !url.hasDirectoryPath else { continue }
            out[String(url.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: url)
        }
        return out
    }

    /// Terminal output as plain text: colours dropped, each cursor move a line break.
    private func plain(_ output: String) -> String {
        output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "\n", options: .regularExpression)
    }

    @Test(.tags(.slow)) func theWalkthroughIsLinkedTheSameBytesTwiceAndAsciinemaReadsEachCast() throws {
        let first = folder("a"), second = folder("b")
        defer { for f in [first, second] { try? FileManager.default.removeItem(at: f) } }
        for out in [first, second] {
            let run = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,de", "--out", out.path])
            #expect(run.code == .success, "\(run.output.err)")
        }
        let a = try contents(first), b = try contents(second)
        let walkthrough = a.keys.filter { $0.contains("walkthrough") }.sorted()
        #expect(walkthrough.contains("de/walkthrough.html") && walkthrough.contains("de/walkthrough/required-declined.cast"))
        #expect(!walkthrough.contains { $0.contains("motion-denied") }, "the sleep study never asks for Motion & Fitness")
        for path in walkthrough + ["index.html"] { #expect(a[path] == b[path], "\(path) differs between two runs") }
        let index = String(decoding: a["index.html"] ?? Data(), as: UTF8.self)
        #expect(index.contains("href=\"en/walkthrough.html\"") && index.contains("href=\"de/walkthrough.html\""))

        // asciinema cat wants a terminal; `script` gives it one and passes its output on.
        guard let asciinema = Self.tool("asciinema"), let script = Self.tool("script") else { return }
        for cast in walkthrough where cast.hasSuffix(".cast") {
            let file = first.appendingPathComponent(cast).path
            let shown = plain(try Program.run(script, ["-qec", "\(asciinema) cat '\(file)'", "/dev/null"]))
            #expect(shown.contains("iPhone"), "\(cast)")
            if cast.hasPrefix("de/") { #expect(shown.contains("Studien-App öffnen"), "\(cast): its first caption, in German") }
        }
        let required = plain(try Program.run(script, ["-qec", "\(asciinema) cat '\(first.appendingPathComponent("de/walkthrough/required-declined.cast").path)'", "/dev/null"]))
        #expect(required.contains("„Auswahl ändern“ tippen") && required.contains("Für diese Studie erforderlich:"))
    }

    /// The slideshow's script runs: one screen shows at a time, the address's #n opens screen n,
    /// and the buttons appear (without the script every screen shows in a column).
    @Test(.tags(.slow), .enabled(if: tool("chromium") != nil, "needs chromium"))
    func chromiumShowsOneScreenAtATimeFromTheAddress() throws {
        let out = folder("chromium")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "de", "--out", out.path, "--depth", "2"])
        #expect(run.code == .success, "\(run.output.err)")
        let page = out.appendingPathComponent("de/walkthrough/required-declined.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        let frames = html.matches(of: #/<li class="frame" id/#).count
        let chromium = try #require(Self.tool("chromium"))
        let dom = try Program.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteURL.absoluteString + "#5"])
        #expect(dom.contains("<body class=\"slideshow\">"))
        #expect(dom.contains("<div class=\"slide-controls\">"), "the buttons are shown")
        #expect(dom.contains("<span id=\"counter\">5 / \(frames)</span>"))
        let current = dom.matches(of: #/<li class="frame current" id="frame-(\d+)" data-screen="([^"]+)"/#)
        #expect(current.map { String($0.1) } == ["5"] && current.first.map { $0.2.hasPrefix("required-alert:") } == true, "\(current.map(\.0))")
    }
}
