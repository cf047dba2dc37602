import Foundation
import Testing
import SensorKitSim
import SimCore
@testable import Simulation
@testable import Scenarios

/// Saved participants: a `saveState:` step writes what `state:` resumes, and every broken,
/// cut-short, later-format or other app's file is refused with its path and what is wrong.
@Suite struct SavedParticipantTests {
    static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/flows")
    static let saved = flows.appendingPathComponent("participants/walking-v1-visits-denied.json")

    static let studies = flows.deletingLastPathComponent().appendingPathComponent("studies")

    private func parse(_ yaml: String, in folder: URL = Self.flows) throws -> Scenario {
        try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: folder)
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("consent-sim-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A walking-study participant who allowed everything, saved to `p.json` in `dir` by a run
    /// whose header also holds `header` (`ios: "17.4"`, `lang: de`).
    @discardableResult
    private func saveWalkingParticipant(header: String, in dir: URL) throws -> ConsentSimulation? {
        let first = ScenarioRunner(try parse("""
        study: \(Self.studies.path)/walking-study-v1
        \(header)
        steps:
          - launch
          - allowAll
          - done
          - saveState: p.json
          - expectEvent: "saved to p.json"
        """, in: dir)).play()
        #expect(first.result.passed, Comment(rawValue: first.result.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        return first.sim
    }

    /// What one run saves the next resumes: statuses, the clock, stakes and the recorded spans.
    @Test func aSavedParticipantResumesAsTheyWere() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("p.json").path
        let first = ScenarioRunner(try parse("""
        study: \(Self.studies.path)/walking-study-v1
        steps:
          - launch
          - allowAll: {except: [visits]}
          - done
          - advance: 2d
          - saveState: p.json
          - expectEvent: "saved to p.json"
        """, in: dir)).run()
        #expect(first.passed, Comment(rawValue: first.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let state = try ParticipantFile.read(file)
        #expect(state.app.bundleIdentifier == "org.example.walkingstudy" && state.app.version == "1.0")
        let second = ScenarioRunner(try parse("""
        study: ../studies/walking-study-v1
        state: \(file)
        steps:
          - expectDashboard: "Wed 4 Mar"
          - launch
          - expectNoScreen: "Research Sensor & Usage Data Request"
          - fetch: {sensor: accelerometer, from: -40h, to: -25h}
          - expectFetch: {sensor: accelerometer, results: ">0"}
          - expectStatus: {visits: denied}
        """)).run()
        #expect(second.passed, Comment(rawValue: second.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// The Watch a scenario's `watch: Watch6,18` paired was not saved: resumed (where `state:`
    /// refuses `watch:`), the participant had SensorKit's default Watch7,12, and the study
    /// app's fetched SRDevice said so.
    @Test func aSavedParticipantKeepsTheirWatchModel() throws {
        let dir = try folder()
        let first = try saveWalkingParticipant(header: "watch: Watch6,18", in: dir)
        #expect(first?.phone.sensorKit.watchDevice.productType == "Watch6,18")
        let state = try ParticipantFile.read(dir.appendingPathComponent("p.json").path)
        #expect(state.summaryLines.contains { $0.hasPrefix("Apple Watch: paired since ") && $0.hasSuffix(" (Watch6,18)") }, "\(state.summaryLines)")
        let second = ScenarioRunner(try parse("""
        study: \(Self.studies.path)/walking-study-v1
        state: p.json
        steps:
          - launch
          - expectStatus: {visits: authorized}
        """, in: dir)).play()
        #expect(second.result.passed, Comment(rawValue: second.result.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        #expect(second.sim?.phone.sensorKit.watchDevice.productType == "Watch6,18")
    }

    /// A participant who turned Background App Refresh off (or Low Power Mode on) had it back
    /// on when resumed: iOS woke the study app for its daily fetch every night again, where it
    /// woke it for none before the save.
    @Test func aSavedParticipantKeepsTheirBackgroundSwitches() throws {
        let dir = try folder()
        for (switchName, setting) in [("Background App Refresh off", "backgroundAppRefresh: off"), ("Low Power Mode on", "lowPowerMode: on")] {
            let first = ScenarioRunner(try parse("""
            study: \(Self.studies.path)/walking-study-v1
            steps:
              - launch
              - allowAll
              - done
              - settings: {\(setting)}
              - saveState: p.json
              - expectEvent: "saved to p.json"
            """, in: dir)).run()
            #expect(first.passed, Comment(rawValue: first.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
            let lines = try ParticipantFile.read(dir.appendingPathComponent("p.json").path).summaryLines
            #expect(lines.contains { $0.contains(switchName) && $0.hasSuffix("(iOS does not wake the app for its daily fetch)") }, "\(lines)")
            let second = ScenarioRunner(try parse("""
            study: \(Self.studies.path)/walking-study-v1
            state: p.json
            steps:
              - launch
              - advance: 2d
              - expectFetch: {sensor: accelerometer, reason: noFetchRan}
            """, in: dir)).run()
            #expect(second.passed, "\(switchName): \(second.failure.map { "\($0.expected) / \($0.found)" } ?? "")")
        }
    }

    /// A participant whose iPhone ran iOS 17.4 resumed on iOS 27.1, the default: their phone was
    /// updated ten releases without a word (other sensors, the Motion & Fitness alert's other
    /// words). They resume on their own iOS, a later one when `ios:` says so, never an earlier one.
    @Test func aSavedParticipantResumesOnTheirOwnIOS() throws {
        let dir = try folder()
        try saveWalkingParticipant(header: "ios: \"17.4\"", in: dir)
        let lines = try ParticipantFile.read(dir.appendingPathComponent("p.json").path).summaryLines
        #expect(lines.contains("iPhone: iOS 17.4"), "\(lines)")
        func resumed(_ ios: String, option: OSVersion? = nil) throws -> (result: ScenarioResult, sim: ConsentSimulation?, setupEvents: Int) {
            var s = try parse("""
            study: \(Self.studies.path)/walking-study-v1
            state: p.json\(ios)
            steps:
              - launch
              - expectStatus: {visits: authorized}
            """, in: dir)
            if let option { (s.os, s.overrides["ios"]) = (option, "(from --ios)") }
            return ScenarioRunner(s).play()
        }
        #expect(try resumed("").sim?.phone.runtime.osVersion == OSVersion(17, 4))
        #expect(try resumed("\nios: \"18\"").sim?.phone.runtime.osVersion == OSVersion(18))
        // The message named no source and called the file's version "(the default)", whichever gave the earlier one.
        let earlier = try resumed("\nios: \"17.0\"").result.failure?.found ?? ""
        #expect(earlier.contains("the participant's iPhone ran iOS 17.4 (as this file says), and ios: at line 3 gives iOS 17.0, an earlier one")
                && earlier.contains("without ios: they resume on iOS 17.4") && !earlier.contains("(the default)"), "\(earlier)")
        let option = try resumed("", option: OSVersion(17, 0)).result.failure?.found ?? ""
        #expect(option.contains("the participant's iPhone ran iOS 17.4 (as this file says), and --ios gives iOS 17.0, an earlier one")
                && option.contains("without --ios they resume on iOS 17.4"), "\(option)")
    }

    /// A participant saved on a German iPhone resumed in English under a `state:` with no
    /// `lang:`; they resume in German, and another `lang:` is refused, naming both.
    @Test func aSavedParticipantResumesInTheirPhonesLanguage() throws {
        let dir = try folder()
        try saveWalkingParticipant(header: "lang: de", in: dir)
        func resumed(_ lang: String) throws -> (result: ScenarioResult, sim: ConsentSimulation?, setupEvents: Int) {
            ScenarioRunner(try parse("""
            study: \(Self.studies.path)/walking-study-v1
            state: p.json\(lang)
            steps:
              - launch
              - expectStatus: {visits: authorized}
            """, in: dir)).play()
        }
        #expect(try resumed("").sim?.language == "de")
        let other = try resumed("\nlang: fr")
        #expect(!other.result.passed)
        #expect(other.result.failure?.found.contains("the participant's iPhone is set to de, and fr was given") == true,
                "\(other.result.failure?.found ?? "")")
    }

    /// A participant saved on iOS 17.4 and resumed on iOS 18 had their iPhone updated with no
    /// word in the journal or the demo's log; it now says so, and says nothing on their own iOS.
    @Test func resumingOnALaterIOSSaysTheIPhoneWasUpdated() throws {
        let dir = try folder()
        try saveWalkingParticipant(header: "ios: \"17.4\"", in: dir)
        func resumed(_ ios: String, _ check: String) throws -> ScenarioResult {
            ScenarioRunner(try parse("""
            study: \(Self.studies.path)/walking-study-v1
            state: p.json\(ios)
            steps:
              - launch
              - \(check): "iPhone was updated from iOS 17.4 to iOS 18"
            """, in: dir)).run()
        }
        let updated = try resumed("\nios: \"18\"", "expectEvent")
        #expect(updated.passed, Comment(rawValue: updated.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let same = try resumed("", "expectNoEvent")
        #expect(same.passed, Comment(rawValue: same.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// A participant saved on version 2.0 is not resumed on version 1.0 as if it were an update:
    /// the App Store never installs an earlier version. Version numbers compare part by part.
    @Test func aParticipantIsNotResumedOnAnEarlierVersion() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("v2.json").path
        let saved = ScenarioRunner(try parse("""
        study: \(Self.studies.path)/walking-study-v2
        steps:
          - launch
          - answer: {default: allow}
          - saveState: v2.json
          - expectStatus: {phoneUsageReport: authorized}
        """, in: dir)).run()
        #expect(saved.passed, Comment(rawValue: saved.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let s = try parse("study: \(Self.studies.path)/walking-study-v1\nstate: \(file)\nsteps:\n  - launch\n  - expectNoScreen: x\n", in: dir)
        do { _ = try ScenarioRunner.makeSimulation(s); Issue.record("resumed on an earlier version") } catch {
            #expect("\(error)".contains("the participant was saved with version 2.0 of the app, and this study is version 1.0, an earlier one"), "\(error)")
        }
        #expect(VersionOrder.isEarlier("1.9", than: "1.10") && VersionOrder.isEarlier("2", than: "2.0.1"))
        #expect(!VersionOrder.isEarlier("2.0", than: "2") && !VersionOrder.isEarlier("1.0", than: "beta") && !VersionOrder.isEarlier(nil, than: "1"))
    }

    private func refusal(_ text: String?, study: String = "walking-study-v1") throws -> String {
        let dir = try folder()
        let file = dir.appendingPathComponent("bad.json")
        if let text { try Data(text.utf8).write(to: file) }
        // The scenario saves to the file it was refused: the refusal must stop it before that step.
        let s = try parse("study: \(Self.studies.path)/\(study)\nstate: \(file.path)\nsteps:\n  - launch\n  - saveState: bad.json\n  - expectNoScreen: x\n",
                          in: dir)
        let before = try? Data(contentsOf: file)
        #expect(!ScenarioRunner(s).run().passed)
        #expect((try? Data(contentsOf: file)) == before, "a refused file is never written over")
        do { _ = try ScenarioRunner.makeSimulation(s); return "" } catch { return "\(error)" }
    }

    /// A scenario writes a participant only inside its own folder.
    @Test func saveStateOutsideTheScenarioFolderIsRefused() throws {
        for path in ["/tmp/p.json", "../p.json", "participants/../../p.json"] {
            do {
                _ = try parse("study: ../studies/walking-study-v1\nsteps:\n  - launch\n  - saveState: \(path)\n  - expectNoScreen: x\n")
                Issue.record("saveState: \(path) was accepted")
            } catch {
                #expect("\(error)".contains("qa.yaml:4:") && "\(error)".contains("outside the scenario's folder"), "\(error)")
            }
        }
        _ = try parse("study: ../studies/walking-study-v1\nsteps:\n  - launch\n  - saveState: participants/p.json\n  - expectNoScreen: x\n")
    }

    /// A symbolic link in the scenario's folder (a checkout can hold one) led a save outside
    /// it: the path is refused when it goes through one, at the step's line.
    @Test func saveStateThroughASymbolicLinkIsRefused() throws {
        let dir = try folder(), elsewhere = try folder()
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("lnk"), withDestinationURL: elsewhere)
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("p.json"), withDestinationURL: elsewhere.appendingPathComponent("p.json"))
        for path in ["lnk/through.json", "p.json"] {
            do {
                _ = try parse("study: \(Self.studies.path)/walking-study-v1\nsteps:\n  - launch\n  - saveState: \(path)\n  - expectNoScreen: x\n", in: dir)
                Issue.record("saveState: \(path) was accepted")
            } catch {
                #expect("\(error)".contains("qa.yaml:4:") && "\(error)".contains("goes through the symbolic link"), "\(error)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// A saved participant brings their own seed, clock, answers and Watch: a header naming them
    /// too is refused (`watch: false` was accepted, and the saved Watch stayed paired).
    @Test func stateWithSeedStartGivenOrWatchIsRefused() throws {
        for (line, key) in [("seed: 3", "seed"), ("start: 2026-05-01T08:00:00Z", "start"), ("given: {accelerometer: authorized}", "given"),
                            ("watch: false", "watch")] {
            do {
                _ = try parse("study: ../studies/walking-study-v1\nstate: \(Self.saved.path)\n\(line)\nsteps:\n  - launch\n  - expectNoScreen: x\n")
                Issue.record("\(key): with state: was accepted")
            } catch {
                #expect("\(error)".contains("qa.yaml:3:") && "\(error)".contains("\(key): cannot go with state:"), "\(error)")
            }
        }
    }

    /// The same files read in another language, or with a scenario's `required:` override, are
    /// the same version: resuming there is not an update.
    @Test func anotherLanguageOrRequiredOverrideIsNotAnUpdate() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("p.json").path
        let first = ScenarioRunner(try parse("""
        study: \(Self.studies.path)/sleep-study
        steps:
          - launch
          - allowAll
          - done
          - saveState: p.json
          - expectStatus: {accelerometer: authorized}
        """, in: dir)).run()
        #expect(first.passed, Comment(rawValue: first.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        for header in ["lang: de", "required: [accelerometer]"] {
            let second = ScenarioRunner(try parse("""
            study: ../studies/sleep-study
            \(header)
            state: \(file)
            steps:
              - launch
              - expectNoEvent: "was updated"
              - expectStatus: {accelerometer: authorized}
            """)).run()
            #expect(second.passed, Comment(rawValue: header + ": " + (second.failure.map { "\($0.expected) / \($0.found)" } ?? "")))
        }
    }

    @Test func brokenFilesAreRefusedWithTheirPathAndWhatIsWrong() throws {
        let whole = try String(contentsOf: Self.saved, encoding: .utf8)
        let truncated = try refusal(String(whole.prefix(whole.count / 2)))
        #expect(truncated.contains("bad.json: not a saved participant: not whole JSON") && truncated.contains("truncated or corrupt?"))
        #expect(try refusal("").contains("bad.json: empty: not a saved participant"))
        #expect(try refusal("{\"format\": \"something else\", \"version\": 1}")
                .contains("not a saved participant: \"format\" is \"something else\", expected \"consent-sim participant\""))
        #expect(try refusal(whole.replacingOccurrences(of: "\"version\" : 1\n", with: "\"version\" : 7\n"))
                .contains("saved in format version 7 by a later ConsentSim; this one reads up to version 1"))
        #expect(try refusal(whole.replacingOccurrences(of: "\"launches\" : 1,", with: ""))
                .contains("not a saved participant: launches is missing"))
        #expect(try refusal(whole.replacingOccurrences(of: "\"visits\" : \"denied\"", with: "\"visits\" : \"maybe\""))
                .contains("sensorKit.statuses.visits: expected notDetermined, authorized or denied, got maybe"))
        // A file that is not there is refused when the scenario is read, before anything runs:
        // it was a failure at run time, so a run whose other scenario saved it first passed at
        // --jobs 1 and failed at --jobs 2 (the two played at once).
        let missing = try folder().appendingPathComponent("missing.json").path
        #expect(throws: ScenarioFileError.self) {
            try parse("study: \(Self.studies.path)/walking-study-v1\nstate: \(missing)\nsteps:\n  - launch\n  - expectNoScreen: x\n")
        }
        do { _ = try parse("study: \(Self.studies.path)/walking-study-v1\nstate: \(missing)\nsteps:\n  - launch\n  - expectNoScreen: x\n") } catch {
            #expect("\(error)".hasPrefix("qa.yaml:2:8: state: nothing at \(missing) (relative to the scenario's folder): a saved participant must exist before the run"),
                    Comment(rawValue: "\(error)"))
        }
        // Valid JSON with a number out of range is named by its key: a negative count was taken
        // (and printed "launched -1 times"), a negative seed was "The given data was not valid JSON."
        let seed = try #require(whole.firstRange(of: #/"seed" : [0-9]+/#))
        let launches = try #require(whole.firstRange(of: #/"launches" : [0-9]+/#))
        #expect(try refusal(whole.replacingCharacters(in: launches, with: "\"launches\" : -1"))
                .hasSuffix("bad.json: launches: expected a count of 0 or more, got -1"))
        #expect(try refusal(whole.replacingCharacters(in: launches, with: "\"launches\" : 2.5"))
                .hasSuffix("bad.json: launches: expected a count of 0 or more, got 2.5"))
        #expect(try refusal(whole.replacingCharacters(in: seed, with: "\"seed\" : -5"))
                .hasSuffix("bad.json: seed: expected a whole number from 0 to 18446744073709551615, got -5"))
        #expect(try refusal(whole.replacingCharacters(in: seed, with: "\"seed\" : \"five\""))
                .hasSuffix("bad.json: not a saved participant: seed: expected a whole number"), "a seed that is no number is named by its key")
        // A value of the wrong kind was Foundation's "Expected to decode String but found number instead".
        let ios = try refusal(whole.replacingCharacters(in: seed, with: "\"seed\" : 1, \"ios\" : 26"))
        #expect(ios.hasSuffix("bad.json: not a saved participant: ios: expected a string in quotes"), "\(ios)")
        #expect(!ios.contains("Expected to decode"), "\(ios)")
        // A well-formed language neither the study nor the iPhone has fell back to English without a word,
        // where --lang and lang: refuse it.
        let lang = try refusal(whole.replacingCharacters(in: seed, with: "\"seed\" : 1, \"lang\" : \"xx\""))
        #expect(lang.contains("bad.json: lang: \"xx\": the study has no such localization"), "\(lang)")
        let largest = try folder().appendingPathComponent("largest.json")
        try Data(whole.replacingCharacters(in: seed, with: "\"seed\" : 18446744073709551615").utf8).write(to: largest)
        #expect(try ParticipantFile.read(largest.path).seed == .max, "the largest seed is a seed")
        let clock = try #require(whole.firstRange(of: #/"clock" : [-0-9.e+]+/#))
        #expect(try refusal(whole.replacingCharacters(in: clock, with: "\"clock\" : 9e15"))
                .contains("clock: 9000000000000000.0 is not a date from 1970 to 2099"))
        let other = try refusal(whole, study: "sleep-study")
        #expect(other.contains("a participant of org.example.walkingstudy (Walking Study), not of this study's app, org.example.sleepstudy"))
        #expect(other.hasPrefix("qa.yaml:2:8: state: "), "at the value, as every header key's mistake")
        // The check `play` runs on every file before anything plays refuses it there (exit 64):
        // it was a scenario that failed at "(setup)", line 1, "expected a study to load".
        let dir = try folder()
        try Data("{\"format\": \"x\"}".utf8).write(to: dir.appendingPathComponent("corrupt.json"))
        let corrupt = try parse("study: \(Self.studies.path)/walking-study-v1\nstate: corrupt.json\nsteps:\n  - launch\n  - expectNoScreen: x\n", in: dir)
        #expect(throws: ScenarioSetupError.self) { try ScenarioRunner.loadStudy(corrupt) }
        do { _ = try ScenarioRunner.loadStudy(corrupt) } catch {
            #expect(error.message.hasPrefix("qa.yaml:2:8: state: ") && error.message.contains("corrupt.json: not a saved participant"), "\(error)")
        }
    }

    /// A write replaces the file whole: no temporary file is left beside it, and the old
    /// content is either all there or all replaced.
    @Test func aSaveReplacesTheFileWhole() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("p.json").path
        let sim = try ScenarioRunner.makeSimulation(try parse("study: ../studies/walking-study-v1\nsteps:\n  - launch\n  - expectNoScreen: x\n"))
        try sim.saveState(to: file)
        sim.send(.launch)
        try sim.saveState(to: file)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["p.json"])
        #expect(try ParticipantFile.read(file).launches == 1)
    }
}

