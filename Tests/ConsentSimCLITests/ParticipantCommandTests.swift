import Foundation
import Testing
import StudyConfig
import Simulation
@testable import ConsentSimCLI

/// The commands of issue 21 as a user types them: `check V2 --against V1`, `state FILE`, and
/// the options `run` refuses to combine.
@Suite struct ParticipantCommandTests {
    static let v1 = Fixtures.repository.appendingPathComponent("Scenarios/studies/walking-study-v1").path
    static let v2 = Fixtures.repository.appendingPathComponent("Scenarios/studies/walking-study-v2").path
    static let saved = Fixtures.flows.appendingPathComponent("participants/walking-v1-visits-denied.json").path

    @Test func checkAgainstListsEveryChangeOfTheBundledPair() throws {
        let text = CommandRun.run(["check", Self.v2, "--against", Self.v1])
        #expect(text.code == .success)
        #expect(text.output.out.hasPrefix("10 changes:"))
        for kind in ["sensorAdded phoneUsageReport", "sensorRemoved visits", "requiredChanged pedometerData",
                     "descriptionChanged ambientLightSensor [en]", "purposeChanged [en]", "motionTextChanged [en]",
                     "privacyURLChanged", "entitlementChanged visits"] {
            #expect(text.output.out.contains("  \(kind)"), "missing \(kind)")
        }
        let json = CommandRun.run(["check", Self.v2, "--against", Self.v1, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.out.utf8)) as? [String: Any]
        let kinds = (object?["changes"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
        #expect(Set(kinds) == ["sensorAdded", "sensorRemoved", "requiredChanged", "descriptionChanged", "purposeChanged",
                               "privacyURLChanged", "entitlementChanged", "motionTextChanged"])
    }

