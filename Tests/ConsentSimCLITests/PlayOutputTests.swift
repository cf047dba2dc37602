import Foundation
import Testing
@testable import ConsentSimCLI

/// `play`'s reports: folders are created, and a report that cannot be written is found
/// before anything plays (exit 73, naming the option), so a passing run never ends red.
extension ExitCodeTests {
    static let allAllowed = Fixtures.flows.appendingPathComponent("all-allowed.yaml").path

    @Test func reportFoldersThatDoNotExistAreCreated() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("reports/ci/junit.xml").path
        let r = run(["play", Self.allAllowed, "--junit", junit, "--format", "json"])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        #expect((try? String(contentsOfFile: junit, encoding: .utf8))?.contains("<testsuites") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/reports/ci") == ["junit.xml"])
    }

    /// A file where a report's folder should be: `--junit reports/junit.xml` or `--transcript reports`.
    @Test(arguments: [("--junit", "/junit.xml"), ("--transcript", "")])
    func aFileWhereAFolderShouldBeExits73BeforePlaying(option: String, below: String) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("reports").path
        try "a file, not a folder".write(toFile: blocker, atomically: true, encoding: .utf8)
        let r = run(["play", Self.allAllowed, option, blocker + below])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err == "consent-sim: \(option): cannot create \(blocker): it exists and is not a folder\n")
        #expect(r.output.out.isEmpty, "nothing was played")
    }

    /// `--transcript -` made a folder named `-` without a word, where `--junit -` is standard
    /// output; a folder option given `-` is refused, before anything plays or is written.
    @Test(arguments: [["play", allAllowed, "--transcript", "-"], ["play", allAllowed, "--screenshots", "-"],
                      ["dossier", Fixtures.sleepStudy.path, "--out", "-"], ["export", Fixtures.sleepStudy.path, "--format", "mhc", "--out", "-"]])
    func aFolderOptionGivenStandardOutputIsRefused(_ arguments: [String]) throws {
        let option = arguments[arguments.count - 2]
        let r = run(arguments)
        #expect(r.code == .usage)
        #expect(r.output.err.hasPrefix("consent-sim: \(option) -: \(option) takes a folder, and - (standard output) cannot hold its files"),
                Comment(rawValue: r.output.err))
        #expect(r.output.out.isEmpty, "nothing was played or written")
    }

    @Test func aJUnitReportThatIsAFolderExits73BeforePlaying() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.xml").path
        try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: false)
        let r = run(["play", Self.allAllowed, "--junit", report])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err.hasPrefix("consent-sim: --junit: cannot create \(report): it is a folder"))
        #expect(r.output.out.isEmpty)
    }

    /// A folder the system will not make is refused in the system's own words, and the folders
    /// that can be made are, however many levels down.
    @Test func aReportFolderIsMadeOrRefusedInTheSystemsWords() throws {
        #if os(Linux)
        let r = run(["play", Self.allAllowed, "--transcript", "/proc/consent-sim-transcripts"])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err == "consent-sim: --transcript: cannot create /proc/consent-sim-transcripts: No such file or directory\n")
        #endif
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = folder.path + "//a/b//c/"
        #expect(run(["play", Self.allAllowed, "--transcript", deep]).code == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/a/b/c") == ["all-allowed.txt"])
        // A file on the way is named, not the folder that could not be made below it.
        let blocker = folder.path + "/a/b/c/all-allowed.txt"
        let blocked = run(["play", Self.allAllowed, "--transcript", blocker + "/x/y"])
        #expect(blocked.code == .cannotCreate)
        #expect(blocked.output.err == "consent-sim: --transcript: cannot create \(blocker): it exists and is not a folder\n")
    }

    @Test func aReadOnlyReportFolderExits73BeforePlaying() throws {
        let folder = try Fixtures.temporaryFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        // root ignores permissions; there is nothing to show then.
        guard access(folder.path, W_OK) != 0 else { return }
        let r = run(["play", Self.allAllowed, "--transcript", folder.path])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err == "consent-sim: --transcript: cannot create \(folder.path): Permission denied\n")
        #expect(r.output.out.isEmpty)
    }

    /// Scenarios the tags leave out are in the JUnit report as skipped, and only the played ones
    /// in the text report.
    @Test func tagExcludedScenariosAreReportedAsSkipped() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml").path
        let r = run(["play", Fixtures.flows.path, "--tags", "heart", "--junit", junit])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        let played = r.output.out.split(separator: "\n").filter { $0.hasPrefix("PASS") }.count
        #expect(played >= 4)
        #expect(xml.contains("tests=\"\(BundledFlowCount.count)\" failures=\"0\" errors=\"0\" skipped=\"\(BundledFlowCount.count - played)\""))
        #expect(xml.components(separatedBy: "<skipped message=\"left out by the tags\"/>").count - 1 == BundledFlowCount.count - played)
    }

    /// A misspelt tag beside a matching one would leave scenarios out without a word: it is
    /// named, with the tag it most likely meant; the run goes on with the tags that match.
    @Test func aTagNoScenarioHasIsNamedWithItsLikelyFix() {
        let r = run(["play", Self.allAllowed, "--tags", "smoke,smkoe", "--exclude-tags", "slow"])
        #expect(r.code == .success)
        #expect(r.output.err.contains("consent-sim: --tags smkoe: no scenario found has this tag (did you mean smoke?); tags found: lang-bound, sheet, smoke"))
        #expect(r.output.err.contains("consent-sim: --exclude-tags slow: no scenario found has this tag; tags found:"))
        #expect(r.output.out.contains("PASS"))
        let matching = run(["play", Self.allAllowed, "--tags", "smoke"])
        #expect(matching.code == .success && !matching.output.err.contains("no scenario found has this tag"))
    }

    /// `--tags` of 3 000 generated names printed 3 000 warnings, each repeating the tags found:
    /// the first five are named, then one line counts the rest.
    @Test func thousandsOfUnknownTagsAreNamedFiveThenCounted() {
        let tags = (0..<3_000).map { "t\($0)" }.joined(separator: ",")
        let r = run(["play", Self.allAllowed, "--tags", "smoke," + tags])
        #expect(r.code == .success)
        let lines = r.output.err.split(separator: "\n")
        #expect(lines.filter { $0.contains("no scenario found has this tag") }.count == 5, "\(r.output.err.prefix(2_000))")
        #expect(lines.contains { $0 == "consent-sim: --tags: … and 2995 more tags no scenario found has, not named one by one" },
                "\(r.output.err.prefix(2_000))")
    }

    /// Nothing selected is exit 2, and a CI job collecting the JUnit file or parsing the JSON
    /// still finds a report, the left-out case listed as skipped as in any run, rather than a
    /// missing artifact or empty output.
    @Test func nothingMatchedStillWritesTheJSONAndJUnitReports() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml").path
        let r = run(["play", Self.allAllowed, "--tags", "nosuchtag", "--junit", junit, "--format", "json"])
        #expect(r.code == .unusable)
        #expect(r.output.err.contains("no scenario matched (1 found, none selected by the tags)"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.output.out.utf8)) as? [String: Any])
        #expect((json["scenarios"] as? [Any])?.isEmpty == true && json["passed"] as? Int == 0 && json["skipped"] as? Int == 1)
        #expect((json["skippedScenarios"] as? [[String: Any]])?.first?["reason"] as? String == "left out by the tags")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"tests="1" failures="0" errors="0" skipped="1""#))
        let text = run(["play", Self.allAllowed, "--tags", "nosuchtag"])
        #expect(text.code == .unusable && text.output.out.isEmpty, "the text report is the message alone")
    }

    /// Two folders' `flow.yaml` (and two `--set` values spelt alike in a file name) used to
    /// write one transcript, the last case's, so a failing case's transcript could be lost.
    @Test func noTranscriptReplacesAnother() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (sub, flow) in [("a", "sheet-cancelled"), ("b", "all-denied")] {
            let text = try String(contentsOf: Fixtures.flows.appendingPathComponent(flow + ".yaml"), encoding: .utf8)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: false)
            try text.replacingOccurrences(of: "../studies/", with: Fixtures.sleepStudy.deletingLastPathComponent().path + "/")
                .write(to: folder.appendingPathComponent(sub + "/flow.yaml"), atomically: true, encoding: .utf8)
        }
        let out = folder.appendingPathComponent("tr").path
        let r = run(["play", folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path, "--transcript", out])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        #expect(try String(contentsOfFile: out + "/a/flow.txt", encoding: .utf8).contains("The sheet cancelled"))
        #expect(try String(contentsOfFile: out + "/b/flow.txt", encoding: .utf8).contains("Every optional sensor denied"))
        // Two CI shards, one file each, merged into one folder: named as the whole run names them.
        let merged = folder.appendingPathComponent("merged").path
        for shard in ["1/2", "2/2"] {
            let s = run(["play", folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path,
                         "--shard", shard, "--transcript", merged])
            #expect(s.code == .success, Comment(rawValue: s.output.err))
        }
        #expect(Set(try FileManager.default.subpathsOfDirectory(atPath: merged)) == ["a", "a/flow.txt", "b", "b/flow.txt"])

        let matrix = folder.appendingPathComponent("matrix").path
        let m = run(["play", folder.appendingPathComponent("a/flow.yaml").path, "--set", "X=a/b", "--set", "X=a-b", "--transcript", matrix])
        #expect(m.code == .success, Comment(rawValue: m.output.err))
        let names = try FileManager.default.contentsOfDirectory(atPath: matrix).sorted()
        #expect(names == ["flow.X-a%2Fb.txt", "flow.X-a-b.txt"])
        #expect(try String(contentsOfFile: matrix + "/flow.X-a-b.txt", encoding: .utf8).contains("X=a-b"))
    }

    /// A case the run did not play (left out by the tags, or after a `--fail-fast` failure) wrote
    /// no transcript, so one an earlier run left in the folder read as this run's: a passing
    /// transcript of a case that never played. Each such case's transcript now says so.
    @Test func aCaseNotPlayedLeavesNoEarlierTranscriptBehind() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = folder.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        for (name, status, tags) in [("a", "notDetermined", "tags: [later]\n"), ("b", "notDetermined", ""), ("c", "notDetermined", "")] {
            try "name: \(name)\n\(tags)study: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - expectStatus: {accelerometer: \(status)}\n"
                .write(to: flows.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let out = folder.appendingPathComponent("tr").path
        #expect(run(["play", flows.path, "--transcript", out]).code == .success)
        #expect(try String(contentsOfFile: out + "/c.txt", encoding: .utf8).contains("line 4: launch"))
        // b now fails: with --fail-fast, c is not played, and a is left out by the tags.
        try "name: b\nstudy: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - expectStatus: {accelerometer: authorized}\n"
            .write(to: flows.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        #expect(run(["play", flows.path, "--transcript", out, "--fail-fast", "--exclude-tags", "later"]).code == .failure)
        #expect(try String(contentsOfFile: out + "/c.txt", encoding: .utf8)
                == "scenario: c\nNOT PLAYED in this run: an earlier scenario failed (--fail-fast)\n")
        #expect(try String(contentsOfFile: out + "/a.txt", encoding: .utf8) == "scenario: a\nNOT PLAYED in this run: left out by the tags\n")
        #expect(try String(contentsOfFile: out + "/b.txt", encoding: .utf8).contains("FAILED at line 5"))
    }

    /// Invalid files stop the run (exit 64), and the reports a CI job reads say why: the JUnit
    /// file has an error case per invalid file (it used to be left as the last run wrote it),
    /// the JSON lists each file's problems (it printed nothing).
    @Test func invalidFilesAreInTheJSONAndJUnitReports() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "name: x\nstudy: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - bogus: 1\n"
            .write(to: folder.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("junit.xml").path
        try "stale report of an earlier run".write(toFile: junit, atomically: true, encoding: .utf8)
        let r = run(["play", folder.path, Self.allAllowed, "--junit", junit, "--format", "json"])
        #expect(r.code == .usage)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.output.out.utf8)) as? [String: Any])
        let invalid = try #require(json["invalidFiles"] as? [[String: Any]])
        #expect(invalid.count == 1 && (invalid[0]["file"] as? String)?.hasSuffix("bad.yaml") == true)
        #expect((invalid[0]["problems"] as? [String])?.first?.contains(#"bad.yaml:5:5: unknown step "bogus""#) == true)
        #expect((json["scenarios"] as? [Any])?.isEmpty == true)
        // The valid file's case is counted, as not run (it was counted nowhere: skipped 0, tests 1).
        #expect(json["skipped"] as? Int == 1)
        let skipped = try #require(json["skippedScenarios"] as? [[String: Any]])
        #expect(skipped.count == 1 && (skipped[0]["file"] as? String)?.hasSuffix("all-allowed.yaml") == true)
        #expect(skipped.first?["reason"] as? String == "1 invalid scenario file stopped the run")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="consent-sim play" tests="2" failures="0" errors="1" skipped="1""#), "\(xml)")
        #expect(xml.contains("<error message=") && xml.contains(#"<skipped message="1 invalid scenario file stopped the run"/>"#))
        #expect(xml.contains("unknown step &quot;bogus&quot;"))
        // A shard's report lists its own share of the valid cases.
        let shard = run(["play", folder.path, Self.allAllowed, Self.allAllowed.replacingOccurrences(of: "all-allowed", with: "all-denied"),
                         "--format", "json", "--shard", "1/2"])
        let shardJSON = try #require(try JSONSerialization.jsonObject(with: Data(shard.output.out.utf8)) as? [String: Any])
        #expect(shard.code == .usage && shardJSON["skipped"] as? Int == 1, "\(shard.output.out)")
    }

    /// Two outputs naming one file used to pass, one report replacing the other at the end:
    /// `--junit x.cast --cast x.cast`, or the JUnit file named as a case's transcript.
    @Test func twoOutputsNamingOneFileAreRefusedBeforePlaying() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("x.cast").path
        let both = run(["play", Self.allAllowed, "--junit", cast, "--cast", folder.path + "/./x.cast"])
        #expect(both.code == .usage && both.output.err.contains("--junit and --cast both name \(cast)"))
        let transcripts = folder.appendingPathComponent("tr").path
        let clash = run(["play", Self.allAllowed, "--junit", transcripts + "/all-allowed.txt", "--transcript", transcripts])
        #expect(clash.code == .usage && clash.output.err.contains("is also the transcript of a case (all-allowed.txt"))
        #expect(both.output.out.isEmpty && clash.output.out.isEmpty, "nothing was played")
        // A screenshot named as its file's transcript, both in the --transcript folder.
        let flow = folder.appendingPathComponent("flow.yaml")
        try "name: f\nstudy: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - screenshot: flow\n  - expectScreen: Research\n"
            .write(to: flow, atomically: true, encoding: .utf8)
        let shot = run(["play", flow.path, "--transcript", transcripts])
        #expect(shot.code == .usage && shot.output.err.contains("screenshot: flow would be saved as flow.txt in --transcript"), Comment(rawValue: shot.output.err))
        #expect(run(["play", flow.path, "--transcript", transcripts, "--screenshots", folder.appendingPathComponent("shots").path]).code == .success)
    }

    /// A case that failed before its `screenshot:` step kept the last run's `sheet.txt`, `.ansi`
    /// and `.svg` in the --screenshots folder, where they read as this run's. They are removed; a
    /// file of another name beside them stays, and so do the files of a case the tags leave out
    /// (a run of other tags into the same folder is not this case's run).
    @Test func screenshotsThisRunDidNotTakeAreNotLeftFromAnEarlierOne() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let study = Fixtures.sleepStudy.path
        let shots = folder.appendingPathComponent("shots").path
        let flow = folder.appendingPathComponent("a.yaml"), other = folder.appendingPathComponent("b.yaml")
        try "tags: [a]\nstudy: \(study)\nsteps:\n  - launch\n  - screenshot: sheet\n  - expectScreen: Research\n"
            .write(to: flow, atomically: true, encoding: .utf8)
        try "tags: [b]\nstudy: \(study)\nsteps:\n  - launch\n  - screenshot: other\n  - expectScreen: Research\n".write(to: other, atomically: true, encoding: .utf8)
        let files = { (name: String) in ["txt", "ansi", "svg"].filter { FileManager.default.fileExists(atPath: "\(shots)/\(name).\($0)") } }
        #expect(run(["play", folder.path, "--screenshots", shots]).code == .success)
        #expect(files("sheet") == ["txt", "ansi", "svg"])
        try "mine".write(toFile: shots + "/notes.txt", atomically: true, encoding: .utf8)
        let leftOut = run(["play", folder.path, "--screenshots", shots, "--tags", "b"])
        #expect(leftOut.code == .success, Comment(rawValue: leftOut.output.err))
        #expect(files("sheet") == ["txt", "ansi", "svg"], "a case the tags left out keeps what an earlier run took")
        #expect(files("other") == ["txt", "ansi", "svg"] && FileManager.default.fileExists(atPath: shots + "/notes.txt"))
        try "tags: [a]\nstudy: \(study)\nsteps:\n  - launch\n  - expectScreen: nothing like this\n  - screenshot: sheet\n"
            .write(to: flow, atomically: true, encoding: .utf8)
        #expect(run(["play", folder.path, "--screenshots", shots]).code == .failure)
        #expect(files("sheet").isEmpty, "the case failed before its screenshot: step")
        #expect(files("other") == ["txt", "ansi", "svg"] && FileManager.default.fileExists(atPath: shots + "/notes.txt"))
    }

    /// `play bad.yaml --transcript NEW` and `play missing.yaml --transcript NEW` created NEW,
    /// then refused the files (exit 64), leaving an empty folder behind. It is made only once
    /// the files are good, still before anything plays.
    @Test func aRunRefusedForItsFilesCreatesNoTranscriptFolder() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.yaml")
        try "study: \(Fixtures.sleepStudy.path)\nsteps:\n  - lunch\n".write(to: bad, atomically: true, encoding: .utf8)
        let transcripts = folder.appendingPathComponent("out").path
        for path in [bad.path, folder.appendingPathComponent("missing.yaml").path] {
            let r = run(["play", path, "--transcript", transcripts])
            #expect(r.code == .usage, Comment(rawValue: r.output.err))
            #expect(!FileManager.default.fileExists(atPath: transcripts), "\(path) left \(transcripts) behind")
        }
        #expect(run(["play", Self.allAllowed, "--transcript", transcripts]).code == .success)
        #expect(FileManager.default.fileExists(atPath: transcripts + "/all-allowed.txt"))
    }

    /// A scenario of 5 000 mistyped steps printed 5 000 lines on standard error, burying the
    /// other files' problems: each file lists its first ten, then counts the rest; the JSON
    /// report still lists every one.
    @Test func aFileOfThousandsOfProblemsListsTenAndCountsTheRest() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let many = folder.appendingPathComponent("many.yaml")
        try ("study: \(Fixtures.sleepStudy.path)\nsteps:\n" + String(repeating: "  - lunch\n", count: 50))
            .write(to: many, atomically: true, encoding: .utf8)
        let r = run(["play", many.path])
        #expect(r.code == .usage)
        let lines = r.output.err.split(separator: "\n")
        #expect(lines.filter { $0.contains("unknown step \"lunch\"") }.count == 10, "\(r.output.err)")
        #expect(lines.contains { $0 == "\(many.path): … and 40 more problems in this file, not listed one by one (--format json and --junit list every one)" },
                "\(r.output.err)")
        let json = run(["play", many.path, "--format", "json"])
        #expect(json.output.out.components(separatedBy: "unknown step").count - 1 == 50)
    }

    @Test func jobsTwoPrintsWhatJobsOnePrints() throws {
        // The flows' screenshot: steps write into a folder of the test's own, not the working folder.
        let shots = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: shots) }
        let one = run(["play", Fixtures.flows.path, "--format", "json", "--screenshots", shots.path])
        let two = run(["play", Fixtures.flows.path, "--format", "json", "--jobs", "2", "--screenshots", shots.path])
        #expect(one.code == .success && two.code == .success)
        // Only the wall-clock seconds may differ.
        let strip = { (s: String) in s.split(separator: "\n").filter { !$0.contains("\"seconds\"") }.joined(separator: "\n") }
        #expect(strip(one.output.out) == strip(two.output.out))
        #expect(one.output.out.contains("\"passed\" : \(BundledFlowCount.count)"))
    }
}

