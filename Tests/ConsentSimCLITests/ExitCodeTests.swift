import Foundation
import Testing
import TerminalUI
import StudyConfig
import Simulation
@testable import ConsentSimCLI

/// Exit codes and messages of whole commands, run through the library as `main` runs them.
@Suite struct ExitCodeTests {
    /// Runs `arguments` with a scripted terminal playing `script`; returns the code and output.
    func run(_ arguments: [String], script: [ScriptedTerminal.Entry] = [])
        -> (code: ExitCode, output: CapturedOutput, terminal: ScriptedTerminal) {
        CommandRun.run(arguments, script: script)
    }

    @Test func helpAndVersionExit0OnStandardOutput() {
        let help = run(["play", "--help"])
        #expect(help.code == .success)
        #expect(help.output.out.hasPrefix("Usage: consent-sim play PATH..."))
        #expect(!help.output.out.contains("--speed"), "play's help lists play's options only")
        #expect(help.output.err.isEmpty)
        let version = run(["--version"])
        #expect(version.code == .success)
        #expect(version.output.out.hasPrefix("consent-sim "))
    }

    @Test func anUnexpectedErrorIsAnInternalErrorExit70() {
        struct Surprise: Error, CustomStringConvertible { var description: String { "the pseudo-terminal vanished" } }
        let captured = CapturedOutput()
        #expect(CommandLineTool.exitCode(for: Surprise(), captured.output) == .internalError)
        #expect(ExitCode.internalError.rawValue == 70)
        #expect(captured.err == "consent-sim: internal error: the pseudo-terminal vanished\n")
    }

    @Test func helpOnHelpAndHelpBesideVersionAreAnswered() {
        #expect(run(["help", "help"]).code == .success)
        let r = run(["--version", "--help"])
        #expect(r.code == .success)
        #expect(r.output.out.hasPrefix("consent-sim: a terminal simulator"))
    }

