import Foundation
import StudyConfig
import Testing
@testable import ConsentSimCLI

/// The command line is parsed once into each command's options; every mistake names the option.
@Suite struct InvocationTests {
    private func parse(_ line: String) throws(UsageError) -> Invocation {
        try Invocation.parse(line.split(separator: " ").map(String.init))
    }

    private func usageError(_ line: String) -> UsageError? {
        do { _ = try parse(line); return nil } catch { return error }
    }

    @Test func noArgumentsRunsTheDemoOnTheBundledStudy() throws {
        #expect(try Invocation.parse([]) == .run(RunOptions()))
        guard case .run(let o) = try parse("--seed 3") else { Issue.record("not run"); return }
        #expect(o.setup.seed == 3)
        #expect(o.study == nil)
    }

    @Test func everyRunOptionInBothSpellings() throws {
        for line in ["run studies/x --seed 7 --start 2026-04-01T09:30:00Z --no-watch --lang de --speed 3600 --record walk.yaml",
                     "run --seed=7 --start=2026-04-01T09:30:00Z --no-watch --lang=de --speed=3600 --record=walk.yaml studies/x"] {
            guard case .run(let o) = try parse(line) else { Issue.record("not run: \(line)"); continue }
            #expect(o.study == "studies/x")
            #expect(o.setup == StudyOptions(seed: 7, start: ISO8601DateFormatter().date(from: "2026-04-01T09:30:00Z"),
                                            watch: false, language: "de"))
            #expect(o.speed == 3600)
            #expect(o.record == "walk.yaml")
        }
        guard case .run(let watched) = try parse("run --watch") else { Issue.record("not run"); return }
        #expect(watched.setup.watch == true)
    }

    @Test func everyWeekOptionSharesTheStudyOptions() throws {
        guard case .week(let o) = try parse("week studies/x --seed=2 --start 2026-05-04T00:00:00Z --watch --lang es --days 30 --deny")
        else { Issue.record("not week"); return }
        #expect(o.study == "studies/x")
        #expect(o.setup == StudyOptions(seed: 2, start: ISO8601DateFormatter().date(from: "2026-05-04T00:00:00Z"), watch: true, language: "es"))
        #expect(o.days == 30)
        #expect(!o.allow)
        #expect(try parse("week") == .week(WeekOptions()))
        guard case .week(let m) = try parse("week --motion never"), case .run(let r) = try parse("run --motion=atLaunch")
        else { Issue.record("not week and run"); return }
        #expect(m.setup.motion == .never && r.setup.motion == .atLaunch)
    }

    @Test func projectOptionsOnEveryStudyCommand() throws {
        for line in ["run app --target App --configuration Debug --set PRODUCT_NAME=mindLAMP --set=TEAM=X",
                     "week app --target=App --configuration=Debug --set PRODUCT_NAME=mindLAMP --set TEAM=X",
                     "check app --target App --configuration Debug --set PRODUCT_NAME=mindLAMP --set TEAM=X",
                     "bench --study app --target App --configuration Debug --set PRODUCT_NAME=mindLAMP --set TEAM=X"] {
            let expected = StudyLoadOptions(target: "App", configuration: "Debug", variables: ["PRODUCT_NAME": "mindLAMP", "TEAM": "X"])
            switch try parse(line) {
            case .run(let o): #expect(o.project == expected, "\(line)")
            case .week(let o): #expect(o.project == expected, "\(line)")
            case .check(let o): #expect(o.project == expected, "\(line)")
            case .bench(let o): #expect(o.project == expected, "\(line)")
            default: Issue.record("unexpected command: \(line)")
            }
        }
        #expect(usageError("run --set PRODUCT_NAME")?.message == "--set expects NAME=VALUE, got PRODUCT_NAME")
        #expect(usageError("run --set A-B=1")?.message == "--set: A-B is not a build variable name (a letter or _, then letters, digits and _)")
        #expect(usageError("run --set 1A=1")?.message == "--set: 1A is not a build variable name (a letter or _, then letters, digits and _)")
        #expect(usageError("run --target A --target B")?.message == "--target is given twice; give it once")
        // The last --set of a name wins.
        guard case .run(let o) = try parse("run --set A=1 --set A=2") else { Issue.record("not run"); return }
        #expect(o.project.variables == ["A": "2"])
    }

    @Test func everyCheckPlayAndBenchOption() throws {
        guard case .check(let c) = try parse("check s --info-plist a.plist --entitlements=b.entitlements --lang de --format json")
        else { Issue.record("not check"); return }
        #expect(c.study == "s" && c.infoPlist == "a.plist" && c.entitlements == "b.entitlements" && c.language == "de" && c.format == .json)

        guard case .play(let p) = try parse("play a.yaml flows/ --tags motion,smoke --exclude-tags=slow --junit r.xml --transcript out --format=json")
        else { Issue.record("not play"); return }
        #expect(p.paths == ["a.yaml", "flows/"])
        #expect(p.tags == ["motion", "smoke"] && p.excludedTags == ["slow"])
        #expect(p.junit == "r.xml" && p.transcript == "out" && p.format == .json)
        #expect(!p.failFast && p.jobs == 1)
        guard case .play(let q) = try parse("play flows/ --fail-fast --jobs 2") else { Issue.record("not play"); return }
        #expect(q.failFast && q.jobs == 2)
        #expect(usageError("play flows/ --jobs 0")?.message == "--jobs expects 1 to 64, got 0")

        guard case .bench(let b) = try parse("bench --format json --study heavy") else { Issue.record("not bench"); return }
        #expect(b.format == .json && b.study == "heavy")
    }

    @Test func aDoubleDashEndsTheOptions() throws {
        guard case .play(let p) = try parse("play -- --odd-name.yaml") else { Issue.record("not play"); return }
        #expect(p.paths == ["--odd-name.yaml"])
    }

    @Test func anUnknownOptionIsNamedWithTheLikelyOne() {
        #expect(usageError("run --sed 3") == UsageError("unknown option --sed (did you mean --seed?)", command: .run))
        #expect(usageError("play x --junitt r.xml")?.message == "unknown option --junitt (did you mean --junit?)")
        #expect(usageError("check s --verbose")?.message == "unknown option --verbose")
        // An option of another command is unknown here, and named as that command's: `week
        // --speed` suggested --seed.
        #expect(usageError("bench --speed 3")?.message == "unknown option --speed here (it is an option of run)")
        #expect(usageError("week --speed 60")?.message == "unknown option --speed here (it is an option of run)")
        #expect(usageError("check s --junit r.xml")?.message == "unknown option --junit here (it is an option of play)")
        #expect(usageError("week -x")?.message == "unknown option -x")
    }

    /// README: "A mistyped option is named with the likely one". `--help` (every command's) and
    /// `--version` (the program's) were left out of the likely ones: `consent-sim --verison` and
    /// `week --hlep` said only "unknown option", and `week --version` gave no way to the version.
    @Test func aSlipOfHelpOrVersionIsNamedWithIt() {
        #expect(usageError("--verison")?.message == "unknown option --verison (did you mean --version?)")
        #expect(usageError("--hlep")?.message == "unknown option --hlep (did you mean --help?)")
        #expect(usageError("week --hlep")?.message == "unknown option --hlep (did you mean --help?)")
        #expect(usageError("play x --hepl")?.message == "unknown option --hepl (did you mean --help?)")
        #expect(usageError("week --version")?.message == "unknown option --version here (it is given alone: consent-sim --version)")
        // The command's own options still come first: --seed, not --help, for --sed.
        #expect(usageError("run --sed 3")?.message == "unknown option --sed (did you mean --seed?)")
    }

    @Test func aMissingValueNamesTheOption() {
        #expect(usageError("run --seed")?.message == "--seed needs a value (--seed N)")
        #expect(usageError("run --seed --no-watch")?.message == "--seed needs a value (--seed N)")
        #expect(usageError("play x --junit=")?.message == "--junit needs a value (--junit FILE)")
        // An empty word is no value either (`--lang ""` in a script whose variable is unset).
        func refusal(_ arguments: [String]) -> String? {
            do { _ = try Invocation.parse(arguments); return nil } catch { return error.message }
        }
        #expect(refusal(["check", "s", "--lang", ""]) == "--lang needs a value (--lang LANG)")
        #expect(refusal(["check", "s", "--set", "=x"]) == "--set: =x names no variable before = (a letter or _, then letters, digits and _)")
    }

    @Test func aMalformedValueSaysWhatWasExpected() {
        #expect(usageError("run --seed -1")?.message == "--seed expects a whole number ≥ 0, got -1")
        #expect(usageError("week --start tomorrow")?.message
                == "--start expects an ISO 8601 date-time from 1970 to 2099 such as 2026-03-02T08:00:00Z, got tomorrow")
        #expect(usageError("week --days 61")?.message == "--days expects 1 to 60, got 61")
        // "To 2099" means what it says: the last second of 2099 is taken, the first of 2100 is not.
        #expect(usageError("week --start 2099-12-31T23:59:59Z") == nil)
        #expect(usageError("week --start 2100-01-01T00:00:00Z")?.message
                == "--start expects an ISO 8601 date-time from 1970 to 2099 such as 2026-03-02T08:00:00Z, got 2100-01-01T00:00:00Z")
        // An impossible date is refused, saying which field, not rolled over to the next month.
        #expect(usageError("week --start 2026-02-30T00:00:00Z")?.message
                == "--start expects an ISO 8601 date-time from 1970 to 2099 such as 2026-03-02T08:00:00Z, got 2026-02-30T00:00:00Z "
                + "(day 30 is past the end of Feb 2026, which has 28 days)")
        for text in ["2026-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-03-02T24:00:00Z", "2026-03-02T08:00:00+99:00"] {
            #expect(usageError("week --start \(text)")?.message.hasPrefix("--start expects an ISO 8601 date-time") == true, "\(text)")
        }
        #expect(usageError("run --speed 0")?.message
                == "--speed expects virtual seconds per real second, more than 0 and at most 86400, got 0")
        #expect(usageError("check s --format yaml")?.message == "--format expects text or json, got yaml")
        #expect(usageError("run --record walk.txt")?.message == "--record writes a scenario: give a .yaml file, got walk.txt")
        #expect(usageError("run --watch=yes")?.message == "--watch takes no value, got --watch=yes")
        #expect(usageError("week --motion later")?.message == "--motion expects afterSheet, atLaunch, never, got later")
    }

    /// `dossier --lang en,de` takes a list, so a user writes it on play too: it was refused as
    /// "not a language tag", not saying play wants one --lang per language.
    @Test func playsCommaListOfLanguagesSaysToRepeatLang() {
        #expect(usageError("play x --lang en,de")?.message
                == "--lang en,de: play takes one language per --lang, each a combination; give --lang en --lang de")
        #expect(usageError("play x --lang e!")?.message.hasSuffix("not a language tag (such as de, zh-Hans or pt_BR)") == true)
    }

    @Test func contradictionsAndRepeatsAreRefused() {
        #expect(usageError("run --watch --no-watch")?.message == "--watch and --no-watch contradict each other; give one")
        #expect(usageError("week --no-watch --watch")?.message == "--watch and --no-watch contradict each other; give one")
        #expect(usageError("run --seed 1 --seed=2")?.message == "--seed is given twice; give it once")
        #expect(usageError("play x --tags a,b --exclude-tags b")?.message
                == "--tags and --exclude-tags both name b; give it in one of them")
    }

    @Test func missingAndExtraPositionals() {
        #expect(usageError("check")?.message == "check needs a STUDY: a study folder, an .xcodeproj or a repository root (or --info-plist FILE)")
        #expect(usageError("play --tags a")?.message == "play needs scenario files or folders, e.g. consent-sim play Scenarios/")
        #expect(usageError("run a b")?.message == "unexpected argument b (this command takes one study folder)")
        #expect(usageError("bench extra")?.message == "unexpected argument extra (this command takes no arguments)")
    }

    @Test func unknownCommandsSuggestTheNearOneOrRun() {
        #expect(usageError("plya x") == UsageError("unknown command plya (did you mean play?)"))
        #expect(usageError("Scenarios/studies/mood-study")?.message
                == "unknown command Scenarios/studies/mood-study (to run the demo on a study folder: consent-sim run Scenarios/studies/mood-study)")
        #expect(usageError("help nope")?.message == "unknown command nope")
        // So the usage line nests STUDY inside [run]: "[run] [STUDY]" promised `consent-sim STUDY`.
        #expect(CommandHelp.text(for: .run).hasPrefix("Usage: consent-sim [run [STUDY]] [options]"))
    }

    @Test func helpAtEveryLevel() throws {
        #expect(try parse("--help") == .help(nil))
        #expect(try parse("-h") == .help(nil))
        #expect(try parse("help") == .help(nil))
        #expect(try parse("help --help") == .help(nil))
        #expect(try parse("--version") == .version)
        for command in Subcommand.allCases {
            #expect(try parse("\(command.rawValue) --help") == .help(command))
            #expect(try parse("\(command.rawValue) -h") == .help(command))
            #expect(try parse("help \(command.rawValue)") == .help(command))
        }
        // Help wins over a mistake, so the user fixing it can read the options.
        #expect(try parse("run --sed 3 --help") == .help(.run))
        #expect(try parse("--seed 3 -h") == .help(.run))
        #expect(usageError("--version now")?.message == "--version takes nothing else, got now")
    }
}
