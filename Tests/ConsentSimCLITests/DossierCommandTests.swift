import Foundation
import Testing
@testable import ConsentSimCLI

/// `consent-sim dossier`: the folder it writes and the refusals it names.
@Suite struct DossierCommandTests {
    private func folder() -> URL { FileManager.default.temporaryDirectory.appendingPathComponent("dossier-cli-\(UUID().uuidString)") }

    @Test func writesTheDossierForABundledStudyInTwoLanguages() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,de", "--out", out.path])
        #expect(run.code == .success, "\(run.output.err)")
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("consent dossier"))
        for language in ["en", "de"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(language)/screen-1.html").path))
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(language)/graph.dot").path))
        }
        #expect(run.output.out.contains("screens per language: en "), "\(run.output.out)")
    }

    /// --lang may be left out (the study's development language), so the usage line shows it
    /// optional: it read "dossier STUDY --lang en,de --out DIR", as if required.
    @Test func theUsageLineShowsLangOptional() {
        #expect(CommandHelp.text(for: .dossier).hasPrefix("Usage: consent-sim dossier STUDY [--lang en,de] --out DIR [options]"))
        #expect(DossierOptions.specs.contains { $0.option == .lang && $0.summary.contains("default: the study's development language") })
    }

    /// Without Graphviz the index linked each language's graph.svg, which was never drawn; it
    /// links the graph.dot it writes, and every file the index links exists.
    @Test func withoutGraphvizTheIndexLinksTheDotFile() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en", "--out", out.path], environment: ["PATH": ""])
        #expect(run.code == .success, "\(run.output.err)")
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("href=\"en/graph.dot\"") && !index.contains("graph.svg"))
        for match in index.matches(of: /href="([^"#:]+)"/) {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(String(match.output.1)).path), "\(match.output.1)")
        }
    }

    @Test func badInputIsRefusedNamingTheOption() {
        let out = folder()
        let unknown = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,xx", "--out", out.path])
        #expect(unknown.code == .usage)
        #expect(unknown.output.err.contains("--lang xx"), "\(unknown.output.err)")
        let noOut = CommandRun.run(["dossier", Fixtures.sleepStudy.path])
        #expect(noOut.code == .usage)
        #expect(noOut.output.err.contains("--out"))
        let twice = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,en", "--out", out.path])
        #expect(twice.code == .usage)
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written on bad input")
        let epoch = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--out", out.path], environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        #expect(epoch.code == .usage && epoch.output.err.contains("SOURCE_DATE_EPOCH is yesterday"), "\(epoch.output.err)")
        // A date shaped right but not in the calendar was printed on the cover as given.
        for date in ["2026-13-01", "2026-02-30", "2026-00-10", "2026-04-31"] {
            let bad = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--out", out.path, "--date", date])
            #expect(bad.code == .usage && bad.output.err.contains("--date \(date)"), "\(date): \(bad.output.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written on bad input")
        #expect(DossierOptions.isCalendarDay("2028-02-29") && !DossierOptions.isCalendarDay("2026-02-29"))
    }

    static let tools = ["dot", "rsvg-convert", "chromium"].allSatisfy { ProgramPath.find($0, environment: ProcessInfo.processInfo.environment) != nil }

    /// With Graphviz, rsvg-convert and Chromium installed (as `make test` and CI install them):
    /// the graph is drawn with each node linking to its screen, each screen has its 2× PNG, the
    /// PDF has the pages the print stylesheet gives, and Chromium opens index.html as the dossier.
    @Test(.tags(.slow), .enabled(if: tools, "needs dot, rsvg-convert and chromium"))
    func theGraphPicturesPDFAndIndexOpenInChromium() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,de", "--out", out.path, "--pdf"])
        #expect(run.code == .success, "\(run.output.err)")
        let count = run.output.out.firstMatch(of: #/en (\d+)/#).map { String($0.1) } ?? ""
        let screens = try #require(Int(count), "\(run.output.out)")
        let graph = try String(contentsOf: out.appendingPathComponent("en/graph.svg"), encoding: .utf8)
        #expect(graph.contains("screen-1.html") && graph.contains("screen-\(screens).html"))
        // A PNG's width is bytes 16–19 of its header: twice the SVG's width in points.
        let png = try Data(contentsOf: out.appendingPathComponent("de/screen-1.png"))
        let svg = try String(contentsOf: out.appendingPathComponent("de/screen-1.svg"), encoding: .utf8)
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let points = try #require(Double(svg.firstMatch(of: #/width="([0-9.]+)"/#).map { String($0.1) } ?? ""))
        #expect(width == Int((points * 2).rounded()), "PNG \(width) px for an SVG of \(points) pt")
        // The page tree's root counts every page: the cover, then per language its screens (they
        // flow, never cut: two or three to a page where they fit, depending on which screens
        // follow one another, so at most one a page) and its data table, which starts a page of
        // its own and may take two.
        let pdf = try Data(contentsOf: out.appendingPathComponent("dossier.pdf"))
        let counts = String(decoding: pdf, as: UTF8.self).matches(of: #/\/Count (\d+)/#).compactMap { Int($0.1) }
        let pages = counts.max() ?? 0
        #expect(pages >= 1 + 2 * ((screens + 2) / 3 + 1) && pages <= 1 + 2 * (screens + 2), "pages \(counts) for \(screens) screens a language")
        let shot = out.appendingPathComponent("index.png")
        let chromium = try #require(ProgramPath.find("chromium", environment: ProcessInfo.processInfo.environment))
        let index = out.appendingPathComponent("index.html").absoluteURL.absoluteString
        let dom = try Program.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", index])
        #expect(dom.contains("Sleep Study: consent dossier") && dom.contains("screens, "))
        _ = try Program.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1000,800",
                                       "--screenshot=\(shot.path)", index])
        let picture = try Data(contentsOf: shot)
        #expect(picture.starts(with: [0x89, 0x50, 0x4E, 0x47]) && picture.count > 20_000, "a screenshot of the page, not a blank one")
    }
}

extension DossierCommandTests {
    /// mindLAMP's graph (974 links) kept Graphviz busy for over two minutes; a graph above 400
    /// links is drawn with bounded layout passes, and a smaller one as before.
    @Test func aLargeGraphIsLaidOutWithBoundedPasses() {
        func graph(_ edges: Int) -> String { "digraph g {\n" + (0..<edges).map { "  s\($0) -> s\($0 + 1) [label=\"Next\"];\n" }.joined() + "}\n" }
        #expect(DossierCommand.layoutOptions(dot: graph(974)) == (["-Gnslimit=2", "-Gnslimit1=2"], 974))
        #expect(DossierCommand.layoutOptions(dot: graph(400)) == ([], 400))
    }
}
