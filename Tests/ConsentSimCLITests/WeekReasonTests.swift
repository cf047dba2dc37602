import Foundation
import Testing
@testable import ConsentSimCLI

/// `week` says why a fetch came back empty, in the words the log uses.
@Suite struct WeekReasonTests {
    @Test func theFirstNightsEmptyFetchesSayTheyEndBeforeRecordingStarted() {
        let r = CommandRun.run(["week", "--days", "2"])
        #expect(r.code == .success)
        let day1 = r.output.out.split(separator: "\n").filter { $0.hasPrefix("1 ") }
        #expect(!day1.isEmpty)
        for row in day1 {
            #expect(row.contains("beforeRecording: the window 24 Feb 03:00 to 2 Mar 03:00 ends before recording started"), "\(row)")
        }
        // A fetch with results shows its window as before.
        #expect(r.output.out.contains("2 Mar 03:00 – 3 Mar 03:00"))
        // Day 1's fetch of a study starting Monday 08:00 runs on Tuesday at 03:00, and the footer
        // says why it finds nothing.
        #expect(day1.allSatisfy { $0.hasPrefix("1   Tue 3 Mar") })
        #expect(r.output.out.hasSuffix("(the holding period), so day 1's fetch finds none.\n"))
        // A study starting at 02:00 fetches on its first day: the row is dated by the fetch, not
        // by the day's end (Monday, not Tuesday).
        let early = CommandRun.run(["week", "--days", "1", "--start", "2026-03-02T02:00:00Z"])
        let rows = early.output.out.split(separator: "\n").filter { $0.hasPrefix("1 ") }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.hasPrefix("1   Mon 2 Mar") }, "\(rows)")
    }
}

/// A sensor the study app never fetched names SensorKit's reason, as `check` and `play` do.
@Suite struct WeekNoFetchReasonTests {
    static let myHeartCounts = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/myheartcounts").path

    /// Each day's "no fetch" reason of `sensor` in `week`'s output, by day.
    static func noFetchReasons(_ output: String, _ sensor: String) -> [String] {
        output.split(separator: "\n").compactMap { row in
            let words = row.split(separator: " ")
            guard words.count > 10, words[4] == sensor, let at = row.range(of: "no fetch: ") else { return nil }
            return String(row[at.upperBound...].prefix { $0 != ":" })
        }
    }

    /// Day `day`'s "no fetch" rows: each sensor's reason.
    static func noFetchRows(_ output: String, day: Int) -> [String: String] {
        var out: [String: String] = [:]
        for row in output.split(separator: "\n") {
            let words = row.split(separator: " ")
            guard words.count > 10, words[0] == "\(day)", let at = row.range(of: "no fetch: ") else { continue }
            out[String(words[4])] = String(row[at.upperBound...].prefix { $0 != ":" })
        }
        return out
    }

    /// On iOS 17.0 the ECG does not exist (`check --ios 17.0` says → unavailableOnOS), and with
    /// no Apple Watch paired the Watch-only sensors have nothing because of it (noWatch), every day.
    @Test func onIOS17WithoutAWatchMyHeartCountsNamesEachReason() {
        let r = CommandRun.run(["week", Self.myHeartCounts, "--days", "2", "--ios", "17.0", "--no-watch"])
        #expect(r.code == .success)
        let out = r.output.out
        #expect(Self.noFetchReasons(out, "electrocardiogram") == ["unavailableOnOS", "unavailableOnOS"], "\(out)")
        #expect(out.contains("no fetch: unavailableOnOS: electrocardiogram does not exist on iOS 17.0 (it arrived in iOS 17.4)"))
        for sensor in ["heartRate", "onWristState", "wristTemperature"] {
            #expect(Self.noFetchReasons(out, sensor) == ["noWatch", "noWatch"], "\(sensor)\n\(out)")
        }
        #expect(out.contains("no fetch: noWatch: no Apple Watch was paired during the window 24 Feb 03:00 to 2 Mar 03:00"))
        // `check` on the same phone names the ECG's reason the same way.
        #expect(Self.checkReasons(Self.myHeartCounts, ["--ios", "17.0"])["electrocardiogram"] == "unavailableOnOS")
    }

    /// `check --format json`'s reason for each sensor it says will never be asked for.
    static func checkReasons(_ study: String, _ options: [String]) -> [String: String] {
        let json = CommandRun.run(["check", study, "--format", "json"] + options).output.out
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let entries = object?["neverAsked"] as? [[String: Any]] ?? []
        return Dictionary(entries.compactMap { e in (e["sensor"] as? String).flatMap { s in (e["fetchReason"] as? String).map { (s, $0) } } },
                          uniquingKeysWith: { a, _ in a })
    }

    /// Denied sensors say so, with SensorKit's words. `--deny` declines them on the sheet, which
    /// SensorKit's status cannot tell from a switch turned off in Settings: the reason names
    /// both, where it said the participant had turned them off.
    @Test func deniedSensorsNameDenied() {
        // The heart study marks no sensor Required, so declining every page stores every denial.
        let heart = Fixtures.repository.appendingPathComponent("Scenarios/studies/heart-study").path
        let r = CommandRun.run(["week", heart, "--days", "1", "--deny"])
        #expect(Self.noFetchReasons(r.output.out, "accelerometer") == ["denied"], "\(r.output.out)")
        #expect(r.output.out.contains("no fetch: denied: the participant declined accelerometer on the sheet or turned it off in Settings (denied → noAuthorization)"))
    }

    /// `week --deny` on the sleep study said `accelerometer denied` ("declined on the sheet"),
    /// though the accelerometer is Required there and the sheet's Required alert lets a
    /// participant keep the decline only by not enrolling, which stores nothing; and
    /// `export --deny`'s participant 1, whom README calls week's participant, was not enrolled.
    @Test func denyingEverySensorOfAStudyWithARequiredOneIsNotEnrolling() throws {
        let r = CommandRun.run(["week", "--days", "1", "--deny"])
        #expect(r.output.out.contains("Authorization: ambientLightSensor notDetermined, accelerometer notDetermined, "
                                      + "onWristState notDetermined, wristTemperature notDetermined"), "\(r.output.out)")
        #expect(Self.noFetchReasons(r.output.out, "accelerometer") == ["notDetermined"], "\(r.output.out)")
        // The sheet was shown and closed with Don't Enroll: the reason does not say it never was.
        #expect(!r.output.out.contains("has not been asked"), "\(r.output.out)")
        #expect(r.output.out.contains("no fetch: notDetermined: the participant has not answered for accelerometer: never asked, "
                                      + "or the sheet was closed unanswered (Cancel, Don't Enroll in Study)"), "\(r.output.out)")
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("export").path
        #expect(CommandRun.run(["export", "--deny", "--days", "1", "--format", "lamp", "--out", out]).code == .success)
        let table = try String(contentsOfFile: out + "/participants.csv", encoding: .utf8)
        #expect(table.contains(",false,") && table.hasSuffix(",unanswered,declined,unanswered,unanswered\n"), "\(table)")
    }
}