/// How many bundled flows there are, counted from the folder.
enum BundledFlowCount {
    static var count: Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.flows.path)) ?? []).filter { $0.hasSuffix(".yaml") }.count
    }
}

/// The atomic write names its folder's problems by the path as given, and leaves only the
/// file it wrote (its temporary file renamed over it).
@Suite struct OutputFileFolderTests {
    @Test func aWriteNamesItsFolderAndLeavesOnlyItsFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain.txt").path
        try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: CannotCreateError(path: file + "/x.txt", reason: "\(file) is not a folder")) {
            try OutputFile.write("x", to: file + "/x.txt")
        }
        let missing = folder.appendingPathComponent("missing").path
        #expect(throws: CannotCreateError(path: missing + "/x.txt", reason: "the folder \(missing) does not exist")) {
            try OutputFile.write("x", to: missing + "/x.txt")
        }
        let target = folder.appendingPathComponent("out.txt").path
        try OutputFile.write("first", to: target)
        try OutputFile.write("second", to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out.txt", "plain.txt"])
    }

    /// A path's folder is read from its text: slashes at the end are not a name, and a
    /// one-character name (which Foundation's own reading traps on) is a name like any other.
    @Test func aPathsFolderIsReadFromItsText() {
        let cases: [(String, String)] = [
            ("x.xml", ""), ("out/x.xml", "out"), ("/abs/out/x.xml", "/abs/out"), ("/x", "/"), ("/", "/"), ("//x", "/"),
            ("d/", ""), ("x//", ""), ("out/d/", "out"), ("/d/", "/"), ("a//b", "a"), ("a/b/..", "a/b"), ("./x", "."), ("", ""),
        ]
        for (path, parent) in cases { #expect(OutputFile.parent(of: path) == parent, "\(path.debugDescription)") }
        #expect(OutputFile.folder(of: "x.xml") == "." && OutputFile.folder(of: "out/x.xml") == "out")
    }
}