    /// Two apps are not two versions of one.
    @Test func checkAgainstAnotherAppIsRefused() {
        let r = CommandRun.run(["check", Self.v2, "--against", Fixtures.sleepStudy.path])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("its bundle identifier is org.example.sleepstudy, the study's is org.example.walkingstudy"))
    }

    /// My Heart Counts' Xcode project against its plain files: the folder's identifier is only a
    /// stand-in for its unexpanded $(PRODUCT_BUNDLE_IDENTIFIER), so the refusal says so and how
    /// to give the real one, where it read as if they were two apps. Given, they compare.
    @Test func aStandInBundleIdentifierIsNamedAsOne() {
        let realWorld = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld")
        let project = realWorld.appendingPathComponent("myheartcounts-xcode").path, folder = realWorld.appendingPathComponent("myheartcounts").path
        let r = CommandRun.run(["check", project, "--against", folder])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("org.example.myheartcounts stands in for $(PRODUCT_BUNDLE_IDENTIFIER), which nothing there defines: "
                                      + "give the real one with --set PRODUCT_BUNDLE_IDENTIFIER=edu.stanford.MyHeartCounts"), "\(r.output.err)")
        let given = CommandRun.run(["check", project, "--against", folder, "--set", "PRODUCT_BUNDLE_IDENTIFIER=edu.stanford.MyHeartCounts"])
        #expect(given.code == .success && given.output.out == "No changes that participants would notice.\n", "\(given.output)")
    }

    /// With --lang, the texts compared are the ones a phone in that language shows.
    @Test func checkAgainstWithLangListsThatLanguagesTexts() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("against-lang-\(UUID().uuidString)")
        let old = root.appendingPathComponent("v1"), new = root.appendingPathComponent("v2")
        for (folder, purpose) in [(old, "Wir messen, wie viel Sie gehen."), (new, "Wir messen Ihre Schritte.")] {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.v1), to: folder)
            let lproj = folder.appendingPathComponent("de.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"NSSensorKitUsageDescription\" = \"\(purpose)\";\n".utf8).write(to: lproj.appendingPathComponent("InfoPlist.strings"))
        }
        let german = CommandRun.run(["check", new.path, "--against", old.path, "--lang", "de"])
        #expect(german.code == .success)
        #expect(german.output.out.contains("purposeChanged [de]") && german.output.out.contains("after:  Wir messen Ihre Schritte."))
        let english = CommandRun.run(["check", new.path, "--against", old.path, "--lang", "en"])
        #expect(english.output.out == "No changes that participants would notice.\n", "\(english.output.out)")
        let every = CommandRun.run(["check", new.path, "--against", old.path])
        #expect(every.output.out.contains("purposeChanged [de]"))
    }

    /// The comparison is of the files: --ios was dropped without a word (exit 0).
    @Test func iosDoesNotGoWithAgainst() {
        let r = CommandRun.run(["check", Self.v2, "--against", Self.v1, "--ios", "17"])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("--ios sets the phone of the checklist's preview, and --against compares the two versions' files"), "\(r.output.err)")
    }

    @Test func againstOptionsNeedAgainst() {
        let r = CommandRun.run(["check", Self.v2, "--against-configuration", "Debug"])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("--against-target and --against-configuration read the --against study"))
    }

    @Test func stateCommandPrintsWhatTheFileHolds() {
        let r = CommandRun.run(["state", Self.saved])
        #expect(r.code == .success)
        #expect(r.output.out.contains("App: Walking Study (org.example.walkingstudy), version 1.0"))
        #expect(r.output.out.contains("  visits: denied; requested"))
        #expect(r.output.out.contains("virtual clock 2026-03-05T08:00:00Z"))
        let missing = CommandRun.run(["state", "/nonexistent/p.json"])
        #expect(missing.code == .usage && missing.output.err.contains("/nonexistent/p.json: cannot be read"))
    }

    /// `state` said nothing of the Apple Watch, which the file holds and a resumed phone keeps
    /// (a scenario's `state:` refuses `watch:` because the participant brings it): a coordinator
    /// could not tell whether the participant's Watch sensors would record.
    @Test func stateSaysWhetherAWatchIsPaired() throws {
        let paired = CommandRun.run(["state", Self.saved])
        #expect(paired.output.out.contains("Apple Watch: paired since 2026-02-16T08:00:00Z\n"), "\(paired.output.out)")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.saved))) as? [String: Any])
        var sensorKit = try #require(object["sensorKit"] as? [String: Any])
        sensorKit["watchPairedSince"] = nil
        sensorKit["watchPaired"] = [[792_921_600.0, 793_008_000.0]]
        object["sensorKit"] = sensorKit
        let file = try Fixtures.temporaryFolder().appendingPathComponent("unpaired.json")
        try JSONSerialization.data(withJSONObject: object).write(to: file)
        let unpaired = CommandRun.run(["state", file.path])
        #expect(unpaired.code == .success, "\(unpaired.output.err)")
        #expect(unpaired.output.out.contains("Apple Watch: none paired; paired before: 24.0 h\n"), "\(unpaired.output.out)")
    }

    /// A sensor the saved version requests that the participant has not answered (the sheet an
    /// update brought, closed unanswered) had no line: `state` read as if the app did not ask
    /// for it, where resuming shows the sheet for it.
    @Test func stateListsARequestedSensorStillUnanswered() throws {
        let whole = try String(contentsOfFile: Self.saved, encoding: .utf8)
        #expect(whole.contains("\"visits\" : \"denied\"\n"))
        let file = try Fixtures.temporaryFolder().appendingPathComponent("unanswered.json")
        try Data(whole.replacingOccurrences(of: ",\n      \"visits\" : \"denied\"\n", with: "\n").utf8).write(to: file)
        let r = CommandRun.run(["state", file.path])
        #expect(r.code == .success, "\(r.output.err)")
        #expect(r.output.out.contains("  visits: notDetermined; requested\n"), "\(r.output.out)")
    }

    /// `state` printed the file's app name as it stood: a name holding ESC or a right-to-left
    /// override (a study's \U202E, or a hand-edited file) reached the terminal raw, where
    /// check, play and week show it escaped.
    @Test func stateShowsTheFilesTextEscaped() throws {
        let whole = try String(contentsOfFile: Self.saved, encoding: .utf8)
        #expect(whole.contains("\"Walking Study\""))
        let file = try Fixtures.temporaryFolder().appendingPathComponent("bidi.json")
        try Data(whole.replacingOccurrences(of: "\"Walking Study\"", with: "\"Walking \\u001B[2J\\u202EydutS\"").utf8).write(to: file)
        let r = CommandRun.run(["state", file.path])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        #expect(r.output.out.contains("App: Walking \\u{1B}[2J\\u{202E}ydutS (org.example.walkingstudy)"), "\(r.output.out)")
        #expect(!r.output.out.unicodeScalars.contains("\u{1B}") && !r.output.out.unicodeScalars.contains("\u{202E}"))
    }

    /// With collection off, the statuses the file lists are the participant's answers, which the
    /// app does not read: "visits: authorized" under "collection: off" read as if the app could.
    @Test func stateSaysTheAppReadsNothingWhileCollectionIsOff() throws {
        let whole = try String(contentsOfFile: Self.saved, encoding: .utf8)
        #expect(whole.contains("\"collectionEnabled\" : true"))
        let file = try Fixtures.temporaryFolder().appendingPathComponent("off.json")
        try Data(whole.replacingOccurrences(of: "\"collectionEnabled\" : true", with: "\"collectionEnabled\" : false").utf8).write(to: file)
        let r = CommandRun.run(["state", file.path])
        #expect(r.output.out.contains("Research Sensor & Usage Data collection: off (the app reads every sensor as denied until it is on again)"),
                "\(r.output.out)")
        #expect(CommandRun.run(["state", Self.saved]).output.out.contains("Research Sensor & Usage Data collection: on\n"))
    }

    /// `state` refuses what resuming refuses: a hand-edited status, Motion & Fitness choice or
    /// span was printed as it stood ("visits: maybe"), exit 0, though `run --state` and a
    /// scenario's `state:` refuse the same file (exit 64).
    @Test func stateRefusesAFileThatResumingRefuses() throws {
        let whole = try String(contentsOfFile: Self.saved, encoding: .utf8)
        let edits = [("\"visits\" : \"denied\"", "\"visits\" : \"maybe\"",
                      "sensorKit.statuses.visits: expected notDetermined, authorized or denied, got maybe"),
                     ("\"status\" : \"notDetermined\"", "\"status\" : \"authorised\"",
                      "motion.status: expected notDetermined, restricted, denied or authorized, got authorised"),
                     ("\"visits\" : \"denied\"", "\"visitz\" : \"denied\"", "sensorKit.statuses: unknown sensor \"visitz\""),
                     // A name the app's lists hold that is no sensor was dropped from the resumed profile without a word.
                     ("\"sensors\" : [\n      \"ambientLightSensor\"", "\"sensors\" : [\n      \"ambientLight\"",
                      "app.sensors: unknown sensor \"ambientLight\""),
                     ("\"entitled\" : [\n      \"ambientLightSensor\"", "\"entitled\" : [\n      \"ambient\"",
                      "app.entitled: unknown sensor \"ambient\"")]
        let dir = try Fixtures.temporaryFolder()
        for (before, after, message) in edits {
            #expect(whole.contains(before), "the saved file no longer holds \(before)")
            let file = dir.appendingPathComponent("edited.json")
            try Data(whole.replacingOccurrences(of: before, with: after).utf8).write(to: file)
            let r = CommandRun.run(["state", file.path])
            #expect(r.code == .usage, "\(after): \(r.output.out)")
            #expect(r.output.err.contains("edited.json: \(message)"), "\(r.output.err)")
            #expect(r.output.out.isEmpty)
        }
    }

    /// A hand-edited time after the saved clock (a Watch "paired since" next year, a span
    /// recorded into the future) was printed as whole and resumed: the dashboard then showed a
    /// Watch paired whose sensors recorded nothing, as `recordingSince` after the clock is refused.
    @Test func stateRefusesTimesAfterTheSavedClock() throws {
        let original = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.saved))) as? [String: Any])
        let clock = try #require(original["clock"] as? Double)
        let later = clock + 86_400
        let edits: [(part: String, key: String, value: Any, message: String)] = [
            ("sensorKit", "watchPairedSince", later, "sensorKit.watchPairedSince: a time not after the saved clock"),
            ("sensorKit", "watchPaired", [[clock - 10, later]], "sensorKit.watchPaired: a span ends after the saved clock"),
            ("sensorKit", "recorded", ["visits": [[clock - 10, later]]], "sensorKit.recorded.visits: a span ends after the saved clock"),
            ("sensorKit", "deleted", ["visits": [[clock - 10, later]]], "sensorKit.deleted.visits: a span ends after the saved clock"),
            ("motion", "trackingOnSince", later, "motion.trackingOnSince: a time not after the saved clock"),
            ("motion", "trackingOn", [[clock - 10, later]], "motion.trackingOn: a span ends after the saved clock"),
        ]
        let dir = try Fixtures.temporaryFolder()
        for edit in edits {
            var object = original
            var part = try #require(object[edit.part] as? [String: Any])
            part[edit.key] = edit.value
            object[edit.part] = part
            let file = dir.appendingPathComponent("later.json")
            try JSONSerialization.data(withJSONObject: object).write(to: file)
            let r = CommandRun.run(["state", file.path])
            #expect(r.code == .usage, "\(edit.key): \(r.output.out)")
            #expect(r.output.err.contains("later.json: \(edit.message)"), "\(r.output.err)")
        }
    }

    /// A saved Watch model is read by the rule a scenario's `watch:` is.
    @Test func stateRefusesAWatchModelAScenarioWouldRefuse() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.saved))) as? [String: Any])
        var sensorKit = try #require(object["sensorKit"] as? [String: Any])
        sensorKit["watchModel"] = "Series 9"
        object["sensorKit"] = sensorKit
        let file = try Fixtures.temporaryFolder().appendingPathComponent("model.json")
        try JSONSerialization.data(withJSONObject: object).write(to: file)
        let r = CommandRun.run(["state", file.path])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("model.json: sensorKit.watchModel: a model is written as Apple's identifier, such as Watch7,12; got Series 9"),
                "\(r.output.err)")
    }

    /// A file of many recorded spans (hand-made, within the 16 MB a state file may hold) took
    /// minutes to read, each span inserted into the sorted list in turn: `state`, `run --state`
    /// and a scenario's `state:` hung on it.
    @Test func aFileOfManySpansIsReadAtOnce() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.saved))) as? [String: Any])
        var sensorKit = try #require(object["sensorKit"] as? [String: Any])
        let clock = try #require(object["clock"] as? Double)
        sensorKit["recorded"] = ["visits": (0..<150_000).map { i in [clock - Double(10 * i) - 5, clock - Double(10 * i)] }]
        object["sensorKit"] = sensorKit
        let file = try Fixtures.temporaryFolder().appendingPathComponent("spans.json")
        try JSONSerialization.data(withJSONObject: object).write(to: file)
        let started = Date()
        let r = CommandRun.run(["state", file.path])
        #expect(r.code == .success, "\(r.output.err)")
        // About a second; before, minutes.
        #expect(Date().timeIntervalSince(started) < 60, "reading 150 000 spans took \(Date().timeIntervalSince(started)) s")
    }

    /// Whole JSON of the wrong shape is named by what is wrong, not called cut short.
    @Test func stateNamesWholeJSONOfAnotherShapeByItsKey() throws {
        let dir = try Fixtures.temporaryFolder()
        let file = dir.appendingPathComponent("p.json")
        try Data("[]".utf8).write(to: file)
        let array = CommandRun.run(["state", file.path])
        #expect(array.code == .usage && array.output.err.contains("p.json: not a saved participant: the file is not a JSON object"), "\(array.output.err)")
        #expect(!array.output.err.contains("truncated"))
        try Data("{\"format\": \"consent-sim participant\", \"version\": \"1\"}".utf8).write(to: file)
        let version = CommandRun.run(["state", file.path])
        #expect(version.code == .usage && version.output.err.contains("p.json: not a saved participant: version: "), "\(version.output.err)")
        #expect(!version.output.err.contains("not whole JSON"))
    }

    /// A hand-edited `"version": 1.5` (or a number too large for one) was called "not whole
    /// JSON …; truncated or corrupt?", naming no key, though the file is whole.
    @Test func aVersionThatIsNoWholeNumberIsNamedByItsKey() throws {
        let whole = try String(contentsOfFile: Self.saved, encoding: .utf8)
        #expect(whole.contains("\"version\" : 1\n"))
        let file = try Fixtures.temporaryFolder().appendingPathComponent("v.json")
        for (value, shown) in [("1.5", "1.5"), ("99999999999999999999", "100000000000000000000")] {
            try Data(whole.replacingOccurrences(of: "\"version\" : 1\n", with: "\"version\" : \(value)\n").utf8).write(to: file)
            let r = CommandRun.run(["state", file.path])
            #expect(r.code == .usage, "\(value): \(r.output.out)")
            #expect(r.output.err.contains("v.json: version: expected a whole number, the format version (this ConsentSim writes 1), got \(shown)"),
                    "\(r.output.err)")
            #expect(!r.output.err.contains("truncated"))
        }
    }

    /// A hand-edited `"clock": 1e400` (a number no Double holds, here or deeper in the file) was
    /// called "not a saved participant: The given data was not valid JSON.", naming no key.
    @Test func aNumberTooLargeForAnyValueIsNamedByItsKeyPath() throws {
        let whole = try String(contentsOfFile: Self.saved, encoding: .utf8)
        let file = try Fixtures.temporaryFolder().appendingPathComponent("n.json")
        for (from, to, key) in [("\"clock\" : 794390400", "\"clock\" : 1e400", "clock"),
                                ("\"accelerometer\" : 794131200", "\"accelerometer\" : -2E+999", "sensorKit.recordingSince.accelerometer")] {
            #expect(whole.contains(from))
            try Data(whole.replacingOccurrences(of: from, with: to).utf8).write(to: file)
            let r = CommandRun.run(["state", file.path])
            #expect(r.code == .usage, "\(to): \(r.output.out)")
            #expect(r.output.err.contains("n.json: \(key): \(to.split(separator: " ").last!) is too large a number"), "\(r.output.err)")
            #expect(!r.output.err.contains("not valid JSON"))
        }
    }

    /// A --state file whose folder is not there was found only when the demo ended, after a
    /// whole session of saves had failed; it is refused before the demo starts.
    @Test func aStateFileThatCannotBeWrittenIsRefusedFirst() {
        let r = CommandRun.run(["run", Self.v1, "--state", "/nonexistent-folder/p.json"])
        #expect(r.code == .cannotCreate, "\(r.output.err)")
        #expect(r.output.err.contains("--state"), "\(r.output.err)")
        #expect(r.output.err.contains("/nonexistent-folder"), "\(r.output.err)")
    }

    /// `run --state LINK` resumed the participant the link names, then refused every save as "not
    /// a regular file": the session was lost, exit 73 when it ended. The link is followed, as
    /// every output's is: the file it names is replaced and the link kept.
    @Test func aStateFileReachedThroughALinkIsSavedThroughIt() throws {
        let dir = try Fixtures.temporaryFolder()
        let target = dir.appendingPathComponent("participant.json").path, link = dir.appendingPathComponent("link.json").path
        try FileManager.default.copyItem(atPath: Self.saved, toPath: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "participant.json")
        let r = CommandRun.run(["run", Self.v1, "--state", link])
        #expect(!r.output.err.contains("could not be saved"), "\(r.output.err)")
        #expect(r.output.err.contains("saved the participant in \(link)"), "\(r.output.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "participant.json")
        let state = CommandRun.run(["state", link])
        #expect(state.output.out.contains("the app launched 2 times"), "\(state.output.out)")
    }

    /// `run --state LINK`, LINK a symbolic link to a file that does not exist yet, was refused (exit
    /// 64, "a dangling symbolic link"), though a missing FILE starts a new participant: it starts
    /// one, and the save creates the file the link names, the link kept.
    @Test func aStateLinkToNoFileYetStartsANewParticipant() throws {
        let dir = try Fixtures.temporaryFolder()
        let target = dir.appendingPathComponent("participant.json").path, link = dir.appendingPathComponent("dl.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "participant.json")
        let r = CommandRun.run(["run", Self.v1, "--state", link, "--seed", "3"])
        #expect(r.code != .usage && r.output.err.contains("saved the participant in \(link)"), "\(r.output.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "participant.json")
        #expect(try ParticipantFile.read(target).seed == 3)
    }

    @Test func stateGoesWithNeitherPlayNorRecord() {
        #expect(CommandRun.run(["run", "--state", "p.json", "--play", "f.yaml"]).output.err.contains("--state and --play cannot go together"))
        #expect(CommandRun.run(["run", "--state", "p.json", "--record", "f.yaml"]).output.err.contains("--state and --record cannot go together"))
    }

    /// `run --state NEW.json --seed 3` (or `--start`) was refused although NEW.json held no
    /// participant yet, while `--watch` set one up: one rule now, the options a saved participant
    /// brings are refused beside a file that holds one and set up the participant of a new file.
    @Test func seedAndStartAreRefusedOnlyBesideASavedParticipant() throws {
        let dir = try Fixtures.temporaryFolder()
        let saved = dir.appendingPathComponent("saved.json").path
        try FileManager.default.copyItem(atPath: Self.saved, toPath: saved)
        let seed = CommandRun.run(["run", Self.v1, "--state", saved, "--seed", "3"])
        #expect(seed.code == .usage && seed.output.err.contains("--seed and --state cannot go together when \(saved) holds a participant: "
                                                                + "they bring their own seed (1); a new --state file takes it"), "\(seed.output.err)")
        let start = CommandRun.run(["run", Self.v1, "--state", saved, "--start", "2026-05-01T08:00:00Z"])
        #expect(start.code == .usage && start.output.err.contains("--start and --state cannot go together when \(saved) holds a participant: "
                                                                  + "they bring their own clock (2026-03-05T08:00:00Z)"), "\(start.output.err)")
        #expect(FileManager.default.contentsEqual(atPath: saved, andPath: Self.saved))
        let new = dir.appendingPathComponent("new.json").path
        let fresh = CommandRun.run(["run", Self.v1, "--state", new, "--seed", "3", "--start", "2026-05-01T08:00:00Z"])
        #expect(!fresh.output.err.contains("cannot go together"), "\(fresh.output.err)")
        let state = CommandRun.run(["state", new]).output.out
        #expect(state.contains("virtual clock 2026-05-01T08:00:00Z; seed 3;"), "\(state)")
        let far = CommandRun.run(["week", "--start", "2200-01-01T00:00:00Z"])
        #expect(far.code == .usage && far.output.err.contains("--start expects an ISO 8601 date-time from 1970 to 2099"))
    }

    /// The phone's language (--lang) was not saved: a participant set up in German resumed in
    /// English when the next run gave no --lang. The file keeps it, `state` shows it, the next run
    /// resumes in it, and another --lang beside it is refused as --watch is.
    @Test func aSavedParticipantKeepsTheirPhonesLanguage() throws {
        let file = try Fixtures.temporaryFolder().appendingPathComponent("de.json").path
        let first = CommandRun.run(["run", Self.v1, "--state", file, "--lang", "de"])
        #expect(first.output.err.contains("saved the participant in \(file)"), "\(first.output.err)")
        #expect(CommandRun.run(["state", file]).output.out.contains("; language de\n"))
        let other = CommandRun.run(["run", Self.v1, "--state", file, "--lang", "fr"])
        #expect(other.code == .usage && other.output.err.contains("--lang and --state cannot go together when \(file) holds a participant: "
                                                                  + "they bring their own iPhone language (de)"), "\(other.output.err)")
        let again = CommandRun.run(["run", Self.v1, "--state", file])
        #expect(again.output.err.contains("saved the participant in \(file)"), "\(again.output.err)")
        let state = CommandRun.run(["state", file]).output.out
        #expect(state.contains("the app launched 2 times") && state.contains("; language de\n"), "\(state)")
        // A hand-edited language neither the study nor the iPhone has resumed in English without a word.
        let edited = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"lang\" : \"de\"", with: "\"lang\" : \"xx\"")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: file))
        let unknown = CommandRun.run(["run", Self.v1, "--state", file])
        #expect(unknown.code == .usage && unknown.output.err.contains("\(file): lang: \"xx\": the study has no such localization"),
                "\(unknown.output.err)")
    }

    /// `run --state FILE --no-watch` (or `--watch`) on a saved participant ran the demo with the
    /// saved pairing, the option dropped without a word; it is refused, as a scenario's `watch:`
    /// beside `state:` is, and still sets up a participant the file does not hold yet.
    @Test func watchOptionsAreRefusedBesideASavedParticipant() throws {
        let dir = try Fixtures.temporaryFolder()
        let saved = dir.appendingPathComponent("saved.json").path
        try FileManager.default.copyItem(atPath: Self.saved, toPath: saved)
        for option in ["--no-watch", "--watch"] {
            let r = CommandRun.run(["run", Self.v1, "--state", saved, option])
            #expect(r.code == .usage, "\(r.output.err)")
            #expect(r.output.err.contains("\(option) and --state cannot go together when \(saved) holds a participant: "
                                          + "they bring their own Apple Watch pairing (paired since 2026-02-16T08:00:00Z)"), "\(r.output.err)")
        }
        #expect(FileManager.default.contentsEqual(atPath: saved, andPath: Self.saved))
        let new = dir.appendingPathComponent("new.json").path
        let fresh = CommandRun.run(["run", Self.v1, "--state", new, "--no-watch"])
        #expect(!fresh.output.err.contains("cannot go together"), "\(fresh.output.err)")
    }

    @Test func anUpdateToAnotherAppIsRefusedBeforeTheDemo() {
        let r = CommandRun.run(["run", Self.v1, "--update-to", Fixtures.sleepStudy.path])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("the new version's bundle identifier is org.example.sleepstudy, the installed app's is org.example.walkingstudy"))
        // The study itself is no update either: it was kept, and u only relaunched the app.
        let same = CommandRun.run(["run", Self.v1, "--update-to", Self.v1])
        #expect(same.code == .usage)
        #expect(same.output.err.contains("version 1.0 is the installed version and its files say the same"), Comment(rawValue: same.output.err))
    }

    /// `u` while the sheet is up is refused, and the log says why; once the sheet is answered,
    /// `u` installs the version it kept.
    @Test func aRefusedUpdateKeySaysWhyAndTheVersionStaysStaged() throws {
        let demo = DemoSession(study: try StudySource.load(path: URL(fileURLWithPath: Self.v1)))
        try demo.stageUpdate(try StudySource.load(path: URL(fileURLWithPath: Self.v2)), path: Self.v2,
                             project: StudyLoadOptions(), recordingTo: nil)
        demo.launch()
        let frame = { demo.render(width: 160, height: 50, colour: false) }
        func pressU() throws {
            guard case .act(let act)? = demo.command(for: .char("u"), on: frame()) else {
                Issue.record("u does nothing with a version staged"); return
            }
            demo.perform(act)
        }
        try pressU()
        #expect(frame().text.contains("The update was not installed"))
        #expect(!frame().text.contains("was updated from version"))
        demo.allowEverything()
        try pressU()
        #expect(frame().text.contains("was updated from version 1.0 to 2.0"))
    }

    /// `u` with no version to install said nothing at all: the demo started without
    /// `--update-to`, or its version is installed already. It now says which.
    @Test func uWithNothingToInstallSaysSo() throws {
        let plain = DemoSession(study: try StudySource.load(path: URL(fileURLWithPath: Self.v1)))
        plain.launch()
        let plainFrame = plain.render(width: 160, height: 50, colour: false)
        guard case .notice(let none)? = plain.command(for: .char("u"), on: plainFrame) else {
            Issue.record("u says nothing without --update-to"); return
        }
        #expect(none.contains("--update-to"), Comment(rawValue: none))
        // As every other key's refusal on the bottom line is worded: "u: …" ("u has nothing …" was not).
        #expect(none.hasPrefix("u: nothing to install"), Comment(rawValue: none))
        let demo = DemoSession(study: try StudySource.load(path: URL(fileURLWithPath: Self.v1)))
        try demo.stageUpdate(try StudySource.load(path: URL(fileURLWithPath: Self.v2)), path: Self.v2,
                             project: StudyLoadOptions(), recordingTo: nil)
        demo.launch()
        demo.allowEverything()
        let frame = { demo.render(width: 160, height: 50, colour: false) }
        guard case .act(let act)? = demo.command(for: .char("u"), on: frame()) else { Issue.record("u does not install"); return }
        demo.perform(act)
        guard case .notice(let again)? = demo.command(for: .char("u"), on: frame()) else {
            Issue.record("a second u says nothing"); return
        }
        #expect(again.contains("2.0") && again.contains("installed") && again.hasPrefix("u: "), Comment(rawValue: again))
    }

    /// `d` and `f`, which the help lists, did nothing without a word when they could not act:
    /// `d` before any sensor was allowed (no fetch can return data then), `f` and `d` after the
    /// study app crashed. The bottom line now says why.
    @Test func dAndFThatCannotActSayWhy() throws {
        let sleep = DemoSession(study: try StudySource.load(folder: Fixtures.sleepStudy))
        sleep.launch()
        let sheet = sleep.render(width: 160, height: 50, colour: false)
        guard case .notice(let none)? = sleep.command(for: .char("d"), on: sheet) else {
            Issue.record("d says nothing with no sensor allowed"); return
        }
        #expect(none.hasPrefix("d: ") && none.contains("none of its sensors"), Comment(rawValue: none))
        // Where they can act, they act.
        guard case .act? = sleep.command(for: .char("f"), on: sheet) else { Issue.record("f does not fetch"); return }
        sleep.allowEverything()
        guard case .jumpToFirstData? = sleep.command(for: .char("d"), on: sleep.render(width: 160, height: 50, colour: false)) else {
            Issue.record("d does not jump once sensors are allowed"); return
        }

        let broken = DemoSession(study: try StudySource.load(folder: Fixtures.repository.appendingPathComponent("Scenarios/studies/broken-study")))
        broken.launch()
        broken.allowEverything()
        let crashed = broken.render(width: 160, height: 50, colour: false)
        #expect(crashed.text.contains("crashed"), Comment(rawValue: crashed.text))
        for key: Character in ["f", "d"] {
            guard case .notice(let why)? = broken.command(for: .char(key), on: crashed) else {
                Issue.record("\(key) says nothing after the crash"); continue
            }
            #expect(why.hasPrefix("\(key): ") && why.contains("not running"), Comment(rawValue: why))
        }
        // Too small a window shows nothing but the notice to enlarge it; no key speaks over it.
        #expect(broken.command(for: .char("f"), on: broken.render(width: 40, height: 10, colour: false)) == nil)
    }

    /// `s` over the sheet and `+` at the top speed (`-` at the slowest) did nothing without a
    /// word; the bottom line now says why, and where they can act they act.
    @Test func sOverTheSheetAndTheSpeedAtItsEndSayWhy() throws {
        let sleep = DemoSession(study: try StudySource.load(folder: Fixtures.sleepStudy))
        sleep.launch()
        let sheet = sleep.render(width: 160, height: 50, colour: false)
        guard case .notice(let why)? = sleep.command(for: .char("s"), on: sheet) else { Issue.record("s says nothing over the sheet"); return }
        #expect(why.hasPrefix("s: ") && why.contains("sheet is answered or cancelled"), Comment(rawValue: why))
        var faster = 0
        while case .act(let act)? = sleep.command(for: .char("+"), on: sheet), faster < 20 { sleep.perform(act); faster += 1 }
        #expect(sleep.speed == 86_400 && faster > 0)
        guard case .notice(let top)? = sleep.command(for: .char("+"), on: sheet) else { Issue.record("+ says nothing at the top speed"); return }
        #expect(top.hasPrefix("+: ") && top.contains("top speed"), Comment(rawValue: top))
        while case .act(let act)? = sleep.command(for: .char("-"), on: sheet), faster > -20 { sleep.perform(act); faster -= 1 }
        #expect(sleep.speed == 1)
        guard case .notice(let slowest)? = sleep.command(for: .char("-"), on: sheet) else { Issue.record("- says nothing at the slowest"); return }
        #expect(slowest.hasPrefix("-: ") && slowest.contains("slowest"), Comment(rawValue: slowest))
        sleep.allowEverything()
        guard case .act? = sleep.command(for: .char("s"), on: sleep.render(width: 160, height: 50, colour: false)) else {
            Issue.record("s does not open Settings once the sheet is answered"); return
        }
    }

    /// A key the help does not list (`x`, a digit, F5, Home) did nothing without a word, so a
    /// presenter could not tell a dead key from a slow one; the bottom line now says it is not a
    /// key of the demo and where the keys are listed, and a listed key still acts.
    @Test func anUnlistedKeySaysItIsNotOne() throws {
        let sleep = DemoSession(study: try StudySource.load(folder: Fixtures.sleepStudy))
        sleep.launch()
        let sheet = sleep.render(width: 160, height: 50, colour: false)
        for key: Character in ["x", "7"] {
            guard case .notice(let why)? = sleep.command(for: .char(key), on: sheet) else {
                Issue.record("\(key) says nothing"); continue
            }
            #expect(why.hasPrefix("\(key): ") && why.contains("not a key") && why.contains("?"), Comment(rawValue: why))
        }
        guard case .notice(let f5)? = sleep.command(for: .unlisted("F5"), on: sheet) else { Issue.record("F5 says nothing"); return }
        #expect(f5.hasPrefix("F5: ") && f5.contains("not a key"), Comment(rawValue: f5))
        guard case .act? = sleep.command(for: .char("p"), on: sheet) else { Issue.record("p does not pause"); return }
        // Too small a window shows nothing but the notice to enlarge it; no key speaks over it.
        #expect(sleep.command(for: .char("x"), on: sleep.render(width: 40, height: 10, colour: false)) == nil)
    }
}
