import Foundation
import Testing
@testable import ConsentSimCLI
@testable import Scenarios
import SimCore
import TerminalUI
import Simulation
import SimCore

/// Each command's help lists exactly the options that command accepts.
@Suite struct CommandHelpTests {
    @Test func aCommandsHelpListsItsOwnOptionsOnly() {
        for command in Subcommand.allCases {
            let text = CommandHelp.text(for: command)
            #expect(text.hasPrefix("Usage: consent-sim "))
            for spec in command.specs { #expect(text.contains("  \(spec.synopsis) "), "\(command): \(spec.name)") }
            let others = Set(Subcommand.allCases.flatMap(\.specs).map(\.name)).subtracting(command.specs.map(\.name))
            for name in others { #expect(!text.contains(name + " "), "\(command) help mentions \(name)") }
        }
    }

    /// `help run` lists every key the demo's ? overlay lists: its hand-written list had no `u`
    /// (install the --update-to version, an option of run) and no Space.
    @Test func helpRunListsEveryKeyOfTheDemo() {
        let r = CommandRun.run(["help", "run"])
        #expect(r.code == .success)
        let lines = r.output.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  u ") && $0.hasSuffix("install the --update-to version") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  Enter Space ") })
        for entry in KeyMap.helpLines {
            #expect(lines.contains { $0.hasPrefix("  " + entry.keys + " ") && $0.hasSuffix(" " + entry.text) }, "\(entry.keys)")
        }
    }

    /// `help scenario` showed `fetch:` with `last:` only and `answer:` without `onRequired:`, so a
    /// reader of the help alone never found a `from:`/`to:` window (README's own snippets use it)
    /// or how to get past a declined Required sensor; both forms are parsed.
    @Test func helpScenarioShowsFetchWindowsAndAnswersOnRequired() {
        let lines = CommandRun.run(["help", "scenario"]).output.out.split(separator: "\n").map(String.init)
        let fetch = lines.first { $0.hasPrefix("  fetch: ") } ?? ""
        #expect(fetch.contains("last: 24h") && fetch.contains("from: -8d") && fetch.contains("to: -1d"), "\(fetch)")
        let answer = lines.first { $0.hasPrefix("  answer: ") } ?? ""
        #expect(answer.contains("onRequired: changeChoice|dontEnroll|fail|stop"), "\(answer)")
    }

    /// `help run`'s exit codes said 73 for "the --record or --cast file" only, while `run --state`
    /// and `--screenshots` into a place that cannot be made exit 73 too (README lists them): a user
    /// reading the help alone took the 73 for something else. Each output option named there does.
    @Test func helpRunNamesEveryOutputThatExits73() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a-file")
        try Data().write(to: file)
        let exitCodes = try #require(CommandHelp.text(for: .run).components(separatedBy: "Exit codes:").last)
        let outputs = [("--record", "walk.yaml"), ("--cast", "walk.cast"), ("--state", "p.json"), ("--screenshots", "shots")]
        for (option, name) in outputs {
            let r = CommandRun.run(["run", Fixtures.sleepStudy.path, option, file.appendingPathComponent(name).path])
            #expect(r.code == .cannotCreate, "\(option): \(r.output.err)")
            #expect(exitCodes.contains(option), "help run's exit codes do not name \(option)")
        }
    }

    /// `help scenario` lists every header key and every step with its argument, from the tables
    /// the parser reads (it was "unknown command scenario"; the syntax was in README alone).
    @Test func helpScenarioListsEveryHeaderKeyAndStep() {
        let r = CommandRun.run(["help", "scenario"])
        #expect(r.code == .success)
        let lines = r.output.out.split(separator: "\n").map(String.init)
        for key in ScenarioParser.headerKeys + ScenarioParser.appKeys {
            #expect(lines.contains { $0.hasPrefix("  ") && $0.split(separator: " ").contains { $0.trimmingCharacters(in: [","]) == key } }, "\(key)")
        }
        for step in StepTable.all {
            #expect(lines.contains("  " + step.name + (step.argument.map { ": " + $0 } ?? "")), "\(step.name)")
        }
        #expect(CommandRun.run(["help", "scenaro"]).output.err.contains("did you mean scenario?"))
        #expect(CommandHelp.main.contains("help scenario"))
    }

    /// `help scenario` listed `motion` and `given` among the header keys but not what they take,
    /// so a QA engineer reading it alone could not turn Fitness Tracking off or start from a
    /// participant's earlier answers; each map-taking key now lists its settings, as `app:` did.
    @Test func helpScenarioListsWhatMotionAndGivenTake() {
        let lines = CommandRun.run(["help", "scenario"]).output.out.split(separator: "\n").map(String.init)
        for (key, keys) in [("motion", ScenarioParser.motionKeys), ("given", ScenarioParser.givenKeys)] {
            guard let at = lines.firstIndex(where: { $0.hasPrefix("\(key): takes") }), at + 1 < lines.count else {
                Issue.record("\(key): takes is not in the help"); continue
            }
            for name in keys { #expect(lines[at + 1].contains(name), "\(key): \(name)") }
        }
        #expect(lines.contains { $0.contains("{fitnessTracking: off}") })
    }

    /// `help scenario` sends the reader to README's "Scripted flows" for what each key and step
    /// does: that section names every header key, `app:` setting and step the parser accepts
    /// (`app: {requestOnlyUndetermined, recordAuthorizedSensors}` were accepted and named nowhere).
    @Test func readmesScriptedFlowsNameEveryHeaderKeyAppSettingAndStep() throws {
        let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Scripted flows"))
        let end = try #require(readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex))
        let section = String(readme[start.lowerBound..<end.lowerBound])
        for name in ScenarioParser.headerKeys + ScenarioParser.appKeys + StepTable.names {
            let named = ["`", "{", ", ", "\n"].contains { before in [":", "`"].contains { after in section.contains(before + name + after) } }
            #expect(named, "README's Scripted flows do not name \(name)")
        }
    }

    /// `press:` takes the terminal's key names (Escape, BTab for Shift-Tab, PageDown, …), which
    /// neither `help scenario` nor README listed: a flow author guessed `Esc` or `ShiftTab`, and
    /// only the refusal named the real ones. The help's press line names every one the parser reads.
    @Test func helpScenarioNamesEveryKeyPressTakes() {
        let lines = CommandRun.run(["help", "scenario"]).output.out.split(separator: "\n").map(String.init)
        let at = lines.firstIndex { $0.hasPrefix("  press: ") } ?? 0
        let press = lines[at...].prefix(2).joined(separator: " ")
        for name in KeyName.names { #expect(press.contains(name), "help scenario's press: does not name \(name): \(press)") }
        #expect(press.contains("Shift-Tab") && press.contains("one character"), "\(press)")
    }

    /// `allowAll` and `denyAll` take `{except: [...]}` (README's "Saying more in fewer steps"),
    /// and `help scenario` said they take nothing: a reader of the help alone never found it.
    @Test func helpScenarioShowsAllowAllsExceptForm() {
        let lines = CommandRun.run(["help", "scenario"]).output.out.split(separator: "\n").map(String.init)
        for name in ["allowAll", "denyAll"] {
            #expect(lines.contains { $0.hasPrefix("  \(name): ") && $0.contains("{except: [") }, "\(name)")
        }
    }

    /// A study team's own executable (`ConsentSimInterface.main(app:)`) is named by its own name in
    /// its help, usage errors, messages and version: `reader-app --help` said "Usage: consent-sim".
    @Test func aTeamsExecutableIsNamedByItsOwnName() {
        ProgramName.$current.withValue(ProgramName.of(path: "/home/team/.build/debug/reader-app")) {
            let help = CommandRun.run(["--help"]).output.out
            #expect(help.hasPrefix("reader-app: a terminal simulator") && help.contains("Usage: reader-app [COMMAND]"), "\(help)")
            #expect(help.contains("Run `reader-app help COMMAND`") && !help.contains("consent-sim "), "\(help)")
            #expect(CommandRun.run(["help", "week"]).output.out.hasPrefix("Usage: reader-app week [STUDY]"))
            let bad = CommandRun.run(["week", "--speed", "2"])
            #expect(bad.output.err.hasPrefix("reader-app: unknown option --speed") && bad.output.err.contains("Run `reader-app help week` for usage."),
                    "\(bad.output.err)")
            #expect(CommandRun.run(["--version"]).output.out.hasPrefix("reader-app (ConsentSim "))
            // A message from the study loader too: a folder with translations and no Info.plist.
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-plist-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: empty.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
            try? Data("\"NSSensorKitUsageDescription\" = \"x\";\n".utf8).write(to: empty.appendingPathComponent("en.lproj/InfoPlist.strings"))
            defer { try? FileManager.default.removeItem(at: empty) }
            let week = CommandRun.run(["week", empty.path]).output.err
            #expect(week.contains("reader-app check on it says what is missing") && !week.contains("consent-sim"), "\(week)")
            // And in what it writes: an export's manifest says which command removes it.
            let out = empty.appendingPathComponent("out")
            #expect(CommandRun.run(["export", Fixtures.sleepStudy.path, "--format", "mhc", "--days", "1",
                                    "--sensors", "ambientLightSensor", "--out", out.path]).code == .success)
            let manifest = (try? String(contentsOf: out.appendingPathComponent("consent-sim-export.txt"), encoding: .utf8)) ?? ""
            #expect(manifest.hasPrefix("# Written by reader-app export. `reader-app export --force` removes"), "\(manifest)")
        }
        #expect(CommandRun.run(["--help"]).output.out.contains("Usage: consent-sim [COMMAND]"), "consent-sim keeps its own name")
    }

    /// No help says the same sentence twice (`help run` once repeated "Mouse clicks press buttons.").
    @Test func noHelpRepeatsASentence() {
        for command in Subcommand.allCases {
            let words = CommandHelp.text(for: command).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            var seen = Set<String>()
            for sentence in words.components(separatedBy: ". ") where sentence.count > 20 {
                #expect(seen.insert(sentence).inserted, "\(command) help repeats: \(sentence)")
            }
        }
    }

    /// The note naming where the bundled studies were looked for names each place once.
    @Test func theStudiesSearchedAreNamedOnce() {
        let places = BundledStudy.searchedPlaces().components(separatedBy: ", ")
        #expect(!places.isEmpty)
        #expect(Set(places).count == places.count, "\(places)")
    }

    /// Every command that prints exits 74 when standard output cannot be written (README: "every
    /// command that prints"); the help of state, bench and dossier left it out.
    @Test func everyCommandThatPrintsListsExit74() {
        for command in Subcommand.allCases where command != .run {
            let words = CommandHelp.text(for: command).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("74 standard output cannot be written"), "\(command)")
        }
    }

    /// A number the parser bounds says its bounds in the help: --jobs 65 was refused with
    /// "expects 1 to 64" though no help or README said so (--participants, --enrol-over, --pace too).
    @Test func boundedNumbersSayTheirBounds() {
        let play = CommandHelp.text(for: .play), export = CommandHelp.text(for: .export), run = CommandHelp.text(for: .run)
        #expect(play.contains("play N scenarios at once, 1 to 64"))
        #expect(CommandRun.run(["play", "x.yaml", "--jobs", "65"]).output.err.contains("--jobs expects 1 to 64"))
        #expect(export.contains("participants in the cohort, 1 to 100000"))
        #expect(export.contains("from --start, 0 to 365"))
        #expect(run.contains("each step, more than 0 and at most 600"))
    }

    /// The values and defaults an option's help names are read from the tables and defaults the
    /// commands use (the speeds, the phone's languages, the Motion timings, seed, start, pace,
    /// days, depth), where each was written out by hand beside them.
    @Test func optionHelpNamesTheValuesAndDefaultsTheCommandsUse() {
        let run = CommandHelp.text(for: .run), week = CommandHelp.text(for: .week), dossier = CommandHelp.text(for: .dossier)
        let speeds = SystemUI.speeds.map { String(Int($0)) }
        #expect(run.contains("(default \(Int(SystemUI.defaultSpeed)); rounded up to \(speeds.dropLast().joined(separator: ", ")) or \(speeds.last!))"))
        #expect(run.contains("the system's own text (\(SystemText.all.map(\.language).joined(separator: ", ")))"))
        #expect(run.contains("--lang " + SystemText.all.dropFirst().map(\.language).joined(separator: "|")))
        #expect(run.contains(MotionQueryTiming.allCases.map(\.rawValue).joined(separator: ", ")))
        #expect(run.contains("sample seed, a whole number (default \(SimulatedPhone.Options().seed))"))
        #expect(run.contains("(default \(ISODateTime.string(from: SimulatedPhone.Options().start)))"))
        #expect(run.contains("(default \(RunOptions().pace))"))
        #expect(week.contains("(default \(WeekOptions().days))"))
        #expect(dossier.contains("(default \(DossierOptions().depth))"))
    }

    /// bench's default study is the bundled all-sensors (share/consent-sim/studies once
    /// installed), not ./Scenarios/studies/all-sensors as its help said.
    @Test func benchsHelpNamesItsDefaultStudyAsTheBundledOne() {
        let help = CommandHelp.text(for: .bench)
        #expect(help.contains("(default: the bundled all-sensors study") && !help.contains("default: Scenarios/"))
    }

    @Test func theTopLevelHelpNamesEveryCommandAndExitCode() {
        for command in Subcommand.allCases { #expect(CommandHelp.main.contains("  \(command.rawValue) ")) }
        for code in ["0 success", "64 bad arguments", "70 internal error", "73 an output file cannot be created"] {
            #expect(CommandHelp.main.contains(code))
        }
    }

    /// The top-level help's exit codes are ExitCode's: each with its meaning, and the signal
    /// exits (130 after SIGINT) that run and export end with, which it left out.
    @Test func theTopLevelHelpListsEveryExitCodeOfTheTable() {
        let r = CommandRun.run(["--help"])
        let text = r.output.out.replacingOccurrences(of: "\n", with: " ")
        for (code, meaning) in ExitCode.meanings { #expect(text.contains("\(code) \(meaning)"), "\(code)") }
        #expect(text.contains("128 + the signal after a signal that ends the command (130 after SIGINT)."), "\(r.output.out)")
        let exitLines = r.output.out.components(separatedBy: "\n").drop { !$0.hasPrefix("Exit codes:") }.prefix { !$0.isEmpty }
        #expect(exitLines.count > 1 && exitLines.allSatisfy { $0.count <= 100 }, "\(exitLines)")
    }

    /// dossier, like export, ends with 128 + the signal after SIGINT or SIGTERM, --out left as it
    /// was (DossierCommand): its help's exit codes named neither.
    @Test func dossiersHelpNamesItsSignalExits() {
        let help = CommandHelp.text(for: .dossier)
        #expect(help.contains("130 or 143 after SIGINT or SIGTERM, --out as it was"), "\(help)")
    }

    /// Every help that speaks of a STUDY says what the loader accepts: a folder, an `.xcodeproj`,
    /// or a repository root holding one.
    @Test func theHelpSaysAStudyCanBeAnXcodeProject() {
        #expect(CommandHelp.main.contains(".xcodeproj"))
        for command in Subcommand.allCases where CommandHelp.text(for: command).contains("[STUDY]") || command == .check {
            #expect(CommandHelp.text(for: command).contains("STUDY is a study folder (the app's Info.plist and one .entitlements file), an .xcodeproj"), "\(command)")
        }
    }

    /// `help check` lists exactly the top-level keys `check --format json` prints.
    @Test func checksHelpListsTheKeysItsJSONHas() throws {
        let json = CommandRun.run(["check", Fixtures.sleepStudy.path, "--format", "json"]).output.out
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let help = CommandHelp.text(for: .check)
        let listed = try #require(help.firstMatch(of: /one object with the keys ([a-zA-Z, ]+)/)).output.1
        let keys = Set(listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        // `xcode` is there only for a project.
        #expect(keys.subtracting(["xcode"]) == Set(object.keys))
        #expect(keys.contains("xcode"))
    }
}