    @Test func anEmptyFolderHasNoScenarioFilesToPlay() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = run(["play", folder.path])
        #expect(r.code == .unusable)
        #expect(r.output.err == "consent-sim: no scenario files (.yaml) found in \(folder.path)\n")
    }

    @Test func badArgumentsExit64NamingTheOptionAndTheHelp() {
        let r = run(["week", "--days", "0"])
        #expect(r.code == .usage)
        #expect(r.output.err == "consent-sim: --days expects 1 to 60, got 0\nRun `consent-sim help week` for usage.\n")
        #expect(r.output.out.isEmpty)
        #expect(!r.terminal.isStarted)
    }

    @Test func anUnreadableStudyExits64NamingTheFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = run(["week", folder.path])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("Info.plist"))
    }

    /// A folder with strings but no Info.plist: `check` explains it; `run` and `week` refuse it.
    @Test func aStudyWithoutInfoPlistIsRefusedByRunAndWeek() throws {
        let beiwe = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/beiwe").path
        for command in ["run", "week"] {
            let r = run([command, beiwe])
            #expect(r.code == .usage, "\(command)")
            #expect(r.output.err.contains("the study has no Info.plist"), "\(command)")
            #expect(!r.terminal.isStarted)
        }
        #expect(run(["check", beiwe]).code == .failure)
    }

    @Test func projectOptionsWithFilesNamedOneByOneExit64() {
        let info = Fixtures.sleepStudy.appendingPathComponent("Info.plist").path
        let r = run(["check", "--info-plist", info, "--configuration", "Debug"])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("--target and --configuration read an Xcode project; with --info-plist or --entitlements the files are read as a study folder"))
        let notAStudy = run(["week", info])
        #expect(notAStudy.code == .usage)
        #expect(notAStudy.output.err.contains("Info.plist: not a study: give a study folder, an .xcodeproj, or a folder holding one"))
    }

    /// Naming a folder's own file by hand changes nothing, and a file named alone is read as its
    /// folder is: mindLAMP's xcconfig and the product's name are still filled in, and --set works.
    @Test func filesNamedByHandAreReadAsTheirFolderIs() {
        let lamp = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/mindlamp")
        let folder = run(["check", lamp.path])
        let named = run(["check", lamp.path, "--entitlements", lamp.appendingPathComponent("mindLAMP.entitlements").path])
        #expect(named.code == folder.code)
        #expect(named.output.out == folder.output.out)
        let ork = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/orkcatalog")
        let alone = run(["check", "--info-plist", ork.appendingPathComponent("Info.plist").path])
        // The name is filled in where the participant reads it (the check's note names the variable it filled).
        #expect(alone.output.out.contains("“orkcatalog” would like to access") && !alone.output.out.contains("“$("), "\(alone.output.out)")
        #expect(alone.output.out.contains("ResearchKit-Shared.xcconfig"))
        let set = run(["check", "--info-plist", ork.appendingPathComponent("Info.plist").path, "--set", "PRODUCT_NAME=ORKCatalog"])
        #expect(set.output.out.contains("“ORKCatalog” would like to access"), "\(set.output.out)")
        // The entitlements file beside it is the folder's too: My Heart Counts' Info.plist named
        // alone was checked as an app with no entitlements (an error, exit 1) and no sheet.
        let mhc = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/myheartcounts")
        let handed = run(["check", "--info-plist", mhc.appendingPathComponent("Info.plist").path])
        #expect(handed.code == run(["check", mhc.path]).code, "\(handed.output.out)")
        #expect(!handed.output.out.contains("no *.entitlements file") && handed.output.out.contains("1 of 11"), "\(handed.output.out)")
        // Its folder's entitlements too: it said "no *.entitlements file ... add it to the study
        // folder" with the file right beside the Info.plist.
        let plistAlone = run(["check", "--info-plist", lamp.appendingPathComponent("Info.plist").path])
        #expect(plistAlone.code == folder.code)
        #expect(plistAlone.output.out == folder.output.out, "\(plistAlone.output.out)")
    }

    /// A language the iPhone speaks is a phone setting even when the study lacks it; one that
    /// neither has is refused, naming both lists.
    @Test func theWeekTakesALanguageOnlyThePhoneHas() {
        #expect(run(["week", Fixtures.sleepStudy.path, "--lang", "es", "--days", "1"]).code == .success)
        let r = run(["week", Fixtures.sleepStudy.path, "--lang", "xx", "--days", "1"])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("and the iPhone's own text has none either (it has: en, de, es, fr)"))
    }

    /// FIDELITY's row on languages the study lacks named `run`, `week` and scenarios, though
    /// `export` and `dossier` take the same `--lang` by the same decider (a French dossier of the
    /// English and German sleep study is made, its study text in English): a team reading it to
    /// document a French phone found no way. The row names every command whose options hold
    /// `--lang`, and each of them takes the French phone.
    @Test func fidelitysLanguageRowNamesEveryCommandThatTakesLang() throws {
        let (commands, missing) = try OSVersionOptionTests.commands(taking: .lang, namedInFIDELITYRow: "| `--lang` on ", column: { $0.first })
        #expect(commands >= 6)
        #expect(missing.isEmpty, "FIDELITY's --lang row does not name \(missing)")
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = run(["export", Fixtures.sleepStudy.path, "--lang", "fr", "--days", "1", "--format", "lamp",
                          "--out", folder.appendingPathComponent("export").path])
        #expect(export.code == .success, "\(export.output.err)")
        let dossier = run(["dossier", Fixtures.sleepStudy.path, "--lang", "fr", "--depth", "2",
                           "--out", folder.appendingPathComponent("dossier").path])
        #expect(dossier.code == .success, "\(dossier.output.err)")
    }

    @Test func aLanguageNeitherTheStudyNorThePhoneHasExits64() {
        let r = run(["check", Fixtures.sleepStudy.path, "--lang", "xx"])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("--lang xx: the study has no such localization (it has: "))
        #expect(r.output.err.contains("and the iPhone's own text has none either"))
        #expect(r.output.err.contains("consent-sim help check"))
    }

    /// mindLAMP's CFBundleDevelopmentRegion is `$(DEVELOPMENT_LANGUAGE)`, which a plain folder
    /// leaves unset: the fallback to English says it is assumed, where it read as the study's word.
    @Test func anUnsetDevelopmentLanguageIsNamedAsAssumed() {
        let lamp = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/mindlamp")
        let r = run(["check", lamp.path, "--lang", "de"])
        #expect(r.output.out.contains("its own text in en, its development language as assumed (CFBundleDevelopmentRegion is $(DEVELOPMENT_LANGUAGE), which nothing set)"), "\(r.output.out)")
    }

    /// `check` agrees with the phone: a French iPhone runs the German and English sleep study
    /// with its own text in English, and `check --lang fr` shows that text and says why.
    @Test func checkTakesAPhoneLanguageTheStudyLacks() throws {
        let r = run(["check", Fixtures.sleepStudy.path, "--lang", "fr"])
        #expect(r.code == .success)
        #expect(r.output.out.contains("(fr; the study has no fr localization: its own text in en, its development language)"))
        let study = try StudyLoader.load(path: Fixtures.sleepStudy)
        let phone = ConsentSimulation(study: study, language: "fr").snapshot.profile.purpose
        #expect(r.output.out.contains("Study purpose: \(phone)"))
        let json = run(["check", Fixtures.sleepStudy.path, "--lang", "fr", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.out.utf8)) as? [String: Any])
        #expect(object["language"] as? String == "fr")
        #expect(object["textLanguage"] as? String == "en")
    }

    @Test func aPlayThatPassesWritesItsReportsAndExits0() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("r.xml").path
        let transcripts = folder.appendingPathComponent("new/transcripts").path
        let r = run(["play", Fixtures.flows.appendingPathComponent("all-allowed.yaml").path, "--junit", junit, "--transcript", transcripts])
        #expect(r.code == .success)
        #expect((try? String(contentsOfFile: junit, encoding: .utf8))?.contains("<testsuite") == true)
        #expect(FileManager.default.fileExists(atPath: transcripts + "/all-allowed.txt"))
        // Written through a temporary file and a rename: none is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["new", "r.xml"])
    }

    @Test func aRecordingIntoAMissingFolderExits73BeforeTheWalk() {
        let r = run(["run", Fixtures.sleepStudy.path, "--record", "missing-folder/walk.yaml"])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err == "consent-sim: --record: cannot create missing-folder/walk.yaml: the folder missing-folder does not exist\n")
        #expect(!r.terminal.isStarted)
    }

    @Test func aRecordingThatCannotBeWrittenExits73AfterTheTerminalIsBack() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("walk.yaml")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let r = run(["run", Fixtures.sleepStudy.path, "--record", target.path], script: [.init(at: 0.5, .key(.char("q")))])
        #expect(r.code == .cannotCreate)
        let fallback = RecordingSave.fallbackPath(for: target.path)
        defer { try? FileManager.default.removeItem(atPath: fallback) }
        #expect(r.output.err == "consent-sim: cannot create \(target.path): Is a directory\n"
                + "consent-sim: the walk-through is saved in \(fallback) instead\n")
        // The walk is not lost.
        #expect((try? String(contentsOfFile: fallback, encoding: .utf8))?.contains("- launch") == true)
        #expect(r.terminal.isStopped)
    }

    /// `run STUDY --record` with `options`, pressing Enter (Next) and q; the code, the saved
    /// scenario, and the file it is in (inside `folder`).
    private func recordAWalk(_ study: String, _ options: [String], in folder: URL) throws -> (code: ExitCode, yaml: String, file: String) {
        let target = folder.appendingPathComponent("walk.yaml").path
        let r = run(["run", study, "--record", target] + options,
                    script: [.init(at: 0.1, .key(.enter)), .init(at: 0.2, .key(.char("q")))])
        return (r.code, try String(contentsOfFile: target, encoding: .utf8), target)
    }

    @Test func aRecordedWalkIsSavedAsAScenario() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (code, yaml, _) = try recordAWalk(Fixtures.sleepStudy.path, ["--seed", "4"], in: folder)
        #expect(code == .success)
        #expect(yaml.contains("seed: 4"))
        #expect(yaml.contains("- launch"))
        #expect(yaml.contains("- next"))
    }

    /// A walk on a study read with --set and --motion is saved with them, and replays.
    @Test func aRecordingKeepsHowTheStudyWasRead() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mindlamp = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/mindlamp").path
        let (code, yaml, target) = try recordAWalk(mindlamp, ["--set", "PRODUCT_NAME=LAMP Study", "--motion", "never"], in: folder)
        #expect(code == .success)
        #expect(yaml.contains("vars: {PRODUCT_NAME: \"LAMP Study\"}\n"))
        #expect(yaml.contains("app: {motion: never}\n"))
        // The app's name is the localized CFBundleName ("mindLAMP 2"), whatever PRODUCT_NAME is.
        #expect(yaml.contains("name: \"Recorded walk-through of mindLAMP 2\""))
        let replay = run(["play", target])
        #expect(replay.code == .success, Comment(rawValue: replay.output.out + replay.output.err))
    }

    @Test func withoutATerminalTheDemoExits2AndRecordsNothing() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("walk.yaml").path
        let terminal = UnusableTerminal()
        let captured = CapturedOutput()
        let code = CommandLineTool.run(["run", Fixtures.sleepStudy.path, "--record", target],
                                       context: CommandContext(terminal: terminal, output: captured.output, environment: [:]))
        #expect(code == .unusable)
        #expect(captured.err.hasPrefix("consent-sim: the interactive demo needs a terminal."))
        #expect(terminal.stops == 1)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// `run --state FILE` without a terminal exited 2, yet wrote FILE: a new participant who had
    /// "launched 1 time" though nothing was shown, and a saved version 1 participant resumed on
    /// version 2 was saved as updated, so the next demo of version 1 refused the file as a later
    /// version's. The demo never started, so nothing is saved.
    @Test func withoutATerminalTheDemoSavesNoParticipant() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent("new.json").path
        let saved = folder.appendingPathComponent("v1.json").path
        try FileManager.default.copyItem(atPath: Fixtures.flows.appendingPathComponent("participants/walking-v1-visits-denied.json").path,
                                         toPath: saved)
        let before = try Data(contentsOf: URL(fileURLWithPath: saved))
        let v2 = Fixtures.repository.appendingPathComponent("Scenarios/studies/walking-study-v2").path
        for arguments in [["run", Fixtures.sleepStudy.path, "--state", fresh], ["run", v2, "--state", saved]] {
            let captured = CapturedOutput()
            let code = CommandLineTool.run(arguments, context: CommandContext(terminal: UnusableTerminal(), output: captured.output, environment: [:]))
            #expect(code == .unusable, "\(arguments): \(captured.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: fresh))
        #expect(try Data(contentsOf: URL(fileURLWithPath: saved)) == before)
    }

    @Test func quitExits0AndASignalExits128PlusItsNumber() {
        let quit = run([], script: [.init(at: 0.3, .key(.char("q")))])
        #expect(quit.code == .success)
        #expect(quit.terminal.isStarted && quit.terminal.isStopped)
        for (signal, code) in [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] {
            let r = run([], script: [.init(at: 0.3, .signal(signal))])
            #expect(r.code.rawValue == Int32(code))
            #expect(r.terminal.isStopped)
        }
    }

    @Test func aScriptThatRunsOutEndsWith2AndTheTerminalRestored() {
        let r = run([], script: [.init(at: 0.1, .key(.tab))])
        #expect(r.code == .unusable)
        #expect(r.terminal.isStopped)
        #expect(r.output.err.contains("lost the terminal"))
    }
}