/// What a state file's path names is checked before it is read or replaced.
@Suite struct ParticipantFilePathTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("consent-sim-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `/dev/zero` has no size; reading it whole would never end.
    @Test func aDeviceIsRefusedNotReadForEver() {
        #expect(throws: ParticipantFile.Problem.self) { try ParticipantFile.read("/dev/zero") }
        do { _ = try ParticipantFile.read("/dev/zero") } catch {
            #expect(error.description.contains("a device, not a file"))
        }
    }

    /// A file that is not a saved participant (a study's Info.plist, say) is never written over.
    @Test func aSaveNeverReplacesAnotherFile() throws {
        let dir = try folder()
        let plist = dir.appendingPathComponent("Info.plist")
        let original = Data("<plist version=\"1.0\"><dict/></plist>\n".utf8)
        try original.write(to: plist)
        let state = try ParticipantFile.read(SavedParticipantTests.saved.path)
        #expect(throws: ParticipantFile.Problem.self) { try ParticipantFile.write(state, to: plist.path) }
        #expect(try Data(contentsOf: plist) == original)
        // A saved participant is replaced, as every save after the first does.
        let file = dir.appendingPathComponent("p.json").path
        try ParticipantFile.write(state, to: file)
        try ParticipantFile.write(state, to: file)
        #expect(try ParticipantFile.read(file) == state)
    }

    /// A participant's file kept private (0600) became readable by everyone (0644) at the first
    /// save over it, as the demo makes after every change: each save keeps the file's permissions.
    @Test func aSaveKeepsTheFilesPermissions() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("p.json").path
        try FileManager.default.copyItem(atPath: SavedParticipantTests.saved.path, toPath: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        var state = try ParticipantFile.read(file)
        state.launches += 1
        try ParticipantFile.write(state, to: file)
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try ParticipantFile.read(file).launches == state.launches)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["p.json"])
    }

    /// A link is not replaced by a file of its own. One to a file that does not exist yet was
    /// refused as "not a regular file (a dangling link ...)": the save creates the file it names,
    /// as every output's link does, and the link stays.
    @Test func aSaveNeverReplacesALink() throws {
        let dir = try folder()
        let link = dir.appendingPathComponent("p.json"), elsewhere = dir.appendingPathComponent("elsewhere.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: elsewhere.path)
        #expect(ParticipantFile.isNew(link.path))
        let state = try ParticipantFile.read(SavedParticipantTests.saved.path)
        try ParticipantFile.write(state, to: link.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path).hasSuffix("elsewhere.json"))
        #expect(try ParticipantFile.read(elsewhere.path) == state)
        #expect(!ParticipantFile.isNew(link.path))
    }
}
