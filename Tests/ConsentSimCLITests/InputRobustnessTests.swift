import Foundation
import Testing
import TerminalUI
import SimCore
@testable import ConsentSimCLI

/// What the stress run found misreported: each load error says what is at the path, setup
/// and tag mistakes are usage errors, and text from a study never reaches the terminal raw.
@Suite struct InputRobustnessTests {
    private func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        let terminal = ScriptedTerminal(width: 120, height: 40, script: [])
        let captured = CapturedOutput()
        let code = CommandLineTool.run(arguments, context: CommandContext(terminal: terminal, clock: terminal.now,
                                                                           output: captured.output, environment: [:]))
        return (code, captured.out, captured.err)
    }

    /// A copy of the sleep study whose Info.plist is replaced by `make(infoPlistURL)`.
    private func study(_ make: (URL) throws -> Void) throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.sleepStudy.path) where name != "Info.plist" {
            try FileManager.default.copyItem(at: Fixtures.sleepStudy.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try make(folder.appendingPathComponent("Info.plist"))
        return folder
    }

    @Test func everyLoadErrorSaysWhatIsAtThePath() throws {
        let fm = FileManager.default
        let cases: [(String, (URL) throws -> Void)] = [
            ("a folder, not a file", { try fm.createDirectory(at: $0, withIntermediateDirectories: false) }),
            ("a FIFO (named pipe), not a file", { _ = mkfifo($0.path, 0o644) }),
            ("a device, not a file", { try fm.createSymbolicLink(atPath: $0.path, withDestinationPath: "/dev/zero") }),
            ("a symbolic link that loops", { try fm.createSymbolicLink(atPath: $0.path, withDestinationPath: "Info.plist") }),
            ("a dangling symbolic link (to gone.plist", { try fm.createSymbolicLink(atPath: $0.path, withDestinationPath: "gone.plist") }),
        ]
        for (what, make) in cases {
            let folder = try study(make)
            defer { try? fm.removeItem(at: folder) }
            for command in ["check", "week"] {
                let r = run([command, folder.path])
                #expect(r.code == .usage, "\(command) \(what)")
                #expect(r.err.contains("Info.plist: \(what)"), "\(command): \(r.err)")
            }
        }
    }

    /// `play` named a scenario that is a dangling or looping link "no such file or folder";
    /// it says what is at the path, as a study's files do.
    @Test func aScenarioThatIsABrokenLinkIsCalledOne() throws {
        let fm = FileManager.default
        let folder = try Fixtures.temporaryFolder()
        defer { try? fm.removeItem(at: folder) }
        let dangling = folder.appendingPathComponent("gone.yaml"), looping = folder.appendingPathComponent("loop.yaml")
        try fm.createSymbolicLink(atPath: dangling.path, withDestinationPath: "nowhere.yaml")
        try fm.createSymbolicLink(atPath: looping.path, withDestinationPath: "loop.yaml")
        for (file, what) in [(dangling, "a dangling symbolic link (to nowhere.yaml"), (looping, "a symbolic link that loops")] {
            let r = run(["play", file.path])
            #expect(r.code == .usage)
            #expect((r.out + r.err).contains("\(file.lastPathComponent):1:1: \(what)"), "\(r.out)\(r.err)")
        }
        #expect(run(["play", folder.appendingPathComponent("absent.yaml").path]).err.contains("no such file or folder"))
    }

    /// An empty argument named the working folder: `week ''` said "Info.plist: the study folder
    /// has no Info.plist", naming no folder, and `state ''` ": cannot be read: a folder".
    @Test func anEmptyArgumentIsRefusedAsEmpty() {
        for (arguments, what) in [(["week", ""], "one study folder"), (["check", ""], "one study folder"), (["state", ""], "one state file"),
                                  (["play", "x.yaml", ""], "scenario files or folders")] {
            let r = run(arguments)
            #expect(r.code == .usage, "\(arguments)")
            #expect(r.err.contains("an empty argument where this command takes \(what); give a path"), "\(arguments): \(r.err)")
        }
    }

    /// A binary list cut short after its header was read by Foundation as old-style text and
    /// refused as "the root of the property list is a string", which hid that it was cut short.
    @Test func aBinaryPlistCutShortAfterItsHeaderIsCalledCutShort() throws {
        let binary = try study { try Data("bplist00".utf8).write(to: $0) }
        defer { try? FileManager.default.removeItem(at: binary) }
        let r = run(["check", binary.path])
        #expect(r.code == .usage)
        #expect(r.err.contains("Info.plist: damaged binary property list at byte offset 8: cut short: 8 bytes"), "\(r.err)")
        #expect(!r.err.contains("is a string"))
    }

    @Test func aDamagedBinaryPlistGivesTheOffsetAndABadByteItsLineAndColumn() throws {
        let binary = try study { try Data("bplist00\u{1}\u{2}garbage".utf8).write(to: $0) }
        defer { try? FileManager.default.removeItem(at: binary) }
        #expect(run(["check", binary.path]).err.contains("Info.plist: damaged binary property list at byte offset 17"))

        let badByte = try study { url in
            var data = try Data(contentsOf: Fixtures.sleepStudy.appendingPathComponent("Info.plist"))
            data.insert(0xFF, at: data.range(of: Data("<dict>".utf8))!.lowerBound)
            try data.write(to: url)
        }
        defer { try? FileManager.default.removeItem(at: badByte) }
        let r = run(["week", badByte.path])
        #expect(r.code == .usage)
        #expect(r.err.contains("Info.plist:4:1: byte 0xFF is not UTF-8"), "\(r.err)")
    }

    @Test func aCharacterXMLForbidsIsAnErrorAtItsLineAndColumn() throws {
        let folder = try study { url in
            let text = try String(contentsOf: Fixtures.sleepStudy.appendingPathComponent("Info.plist"), encoding: .utf8)
            try Data(text.replacingOccurrences(of: "<dict>", with: "<dict>\u{1B}").utf8).write(to: url)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = run(["check", folder.path])
        #expect(r.code == .usage)
        #expect(r.err.contains("Info.plist:4:7: XML does not allow the character U+001B"), "\(r.err)")
    }

    /// A load error names the file from where the user is, not from inside the study: with two
    /// studies in a script, `Info.plist:4:7` alone does not say which one to open.
    @Test func aLoadErrorNamesTheFileWithTheStudyItIsIn() throws {
        let folder = try study { url in
            let text = try String(contentsOf: Fixtures.sleepStudy.appendingPathComponent("Info.plist"), encoding: .utf8)
            try Data(text.replacingOccurrences(of: "<dict>", with: "<dict>\u{1B}").utf8).write(to: url)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = "consent-sim: \(folder.path)/Info.plist:4:7: XML does not allow the character U+001B"
        for arguments in [["check", folder.path], ["check", folder.path + "/"], ["week", folder.path],
                          ["check", "--info-plist", folder.path + "/Info.plist"]] {
            let r = run(arguments)
            #expect(r.code == .usage)
            #expect(r.err.hasPrefix(expected), "\(arguments): \(r.err)")
        }
        // A CI gate reading check's JSON gets an object saying why (it printed nothing).
        let json = run(["check", folder.path, "--format", "json"])
        #expect(json.code == .usage)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: String])
        #expect(object["error"]?.hasPrefix("\(folder.path)/Info.plist:4:7: XML does not allow") == true)
    }

    @Test func controlCharactersFromAStudyAreShownEscaped() throws {
        let folder = try study { try FileManager.default.copyItem(at: Fixtures.sleepStudy.appendingPathComponent("Info.plist"), to: $0) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("en.lproj/InfoPlist.strings")
        try Data("\"CFBundleDisplayName\" = \"\u{1B}]0;PWNED\u{7}Sleep\";\n".utf8).write(to: strings)
        let r = run(["check", folder.path])
        #expect(!r.out.contains("\u{1B}") && !r.out.contains("\u{7}"))
        #expect(r.out.contains("\\u{1B}]0;PWNED\\u{7}Sleep"))
        let json = run(["check", folder.path, "--format", "json"]).out
        #expect(!json.contains("\u{1B}") && (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
    }

    /// Only `check` refused a strings file that does not parse: `week --lang de`, `export`,
    /// `dossier` and `run` went on in English, exit 0, the German text silently missing.
    @Test func anUnreadableStringsFileStopsEveryCommandThatSimulates() throws {
        let folder = try study { try FileManager.default.copyItem(at: Fixtures.sleepStudy.appendingPathComponent("Info.plist"), to: $0) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"a\" = ".utf8).write(to: folder.appendingPathComponent("de.lproj/InfoPlist.strings"))
        let out = folder.appendingPathComponent("out").path
        for arguments in [["week", folder.path, "--lang", "de", "--days", "1"], ["week", folder.path, "--days", "1"],
                          ["export", folder.path, "--format", "lamp", "--out", out], ["dossier", folder.path, "--out", out],
                          ["run", folder.path]] {
            let r = run(arguments)
            #expect(r.code == .usage, "\(arguments)")
            #expect(r.err.contains("de.lproj/InfoPlist.strings:1: column 7: expected a value"), "\(arguments): \(r.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// README said a `check` that exits 64 prints `{"error": MESSAGE}`, but a strings file that
    /// does not parse leaves the rest of the study readable: `check --format json` prints its
    /// whole object, the fault an `unreadable-strings` error, and exits 64. A CI job that took
    /// exit 64 for `{"error"}` found neither key it read. README says which is which.
    @Test func checkOnAnUnreadableStringsFilePrintsItsWholeReportAsREADMESays() throws {
        let folder = try study { try FileManager.default.copyItem(at: Fixtures.sleepStudy.appendingPathComponent("Info.plist"), to: $0) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"a\" = ".utf8).write(to: folder.appendingPathComponent("de.lproj/InfoPlist.strings"))
        let r = run(["check", folder.path, "--format", "json"])
        #expect(r.code == .usage)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(object["error"] == nil)
        let codes = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes.contains("unreadable-strings"), "\(codes)")
        let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Checking a study's own files").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        #expect(section.contains("`unreadable-strings`"), "README's check section does not say what a check that exits 64 on a strings file prints")
    }

    @Test func anUnreadableStringsFileIsNamedOnStandardError() throws {
        let folder = try study { try FileManager.default.copyItem(at: Fixtures.sleepStudy.appendingPathComponent("Info.plist"), to: $0) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"a\" = ".utf8).write(to: folder.appendingPathComponent("en.lproj/InfoPlist.strings"))
        let r = run(["check", folder.path])
        #expect(r.code == .usage)
        #expect(r.err.contains("en.lproj/InfoPlist.strings:1"), "\(r.err)")
    }

    @Test func aScenarioWhoseStudyDoesNotLoadIsAnInputError() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: false)
        try Data("name: t\nstudy: empty\nsteps: [launch, {expectNoScreen: x}]\n".utf8).write(to: folder.appendingPathComponent("t.yaml"))
        let r = run(["play", folder.appendingPathComponent("t.yaml").path])
        #expect(r.code == .usage)
        #expect(r.err.contains("t.yaml:2:1: the study empty does not load"), "the study's folder is named: \(r.err)")
        #expect(r.out.isEmpty)
    }

    @Test func anEmptyTagListIsAUsageError() {
        let r = run(["play", Fixtures.flows.path, "--tags", ""])
        #expect(r.code == .usage)
        // An empty word is no value at all; a list of blanks names no tag.
        #expect(r.err.hasPrefix("consent-sim: --tags needs a value"), "\(r.err)")
        #expect(run(["play", Fixtures.flows.path, "--tags", " , "]).err.hasPrefix("consent-sim: --tags needs at least one name"))
        #expect(run(["play", Fixtures.flows.path, "--exclude-tags", " , "]).code == .usage)
    }
}

@Suite struct VisibleTextTests {
    @Test func controlCharactersBecomeVisibleAndColoursSurviveOnlyWhenOurs() {
        #expect(VisibleText.escaped("a\u{1B}]0;x\u{7}b\tc\nd\u{9B}") == "a\\u{1B}]0;x\\u{7}b\tc\nd\\u{9B}")
        #expect(VisibleText.withColours(VisibleText.coloured("ok", "32"), plain: "ok") == "\u{1B}[32mok\u{1B}[0m")
        // Input that holds the colour mark itself cannot forge a colour: the plain text is shown.
        let forged = VisibleText.coloured("x", "31")
        #expect(!VisibleText.withColours(forged + VisibleText.coloured("ok", "32"), plain: forged + "ok").contains("\u{1B}"))
        #expect(VisibleText.escaped("plain") == "plain")
        #expect(VisibleText.escapedJSON("{\"a\": \"x\u{7F}\u{9B}\"}") == "{\"a\": \"x\\u007f\\u009b\"}")
    }
}