/// A terminal that is not there: standard input or output is a pipe.
private final class UnusableTerminal: TerminalDevice {
    private(set) var stops = 0
    func start() throws { throw TerminalError.notATerminal }
    func stop() { stops += 1 }
    var size: TerminalSize { TerminalSize(width: 0, height: 0) }
    var colour: Bool { false }
    func draw(_ frame: Screen) {}
    func invalidate() {}
    func read(timeout milliseconds: Int) throws -> TerminalInput { .timedOut }
}

extension ExitCodeTests {
    /// `check --strict` fails on warnings too, so a CI gate can keep them out without parsing
    /// the JSON; without it a study with warnings alone passes, as Apple's review would.
    @Test func strictCheckFailsOnWarnings() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let study = folder.appendingPathComponent("study")
        try FileManager.default.copyItem(at: Fixtures.sleepStudy, to: study)
        let info = study.appendingPathComponent("Info.plist")
        let text = try String(contentsOf: info, encoding: .utf8)
        try text.replacingOccurrences(of: "<string>SLEEP_USAGE_AMBIENT_LIGHT</string>", with: "<string>TODO</string>")
            .write(to: info, atomically: true, encoding: .utf8)
        let plain = run(["check", study.path])
        #expect(plain.code == .success && plain.output.out.contains(#/\n0 errors, [1-9][0-9]* warnings?, /#), Comment(rawValue: plain.output.out))
        #expect(run(["check", study.path, "--strict"]).code == .failure)
        #expect(run(["check", Fixtures.sleepStudy.path, "--strict"]).code == .success, "notes alone pass")
        let against = run(["check", study.path, "--strict", "--against", Fixtures.sleepStudy.path])
        #expect(against.code == .usage && against.output.err.contains("--strict fails the checklist on warnings"))
    }
}
