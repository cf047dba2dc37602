import Foundation
import Testing
@testable import ConsentSimCLI
import StudyConfig

/// `dossier --out DIR` into a folder that is not new: an earlier dossier is replaced whole and
/// nothing of the user's is touched.
@Suite struct DossierOutTests {
    private func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("dossier-out-\(UUID().uuidString)").path
    }

    private func files(_ folder: String) -> Set<String> {
        Set((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [])
    }

    @Test func anEarlierDossierIsReplacedAndItsScreensThatNoLongerExistGo() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let deep = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,de", "--out", out], environment: DossierAgainstTests.noTools)
        #expect(deep.code == .success, "\(deep.output.err)")
        #expect(FileManager.default.fileExists(atPath: out + "/de/screen-12.html"))
        try "my notes\n".write(toFile: out + "/notes.txt", atomically: true, encoding: .utf8)
        try "mine\n".write(toFile: out + "/en/my-annotations.txt", atomically: true, encoding: .utf8)

        // Fewer screens, one language: the earlier dossier's other pages must not linger.
        let shallow = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en", "--out", out, "--depth", "2"],
                                     environment: DossierAgainstTests.noTools)
        #expect(shallow.code == .success, "\(shallow.output.err)")
        let count = try #require(Int(shallow.output.out.firstMatch(of: #/en (\d+)/#).map { String($0.1) } ?? ""))
        let now = files(out)
        #expect(!now.contains("de/screen-1.html") && !now.contains("de"), "the German part is gone, folder included")
        #expect(now.contains("en/screen-\(count).html") && !now.contains("en/screen-\(count + 1).html"))
        #expect(try String(contentsOfFile: out + "/notes.txt", encoding: .utf8) == "my notes\n")
        #expect(now.contains("en/my-annotations.txt"))
        #expect(!now.contains { $0.hasPrefix(".consent-sim-dossier-") }, "the staging folder is removed")
        // The manifest lists exactly what is there, the user's files aside.
        let manifest = try String(contentsOfFile: out + "/dossier.json", encoding: .utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        let listed = Set(try #require(json["files"] as? [String]))
        let written = now.filter { $0.contains(".") && !$0.hasSuffix(".txt") }
        #expect(listed == written, "listed \(listed.subtracting(written)), not listed \(written.subtracting(listed))")
    }

    @Test func aFolderThatHoldsNoDossierIsRefusedAndLeftAsItWas() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "draft\n".write(toFile: out + "/index.html", atomically: true, encoding: .utf8)
        let run = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--out", out, "--depth", "2"], environment: DossierAgainstTests.noTools)
        #expect(run.code == .cannotCreate)
        #expect(run.output.err.contains("--out: cannot create \(out): it is not empty and holds no dossier.json"), "\(run.output.err)")
        #expect(files(out) == ["index.html"])
        #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8) == "draft\n")
    }

    @Test func aFileOfTheUsersWhereTheDossierWritesOneStopsItBeforeAnythingIsReplaced() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let tools = DossierAgainstTests.noTools
        #expect(CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en", "--out", out, "--depth", "2"], environment: tools).code == .success)
        let before = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        // The German part was not written; a page the user put where it goes is theirs.
        try FileManager.default.createDirectory(atPath: out + "/de", withIntermediateDirectories: true)
        try "mine\n".write(toFile: out + "/de/screen-1.html", atomically: true, encoding: .utf8)
        let run = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,de", "--out", out, "--depth", "2"], environment: tools)
        #expect(run.code == .cannotCreate)
        #expect(run.output.err.contains("de/screen-1.html: it exists and the earlier dossier did not write it"), "\(run.output.err)")
        #expect(try String(contentsOfFile: out + "/de/screen-1.html", encoding: .utf8) == "mine\n")
        #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8) == before, "the earlier dossier is as it was")
        #expect(!files(out).contains { $0.hasPrefix(".consent-sim-dossier-") })
    }

    /// `--out d`: Foundation's deletingLastPathComponent traps on a one-character name, so the
    /// folder checks ask for a parent only of a path with a slash.
    @Test func aOneLetterFolderHasTheWorkingFolderAsItsParent() {
        #expect(OutputFile.parent(of: "d") == "")
        #expect(OutputFile.parent(of: "d/e") == "d")
        #expect(OutputFile.parent(of: "/d") == "/")
        #expect(OutputFile.parent(of: "en/screen-1.html") == "en")
    }
}

extension DossierOutTests {
    /// A language names the dossier's folders: one that is a path (a study can list a
    /// localization `../x`, or `/abs`) wrote a language's pages outside `--out`, or never
    /// ended; it is refused before anything is written, as every command refuses it.
    @Test func aLanguageThatIsAPathIsRefused() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        for language in ["../../x", "/abs", ".", "en/de"] {
            let r = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,\(language)", "--out", out + "/d"])
            #expect(r.code == .usage, "\(language)")
            #expect(r.output.err.contains("--lang \(language): not a language tag"), "\(r.output.err)")
            #expect(!FileManager.default.fileExists(atPath: out + "/d"))
        }
        let run = CommandRun.run(["week", "--lang", "../de", "--days", "1"])
        #expect(run.code == .usage && run.output.err.contains("not a language tag"))
        #expect(LanguageTag.isWellFormed("zh-Hans") && LanguageTag.isWellFormed("pt_BR") && LanguageTag.isWellFormed("de"))
        // Older projects' development regions: English.lproj, Base.lproj.
        #expect(LanguageTag.isWellFormed("English") && LanguageTag.isWellFormed("Base"))
        #expect(!LanguageTag.isWellFormed("") && !LanguageTag.isWellFormed("1de") && !LanguageTag.isWellFormed("dé"))
    }
}
