import Foundation
import Testing
import Scenarios
import SimCore
@testable import ConsentSimCLI

/// `play`'s matrix options and `--shard`: each combination plays every scenario under its own
/// name, and N shards together play every case once.
@Suite struct PlayMatrixTests {
    /// Every test case in a JUnit report, as `classname/name`, and whether it was skipped.
    static func cases(_ junit: String) -> [(id: String, skipped: Bool)] {
        let blocks = junit.components(separatedBy: "<testcase ").dropFirst()
        return blocks.map { block in
            let classname = block.firstMatch(of: /classname="([^"]*)"/).map { String($0.1) } ?? ""
            let name = block.firstMatch(of: /\ name="([^"]*)"/).map { String($0.1) } ?? ""
            let head = block.components(separatedBy: "</testcase>")[0]
            return ("\(classname)/\(name)", head.contains("<skipped"))
        }
    }

    /// A few small scenarios, one tagged `later` (to be left out), so a run has cases of both kinds.
    static func suite(in folder: URL) throws -> String {
        let flows = folder.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        for (i, name) in ["walk", "deny", "allow", "later", "again"].enumerated() {
            let tags = name == "later" ? "tags: [later]\n" : ""
            let answer = i % 2 == 0 ? "allow" : "deny"
            let status = i % 2 == 0 ? "authorized" : "denied"
            try """
                name: \(name)
                \(tags)study: \(Fixtures.sleepStudy.path)
                steps:
                  - launch
                  - answer: {ambientLightSensor: \(answer), default: allow}
                  - expectStatus: {ambientLightSensor: \(status)}

                """.write(to: flows.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        return flows.path
    }

    @Test(.tags(.slow)) func everyFlowPlaysOncePerCombinationUnderItsOwnName() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("r.xml").path
        // The flows whose header names another phone (lang:, ios:, watch:, state:) are skipped in
        // the combinations not theirs, listed as skipped; the rest pass on every phone.
        let r = CommandRun.run(["play", Fixtures.flows.path, "--lang", "en", "--lang", "de", "--watch", "--no-watch",
                                "--exclude-tags", "later", "--junit", junit, "--jobs", "2", "--screenshots", folder.path])
        #expect(r.code == .success, Comment(rawValue: r.output.err + r.output.out.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.joined(separator: "\n")))
        let flowCount = try ScenarioFiles.find([Fixtures.flows.path]).files.count
        let cases = Self.cases(try String(contentsOfFile: junit, encoding: .utf8))
        #expect(cases.count == 4 * flowCount)
        #expect(Set(cases.map(\.id)).count == cases.count)
        for label in ["[en, watch]", "[en, no watch]", "[de, watch]", "[de, no watch]"] {
            #expect(cases.filter { $0.id.hasSuffix(label) }.count == flowCount, "\(label)")
        }
        let perFile = Dictionary(grouping: cases, by: { $0.id.components(separatedBy: "/").dropLast().joined(separator: "/") })
        #expect(perFile.count == flowCount && perFile.values.allSatisfy { $0.count == 4 })
        let played = cases.filter { !$0.skipped }.count
        #expect(played > 0 && played < cases.count)
        #expect(r.output.out.contains("\(played) scenarios: \(played) passed, 0 failed, \(cases.count - played) skipped, written for another phone"),
                Comment(rawValue: String(r.output.out.suffix(300))))
    }

    /// README's matrix snippets, run as written (their shard and report aside) on the bundled
    /// flows, pass: a flow bound to its own language or Watch says so in its header, and the
    /// matrix skips it on another phone, with no tags to leave out.
    @Test(.tags(.slow)) func theREADMEsMatrixJobsPassOnTheBundledFlows() throws {
        let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let starts = lines.indices.filter { lines[$0].contains("consent-sim play Scenarios/flows --lang en --lang de --watch --no-watch") }
        #expect(starts.count == 3, "the matrix example, the GitHub Actions and GitLab CI snippets")
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for start in starts {
            let end = try #require(lines[start...].firstIndex { $0.contains("--junit") })
            let command = lines[start...end].joined(separator: " ")
            let all: [String] = command.split(separator: " ").map(String.init)
            let afterPlay: [String] = Array(all.drop { $0 != "play" }.dropFirst())
            let words: [String] = Array(afterPlay.prefix { $0 != "--shard" && $0 != "--junit" })
            #expect(words.first == "Scenarios/flows" && !words.contains("--exclude-tags"), "\(command)")
            let arguments: [String] = ["play", Fixtures.flows.path] + words.dropFirst() + ["--jobs", "2", "--screenshots", folder.path]
            let r = CommandRun.run(arguments)
            #expect(r.code == .success, Comment(rawValue: r.output.out.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.joined(separator: "\n")))
        }
    }

    /// The text report's cases add up to the JSON and JUnit reports': it used to count the
    /// played ones alone ("4 scenarios") where JUnit said tests="5" skipped="1".
    @Test func theTextSummaryCountsTheCasesTheTagsLeftOut() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = try Self.suite(in: folder)
        let junit = folder.appendingPathComponent("r.xml").path
        let r = CommandRun.run(["play", flows, "--exclude-tags", "later", "--junit", junit])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        #expect(r.output.out.hasSuffix("4 scenarios: 4 passed, 0 failed, 1 left out by the tags\n"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains(#"tests="5" failures="0" errors="0" skipped="1""#))
    }

    /// In a matrix the JSON report's `skippedScenarios` had no `combination`, though README
    /// lists it and the played cases have one: the cases the tags left out (or `--fail-fast`
    /// stopped) were told apart only by the label in their names.
    @Test func skippedCasesOfAMatrixNameTheirCombination() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = try Self.suite(in: folder)
        let r = CommandRun.run(["play", flows, "--watch", "--no-watch", "--exclude-tags", "later", "--format", "json"])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.output.out.utf8)) as? [String: Any])
        let skipped = try #require(report["skippedScenarios"] as? [[String: Any]])
        #expect(skipped.map { $0["combination"] as? String } == ["watch", "no watch"])
        #expect(skipped.map { $0["name"] as? String } == ["later [watch]", "later [no watch]"])
        // Without matrix options there is no combination to name.
        let plain = CommandRun.run(["play", flows, "--exclude-tags", "later", "--format", "json"])
        let one = try #require(try JSONSerialization.jsonObject(with: Data(plain.output.out.utf8)) as? [String: Any])
        #expect((one["skippedScenarios"] as? [[String: Any]])?.first?["combination"] == nil)
    }

    /// An English flow's `expectNoScreen` of the phone's own words passed on any other phone
    /// whatever happened: `--lang` refuses it at its line unless the tags leave the file out;
    /// the header's own `lang:` (English words ruled out on purpose) is left alone.
    @Test func englishPhoneWordsRuledOutUnderAnotherLangAreRefused() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("gone.yaml")
        try """
            name: gone
            tags: [words]
            study: \(Fixtures.sleepStudy.path)
            steps:
              - launch
              - allowAll
              - done
              - expectNoScreen: "Research Sensor & Usage Data Request"

            """.write(to: file, atomically: true, encoding: .utf8)
        let refused = CommandRun.run(["play", file.path, "--lang", "en", "--lang", "de"])
        #expect(refused.code == .usage)
        #expect(refused.output.err.contains("gone.yaml:8:5: expectNoScreen: \"Research Sensor & Usage Data Request\" is the English iPhone's words, and --lang de plays it on a phone in de"),
                Comment(rawValue: refused.output.err))
        #expect(CommandRun.run(["play", file.path, "--lang", "de", "--exclude-tags", "words", "--screenshots", folder.path]).code == .unusable,
                "left out by the tags: nothing else matched, and nothing was refused")
        #expect(CommandRun.run(["play", file.path, "--lang", "en"]).code == .success)
        let own = folder.appendingPathComponent("own.yaml")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "steps:", with: "lang: de\nsteps:")
            .write(to: own, atomically: true, encoding: .utf8)
        #expect(CommandRun.run(["play", own.path]).code == .success, "a header's own lang: rules the English words out on purpose")
    }

    /// A flow refused for ruling out words only its own phone shows was told to tag itself
    /// `lang-bound` (or `ios-bound`) and be left out by hand with `--exclude-tags`; the header
    /// naming its phone is what the matrix reads now: the refusal says to write it, and the
    /// file that does is skipped under another phone's option, saying why.
    @Test func aRefusedFileIsToldToNameItsPhoneInItsHeader() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("gone.yaml")
        func write(_ header: String) throws {
            try "name: gone\nstudy: \(Fixtures.sleepStudy.path)\n\(header)steps:\n  - launch\n  - expectNoScreen: \"Research Sensor & Usage Data Request\"\n"
                .write(to: file, atomically: true, encoding: .utf8)
        }
        try write("")
        let refused = CommandRun.run(["play", file.path, "--lang", "de"])
        #expect(refused.code == .usage)
        #expect(refused.output.err.contains("(give the file lang: en, the phone it was written for, and --lang of another language skips it)"),
                Comment(rawValue: refused.output.err))
        try write("lang: en\n")
        let skipped = CommandRun.run(["play", file.path, "--lang", "de"])
        #expect(skipped.code == .unusable, "every case skipped: nothing was tested")
        #expect(skipped.output.out.contains("SKIP  gone [de]  (\(file.path): written for a phone in en (its header's lang:), not de)"),
                Comment(rawValue: skipped.output.out + skipped.output.err))
        let same = CommandRun.run(["play", file.path, "--lang", "en-GB"])
        #expect(same.code == .failure && same.output.out.contains("FAIL  gone [en-GB]"), "the same language plays, and the English sheet is there")
        // Current iOS's sentence, full stop included, is never on iOS 17's screen.
        let sentence = folder.appendingPathComponent("sentence.yaml")
        func motion(_ header: String) throws {
            try """
                name: sentence
                study: \(Fixtures.repository.appendingPathComponent("Scenarios/studies/mobility-study").path)
                \(header)motion: {fitnessTracking: off}
                steps:
                  - launch
                  - allowAll
                  - done
                  - expectNoScreen: "would like to access your Motion & Fitness activity."

                """.write(to: sentence, atomically: true, encoding: .utf8)
        }
        try motion("")
        let alert = CommandRun.run(["play", sentence.path, "--ios", "17.4"])
        #expect(alert.code == .usage)
        #expect(alert.output.err.contains(#"(give the file ios: "27.1", the iOS it was written for (or "18+" where it holds from 18 on), and --ios of another skips it)"#),
                Comment(rawValue: alert.output.err))
        try motion("ios: \"18+\"\n")
        let from18 = CommandRun.run(["play", sentence.path, "--ios", "17.4", "--ios", "18", "--ios", "26"])
        #expect(from18.code == .success, Comment(rawValue: from18.output.out + from18.output.err))
        #expect(from18.output.out.contains(#"SKIP  sentence [iOS 17.4]  ("# + sentence.path + #": written for iOS 18.0 or later (its header's ios: "18+"), not iOS 17.4)"#),
                Comment(rawValue: from18.output.out))
        #expect(from18.output.out.contains("PASS  sentence [iOS 18.0]") && from18.output.out.contains("PASS  sentence [iOS 26.0]"))
        #expect(from18.output.out.contains("2 scenarios: 2 passed, 0 failed, 1 skipped, written for another phone (SKIP above)"))
    }

    /// fitness-tracking-off.yaml ruled out the alert's sentence with its full stop, words iOS 17
    /// never shows, so --ios 17.4 refused it: it now rules out and then expects the alert's title
    /// in either form, and means on every iOS the matrix plays what it means on current iOS.
    @Test func theFitnessTrackingFlowPlaysOnEveryIOSOfTheMatrix() {
        for ios in ["17.4", "18", "26", "27"] {
            let r = CommandRun.run(["play", Fixtures.flows.appendingPathComponent("fitness-tracking-off.yaml").path, "--ios", ios])
            #expect(r.code == .success, "--ios \(ios): \(r.output.err)\(r.output.out)")
        }
    }

    /// `play Scenarios/flows --ios 17.4` failed six bundled flows: two written for iOS 17.0 (their
    /// `ios:` overridden), four expecting the alert's wording of iOS 18 and later; `--lang`,
    /// `--watch` and `--no-watch` failed or refused the flows written for their own phone. Under
    /// each phone's option the suite now passes, the flows written for another phone skipped,
    /// each on a SKIP line and counted.
    @Test(.tags(.slow), arguments: [["--ios", "17.4"], ["--ios", "18"], ["--ios", "26"], ["--ios", "27"],
                                    ["--lang", "de"], ["--lang", "es"], ["--watch"], ["--no-watch"]])
    func theBundledFlowsPassOnEachPhoneOfTheMatrix(options: [String]) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = CommandRun.run(["play", Fixtures.flows.path] + options + ["--jobs", "2", "--screenshots", folder.path])
        let failed = r.output.out.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.joined(separator: "\n")
        #expect(r.code == .success, Comment(rawValue: failed + r.output.err))
        let skips = r.output.out.split(separator: "\n").filter { $0.hasPrefix("SKIP") }
        #expect(r.output.out.contains("0 failed, \(skips.count) skipped, written for another phone (SKIP above)"), Comment(rawValue: String(r.output.out.suffix(200))))
        if options == ["--ios", "17.4"] {
            #expect(skips.contains { $0.contains("ecg-absent-on-ios-17.yaml: written for iOS 17.0 (its header's ios:), not iOS 17.4") })
            #expect(skips.contains { $0.contains(#"motion-allowed.yaml: written for iOS 18.0 or later (its header's ios: "18+"), not iOS 17.4"#) })
            #expect(!skips.contains { $0.contains("motion-denied.yaml") }, "it holds on every iOS")
        }
    }

    /// A check that rules words out ignores case, so "would like to access your Motion" rules out
    /// iOS 17's title-case alert too: refused under --ios 17.4 as checking nothing, it now plays.
    @Test func wordsRuledOutInAnyCaseAreNotRefusedWhereTheOtherCapitalsShow() {
        let motion = CommandRun.run(["play", Fixtures.flows.appendingPathComponent("motion-denied.yaml").path, "--ios", "17.4"])
        #expect(motion.code == .success, Comment(rawValue: motion.output.err))
    }

    /// The study's own English text (its German translation is what a German phone shows) and
    /// a regular expression of the phone's English words passed on a German phone whatever
    /// happened, as plain English phone words did before they were refused: `--lang` refuses
    /// them too; the study's text a German phone also shows is left alone.
    @Test func englishStudyTextAndEnglishRegexesRuledOutUnderAnotherLangAreRefused() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func play(_ check: String) throws -> (code: ExitCode, output: CapturedOutput, terminal: ScriptedTerminal) {
            let file = folder.appendingPathComponent("words.yaml")
            try "study: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - next\n  - \(check)\n"
                .write(to: file, atomically: true, encoding: .utf8)
            return CommandRun.run(["play", file.path, "--lang", "de", "--screenshots", folder.path])
        }
        let description = try play(#"expectNoScreen: "The study records the brightness""#)
        #expect(description.code == .usage)
        #expect(description.output.err.contains(#"words.yaml:5:5: expectNoScreen: "The study records the brightness" is the English iPhone's words, and --lang de"#),
                Comment(rawValue: description.output.err))
        let regex = try play(#"expectNoScreen: {regex: "Allow Collection & Sharing"}"#)
        #expect(regex.code == .usage)
        #expect(regex.output.err.contains("words.yaml:5:5: expectNoScreen: /Allow Collection & Sharing/ is the English iPhone's words"),
                Comment(rawValue: regex.output.err))
        #expect(try play(#"expectNoScreen: "Schlafstudie möchte""#).code == .success, "German words a German phone can show are checked")
    }

    /// A flow whose header sets its own `lang: de-CH` and rules out the English words on purpose
    /// was refused under `--lang de` as if it were written for an English phone, though that
    /// phone speaks its own language: it is left alone; under `--lang fr` it is skipped, as
    /// written for another phone.
    @Test func aHeadersOwnLanguageIsWhatTheFlowWasWrittenFor() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("own.yaml")
        try """
            study: \(Fixtures.sleepStudy.path)
            lang: de-CH
            steps:
              - launch
              - expectNoScreen: "Research Sensor & Usage Data Request"
              - expectNoScreen: "Forschungszweck der Studie steht hier nicht"

            """.write(to: file, atomically: true, encoding: .utf8)
        let same = CommandRun.run(["play", file.path, "--lang", "de"])
        #expect(same.code == .success, Comment(rawValue: same.output.err))
        let other = CommandRun.run(["play", file.path, "--lang", "fr", "--lang", "de"])
        #expect(other.code == .success, Comment(rawValue: other.output.err))
        #expect(other.output.out.contains("written for a phone in de-CH (its header's lang:), not fr)"), Comment(rawValue: other.output.out))
        #expect(other.output.out.contains("PASS  own [de]"), Comment(rawValue: other.output.out))
    }

    /// A flow written for current iOS that rules out its Motion & Fitness alert's sentence passed
    /// on iOS 17.4 with the alert on screen (worded in title case there): `--ios` refuses it at
    /// its line; the header's own `ios:` (the other wording ruled out on purpose) is left alone.
    /// A check that rules words out ignores case, so only words the other form lacks in every
    /// case (the sentence's full stop) are refused; the rest now see the title-case alert.
    @Test func theAlertWordingOfAnotherIOSRuledOutUnderIOSIsRefused() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("alert.yaml")
        let study = Fixtures.sleepStudy.deletingLastPathComponent().appendingPathComponent("mobility-study").path
        func write(_ check: String, to url: URL = file, header: String = "") throws {
            try "study: \(study)\n\(header)steps:\n  - launch\n  - allowAll\n  - done\n  - expectNoScreen: \(check)\n"
                .write(to: url, atomically: true, encoding: .utf8)
        }
        try write("\"your Motion & Fitness activity.\"")
        let refused = CommandRun.run(["play", file.path, "--ios", "17.4"])
        #expect(refused.code == .usage)
        #expect(refused.output.err.contains(#"alert.yaml:6:5: expectNoScreen: "your Motion & Fitness activity." is iOS 27.1's words, and --ios plays it on iOS 17.4"#),
                Comment(rawValue: refused.output.err))
        #expect(CommandRun.run(["play", file.path, "--ios", "26"]).code == .failure, "the same wording on iOS 26: the alert is there")
        try write("\"would like to access your Motion\"")
        #expect(CommandRun.run(["play", file.path, "--ios", "17.4"]).code == .failure, "the title-case alert is there, in other capitals")
        let own = folder.appendingPathComponent("own.yaml")
        try write("{regex: \"would like to access your Motion\"}", to: own, header: "ios: \"17.4\"\n")
        #expect(CommandRun.run(["play", own.path]).code == .success, "a header's own ios: rules the other wording out on purpose, in its own case")
    }

    @Test func threeShardsTogetherAreTheWholeRunWithNoCaseTwice() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = try Self.suite(in: folder)
        let matrix = ["--lang", "en", "--lang", "de", "--watch", "--no-watch", "--exclude-tags", "later"]
        func run(_ shard: String?) throws -> [(id: String, skipped: Bool)] {
            let junit = folder.appendingPathComponent("r\(shard?.first.map(String.init) ?? "").xml").path
            let r = CommandRun.run(["play", flows, "--junit", junit, "--screenshots", folder.path] + matrix + (shard.map { ["--shard", $0] } ?? []))
            #expect(r.code == .success, Comment(rawValue: r.output.err))
            return Self.cases(try String(contentsOfFile: junit, encoding: .utf8))
        }
        let whole = try run(nil)
        #expect(whole.count == 5 * 4 && whole.filter(\.skipped).count == 4)
        let shards = try ["1/3", "2/3", "3/3"].map(run)
        let union = shards.flatMap { $0 }
        #expect(union.count == whole.count)
        #expect(Set(union.map(\.id)) == Set(whole.map(\.id)))
        // Dealt evenly: 16 played cases are 6, 5 and 5; 4 left out are 2, 1 and 1.
        #expect(shards.map { $0.filter { !$0.skipped }.count } == [6, 5, 5])
        #expect(shards.map { $0.filter(\.skipped).count } == [2, 1, 1])
        // The same shard is the same cases, run after run.
        #expect(try run("2/3").map(\.id) == shards[1].map(\.id))
    }

    @Test func aShardWithNothingToPlayPasses() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("r.xml").path
        let r = CommandRun.run(["play", Fixtures.flows.appendingPathComponent("all-allowed.yaml").path, "--shard", "2/2", "--junit", junit])
        #expect(r.code == .success)
        #expect(r.output.err.contains("shard 2/2: 0 of the run's 1 case"))
        #expect(!r.output.out.contains("PASS"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("tests=\"0\""))
    }

    @Test func theTranscriptSaysWhichOptionReplacedTheHeader() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("t").path
        let flow = Fixtures.flows.appendingPathComponent("heart-decline-heart-rate.yaml").path
        let r = CommandRun.run(["play", flow, "--lang", "fr", "--no-watch", "--seed", "7", "--screen", "100x30", "--transcript", out])
        #expect(r.code == .failure || r.code == .success, Comment(rawValue: r.output.err))
        let text = try String(contentsOfFile: out + "/heart-decline-heart-rate.fr.seed-7.100x30.no-watch.txt", encoding: .utf8)
        #expect(text.contains("lang: fr (from --lang, the header says none)"))
        // The header has no seed:, screen: or watch:: the note says so and gives the default, where
        // it said "the header says 1" of a header that says nothing of the seed.
        #expect(text.contains("watch: none (from --no-watch, the header says none, so paired)"))
        #expect(text.contains("seed: 7 (from --seed, the header says none, so 1)"))
        #expect(text.contains("screen: 100x30 (from --screen, the header says none, so 80x24)"))
        #expect(r.output.out.contains("[fr, seed 7, 100x30, no watch]"))
    }

    /// A header that gives the value is quoted as it is.
    @Test func theTranscriptQuotesAHeaderThatGivesTheValue() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("t").path
        let flow = Fixtures.flows.appendingPathComponent("wide-screen-watch-model.yaml").path
        let r = CommandRun.run(["play", flow, "--screen", "100x30", "--watch", "--no-watch", "--transcript", out])
        #expect(r.code == .failure || r.code == .success, Comment(rawValue: r.output.err))
        let text = try String(contentsOfFile: out + "/wide-screen-watch-model.100x30.watch.txt", encoding: .utf8)
        #expect(text.contains("watch: Watch6,18 (its header's, which --watch keeps)"), "\(text.prefix(400))")
        #expect(text.contains("screen: 100x30 (from --screen, the header says 120x40)"), "\(text.prefix(400))")
        // Written for a phone with that Watch: not played without one, and its transcript says why.
        let skipped = try String(contentsOfFile: out + "/wide-screen-watch-model.100x30.no-watch.txt", encoding: .utf8)
        #expect(skipped.contains("written for a phone with an Apple Watch (its header's watch:), not --no-watch"), "\(skipped.prefix(400))")
    }

    /// Every combination of a matrix saved its participant to the one file its `saveState:`
    /// named, so the file left was whichever case ended last (at `--jobs 2`, either); two
    /// scenarios saving one file did the same, and a `state:` file another scenario saves was
    /// read before or after it was written. Each combination now saves its own file, named as
    /// its screenshots are, and the two clashes are refused before anything plays (exit 64).
    @Test func aMatrixSavesEachCombinationsParticipantAndClashesAreRefused() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func flow(_ name: String, _ body: String) throws -> String {
            let url = folder.appendingPathComponent("\(name).yaml")
            try "name: \(name)\nstudy: \(Fixtures.sleepStudy.path)\n\(body)".write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let save = try flow("save", "steps:\n  - launch\n  - answer: {default: allow}\n  - saveState: p.json\n"
                            + "  - expectStatus: {ambientLightSensor: authorized}\n")
        let r = CommandRun.run(["play", save, "--seed", "1", "--seed", "2", "--jobs", "2"])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        let saved = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") })
        #expect(saved == ["p.seed-1.json", "p.seed-2.json"])
        for seed in [1, 2] {
            let text = try String(contentsOfFile: folder.path + "/p.seed-\(seed).json", encoding: .utf8)
            #expect(text.contains("\"seed\" : \(seed)") || text.contains("\"seed\":\(seed)"), "each file is its own combination's participant: \(text.prefix(300))")
        }
        // One combination saves the file the step names.
        #expect(CommandRun.run(["play", save]).code == .success)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/p.json"))

        let again = try flow("again", "steps:\n  - launch\n  - saveState: p.json\n  - expectStatus: {ambientLightSensor: notDetermined}\n")
        let clash = CommandRun.run(["play", again, save])
        #expect(clash.code == .usage)
        #expect(clash.output.err.contains("save.yaml:6:5: saveState: p.json is also saved by "), Comment(rawValue: clash.output.err))
        #expect(clash.output.err.contains("again.yaml:5"), Comment(rawValue: clash.output.err))
        // p.json exists now: a scenario starting from it still depends on the order.
        let resume = try flow("resume", "state: p.json\nsteps:\n  - launch\n  - expectStatus: {ambientLightSensor: authorized}\n")
        #expect(CommandRun.run(["play", resume]).code == .success)
        let order = CommandRun.run(["play", resume, save])
        #expect(order.code == .usage)
        #expect(order.output.err.contains("resume.yaml:3:8: state: p.json is saved by "), Comment(rawValue: order.output.err))
        #expect(order.output.err.contains("read before or after it is written"), Comment(rawValue: order.output.err))
        // A team's own executable names itself in the way out, as in every other message.
        let named = ProgramName.$current.withValue("reader-app") { CommandRun.run(["play", resume, save]) }
        #expect(named.output.err.contains("save it once, reader-app run STUDY --state FILE") && !named.output.err.contains("consent-sim"),
                Comment(rawValue: named.output.err))
        // One file named from two folders (sub/p.json beside the folder's flow, p.json inside sub).
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let inner = sub.appendingPathComponent("inner.yaml").path
        try "name: inner\nstudy: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - saveState: p.json\n  - expectStatus: {ambientLightSensor: notDetermined}\n"
            .write(toFile: inner, atomically: true, encoding: .utf8)
        let outer = try flow("outer", "steps:\n  - launch\n  - saveState: sub/p.json\n  - expectStatus: {ambientLightSensor: notDetermined}\n")
        let nested = CommandRun.run(["play", outer, inner])
        #expect(nested.code == .usage && nested.output.err.contains("saveState: p.json is also saved by "), Comment(rawValue: nested.output.err))
    }

    /// A `state:` scenario resumes the saved participant's seed and Watch whatever `--seed` or
    /// `--no-watch` said: the cases `[seed 1]` and `[seed 2]` played the same, and the transcript
    /// of `[no watch]` said `watch: none` while the app fetched from the saved Watch. Such a case
    /// is skipped, saying why, and a transcript names no seed or Watch of its own.
    @Test func aSavedParticipantIsNotPlayedUnderSeedOrWatchOptions() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let save = folder.appendingPathComponent("save.yaml").path
        try ("name: save\nstudy: \(Fixtures.sleepStudy.path)\nseed: 5\nsteps:\n  - launch\n  - answer: {default: allow}\n  - saveState: p.json\n"
            + "  - expectStatus: {accelerometer: authorized}\n").write(toFile: save, atomically: true, encoding: .utf8)
        #expect(CommandRun.run(["play", save]).code == .success)
        let resume = folder.appendingPathComponent("resume.yaml").path
        try "name: resume\nstudy: \(Fixtures.sleepStudy.path)\nstate: p.json\nsteps:\n  - launch\n  - watch: unpair\n  - expectStatus: {accelerometer: authorized}\n"
            .write(toFile: resume, atomically: true, encoding: .utf8)
        for (options, why) in [(["--seed", "1", "--seed", "2"], "[seed 2]  (\(resume): written for the saved participant's own seed and Apple Watch (its header's state:), not --seed)"),
                               (["--no-watch"], "[no watch]  (\(resume): written for the saved participant's own seed and Apple Watch (its header's state:), not --no-watch)"),
                               (["--seed", "7", "--lang", "en", "--lang", "de"], "[de, seed 7]  ("),
                               (["--lang", "en", "--watch", "--no-watch"], "[en, watch]  (")] {
            let r = CommandRun.run(["play", resume] + options)
            #expect(r.code == .unusable, "\(options): every case skipped, nothing tested")
            #expect(r.output.out.contains("SKIP  resume " + why), Comment(rawValue: r.output.out + r.output.err))
        }
        let out = folder.appendingPathComponent("t").path
        let played = CommandRun.run(["play", resume, "--lang", "en", "--transcript", out])
        #expect(played.code == .success, Comment(rawValue: played.output.err))
        let transcript = try String(contentsOfFile: out + "/resume.en.txt", encoding: .utf8)
        #expect(transcript.contains("state: p.json (a saved participant, with their own seed, clock and Apple Watch)"))
        #expect(!transcript.contains("\nseed: ") && !transcript.contains("\nwatch: "), Comment(rawValue: String(transcript.prefix(300))))
    }

    /// Every combination takes the same screenshots; each keeps its own files, named as its
    /// transcript is, rather than the last case's overwriting the others'.
    @Test func aMatrixKeepsEachCombinationsScreenshots() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("shot.yaml")
        try """
            name: shot
            study: \(Fixtures.sleepStudy.path)
            steps:
              - launch
              - screenshot: sheet
              - expectStatus: {ambientLightSensor: notDetermined}

            """.write(to: flow, atomically: true, encoding: .utf8)
        let shots = folder.appendingPathComponent("shots").path
        let r = CommandRun.run(["play", flow.path, "--lang", "en", "--lang", "de", "--watch", "--no-watch", "--screenshots", shots])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: shots).filter { $0.hasSuffix(".txt") })
        #expect(names == ["sheet.en.watch.txt", "sheet.en.no-watch.txt", "sheet.de.watch.txt", "sheet.de.no-watch.txt"])
        let german = try String(contentsOfFile: shots + "/sheet.de.watch.txt", encoding: .utf8)
        let english = try String(contentsOfFile: shots + "/sheet.en.watch.txt", encoding: .utf8)
        #expect(german != english, "each file is its own combination's screen")
        // One combination keeps the step's own name.
        let single = folder.appendingPathComponent("single").path
        #expect(CommandRun.run(["play", flow.path, "--lang", "de", "--screenshots", single]).code == .success)
        #expect(FileManager.default.fileExists(atPath: single + "/sheet.txt"))
    }

    /// A screenshot's name that fits alone but not with a combination's label (NAME.de.no-watch.ansi
    /// past 255 bytes) is refused at its step's line before anything plays, not with exit 73
    /// once the scenarios ran.
    @Test func aScreenshotNameTooLongForTheMatrixIsRefusedBeforeAnythingPlays() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("shot.yaml")
        let name = String(repeating: "s", count: 245)
        try """
            name: shot
            study: \(Fixtures.sleepStudy.path)
            steps:
              - launch
              - screenshot: \(name)
              - expectStatus: {ambientLightSensor: notDetermined}

            """.write(to: flow, atomically: true, encoding: .utf8)
        let shots = folder.appendingPathComponent("shots").path
        #expect(CommandRun.run(["play", flow.path, "--screenshots", shots]).code == .success)
        let r = CommandRun.run(["play", flow.path, "--lang", "en", "--lang", "de", "--no-watch", "--screenshots", shots])
        #expect(r.code == .usage, Comment(rawValue: r.output.err))
        #expect(r.output.err.contains("shot.yaml:5:5: screenshot: \"\(name.prefix(40))…\" is too long in the combination en, no watch: "
                                      + "its file …\(name.suffix(23)).en.no-watch.ansi would have 262 bytes, more than a file name may have (255)"),
                Comment(rawValue: r.output.err))
        #expect(!r.output.out.contains("PASS"))
    }

    /// A reader app (`app: {api: reader}`) on an iOS without SRReader is refused whether the
    /// header or `--ios` chose it: the case would have tested the delegate API and passed.
    @Test func aReaderAppOnAnIOSWithoutSRReaderIsRefusedFromTheMatrixToo() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("reader.yaml")
        try """
            name: reader
            study: \(Fixtures.sleepStudy.path)
            app: {api: reader}
            steps:
              - launch
              - expectStatus: {ambientLightSensor: notDetermined}

            """.write(to: flow, atomically: true, encoding: .utf8)
        #expect(CommandRun.run(["play", flow.path, "--ios", "27"]).code == .success)
        let r = CommandRun.run(["play", flow.path, "--ios", "27", "--ios", "17.4"])
        #expect(r.code == .usage, Comment(rawValue: r.output.out + r.output.err))
        #expect(r.output.err.contains("reader.yaml:3:6: app: api: reader needs iOS 27.0 or later (SRReader); --ios 17.4 plays it on iOS 17.4 (play this file without --ios 17.4, or write api: delegate in it)"),
                Comment(rawValue: r.output.err))
        #expect(!r.output.out.contains("PASS"))
    }

    @Test(arguments: [
        (["--shard", "0/3"], "--shard expects I/N"),
        (["--shard", "4/3"], "--shard expects I/N"),
        (["--shard", "one"], "--shard expects I/N"),
        (["--lang", "de", "--lang", "4x"], "--lang 4x: not a language tag"),
        (["--lang", "zz"], "--lang zz — the study has no such localization"),
        (["--screen", "60x20"], "--screen 60x20 is outside 80x24 to 1000x1000"),
        (["--screen", "wide"], "--screen expected columns x rows"),
        (["--seed", "-1"], "--seed expects a whole number"),
        (["--set", "1X=a"], "--set: 1X is not a build variable name"),
        (["--ios", "12"], "--ios "),
    ])
    func aBadMatrixValueIsRefusedNamingItsOption(arguments: [String], message: String) {
        let r = CommandRun.run(["play", Fixtures.flows.appendingPathComponent("all-allowed.yaml").path] + arguments)
        #expect(r.code == .usage)
        #expect(r.output.err.contains(message), Comment(rawValue: r.output.err))
        #expect(!r.output.out.contains("PASS"))
    }

    @Test func theMatrixIsTheCrossProductInTheOrderGiven() throws {
        guard case .play(let p) = try Invocation.parse(["play", "f/", "--lang", "en", "--lang", "de", "--no-watch", "--watch",
                                                        "--set", "ENV=a", "--set", "ENV=b", "--set", "X=1"]) else {
            Issue.record("not play"); return
        }
        let labels = p.matrix.combinations.map(\.label)
        #expect(labels == ["en, watch, ENV=a, X=1", "en, watch, ENV=b, X=1", "en, no watch, ENV=a, X=1", "en, no watch, ENV=b, X=1",
                           "de, watch, ENV=a, X=1", "de, watch, ENV=b, X=1", "de, no watch, ENV=a, X=1", "de, no watch, ENV=b, X=1"])
        // One language spelt twice is one combination, as 27 and 27.0 are one iOS.
        guard case .play(let spelt) = try Invocation.parse(["play", "f/", "--lang", "de-CH", "--lang", "DE_ch", "--lang", "de",
                                                            "--ios", "27", "--ios", "27.0"]) else { return }
        #expect(spelt.matrix.combinations.map(\.label) == ["de-CH, iOS 27.0", "de, iOS 27.0"])
        guard case .play(let plain) = try Invocation.parse(["play", "f/"]) else { return }
        #expect(plain.matrix.combinations.map(\.label) == [""])
    }

    /// `--set X=a/b --set X=a-b` named both combinations' files `X-a-b`: the second case's
    /// screenshot and saved participant replaced the first's without a word (README: "each
    /// combination keeps its own"). A value's other characters are written in hex.
    @Test func twoValuesSpeltAlikeKeepTheirOwnScreenshotsAndSavedParticipants() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("flow.yaml")
        try """
        study: \(Fixtures.sleepStudy.path)
        steps:
          - launch
          - screenshot: sheet
          - saveState: p.json
          - expectScreen: Research Sensor
        """.write(to: flow, atomically: true, encoding: .utf8)
        let shots = folder.appendingPathComponent("shots").path
        let r = CommandRun.run(["play", flow.path, "--set", "X=a/b", "--set", "X=a-b", "--set", "X=ü b", "--screenshots", shots])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        let taken = try FileManager.default.contentsOfDirectory(atPath: shots).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(taken == ["sheet.X-a%2Fb.txt", "sheet.X-a-b.txt", "sheet.X-%C3%BC%20b.txt"].sorted(), "\(taken)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("p.") }.sorted()
        #expect(saved == ["p.X-a%2Fb.json", "p.X-a-b.json", "p.X-%C3%BC%20b.json"].sorted(), "\(saved)")
    }
}
