import Foundation
import Testing
import SensorKitSim
import SimCore
import Simulation
import StudyConfig
@testable import ConsentSimCLI

/// `week`, `play` and `check` name one reason for a sensor the study app fetched nothing of:
/// on phones of several iOS versions, with and without an Apple Watch, and with sensors turned
/// off, each "no fetch" row's reason is the one `play`'s `expectFetch` accepts for the same
/// window at the same moment, and the one `check` gives for a sensor it says is never asked for.
@Suite struct WeekReasonAgreementTests {
    struct Setup: Sendable, CustomStringConvertible {
        let study: String
        var ios: String?
        var watch = true
        var allow = true
        var declined: [String] = []

        var folder: URL { Fixtures.repository.appendingPathComponent(study) }

        /// Two days of the study on this phone, answered as `week --deny` or the sheet's choices would.
        func options() throws -> HeadlessWeek.Options {
            var o = HeadlessWeek.Options()
            o.profile = StudyProfile(study: try StudyLoader.load(folder: folder))
            o.phone.watchPaired = watch
            if let ios { o.phone.osVersion = try OSVersion(parsing: ios) }
            o.days = 2
            o.allow = allow
            o.declined = Set(declined.compactMap { name in SensorCatalog.all.map(\.sensor).first { "\($0)" == name } })
            return o
        }

        var description: String {
            "\(study.split(separator: "/").last ?? "") ios \(ios ?? "current") watch \(watch) allow \(allow) declined \(declined)"
        }
    }

    static let myHeartCounts = "Tests/StudyConfigTests/Fixtures/RealWorld/myheartcounts"
    static let sleepStudy = "Scenarios/studies/sleep-study"

    static let setups: [Setup] = {
        var out: [Setup] = []
        for study in [myHeartCounts, sleepStudy] {
            for ios in ["17.0", "17.4", nil] as [String?] {
                for watch in [true, false] { out.append(Setup(study: study, ios: ios, watch: watch)) }
            }
        }
        out.append(Setup(study: myHeartCounts, ios: "17.0", watch: false, declined: ["accelerometer", "heartRate"]))
        out.append(Setup(study: myHeartCounts, ios: "17.4", watch: true, declined: ["electrocardiogram", "visits"]))
        out.append(Setup(study: myHeartCounts, watch: false, allow: false))
        out.append(Setup(study: sleepStudy, ios: "17.0", allow: false))
        out.append(Setup(study: "Scenarios/studies/all-sensors", ios: "17.0", watch: false))
        // A request that fails whole (a sensor missing from the entitlement): no sheet at all.
        out.append(Setup(study: "Scenarios/studies/light-not-entitled"))
        return out
    }()

    @Test(arguments: setups)
    func weeksReasonIsPlaysAndChecks(_ setup: Setup) throws {
        let folder = setup.folder
        let o = try setup.options()
        #expect(o.declined.count == setup.declined.count)
        let report = HeadlessWeek.run(o)
        let text = report.text()
        let start = o.phone.start.timeIntervalSinceReferenceDate

        // The play scenario: the same phone, answered the same way, fetching at each daily fetch
        // the window week's row was judged on, and expecting week's reason.
        // `week` declines Required sensors too, which the sheet only lets Settings do.
        let denied = report.statuses.filter { $0.status == .denied }.map { "\($0.sensor)" }
        var steps = ["launch"]
        if report.statuses.contains(where: { $0.status != .notDetermined }) { steps.append("answer: {default: allow}") }
        if !denied.isEmpty { steps.append("settings: {deny: [\(denied.joined(separator: ", "))]}") }
        if report.motionStatus != nil { steps.append("motion: \(setup.allow ? "allow" : "deny")") }
        var clock = start, expected = 0
        for day in 1...o.days {
            let lower = start + Double(day - 1) * 86_400, upper = lower + 86_400
            let rows = WeekNoFetchReasonTests.noFetchRows(text, day: day)
            let notes = report.unfetched.filter { $0.time > lower && $0.time <= upper }
            #expect(rows.count == notes.count, "day \(day)\n\(text)")
            for note in notes {
                let sensor = "\(note.sensor)"
                let why = try #require(note.why, "\(sensor) on day \(day) has no reason\n\(text)")
                // The row week prints names the decider's reason.
                #expect(rows[sensor] == why.reason.rawValue, "\(sensor) on day \(day)\n\(text)")
                if note.time > clock {
                    steps.append("advance: \(Self.minutes(note.time - clock))m")
                    clock = note.time
                }
                let device = why.device == "Apple Watch" ? "watch" : "iphone"
                steps.append("fetch: {sensor: \(sensor), device: \(device), from: -\(Self.minutes(clock - why.from))m, to: -\(Self.minutes(clock - why.to))m}")
                steps.append("expectFetch: {sensor: \(sensor), device: \(device), reason: \(why.reason)}")
                expected += 1
            }
        }
        guard expected > 0 else { return }
        var header = ["name: week's reasons", "study: \(folder.path)", "start: 2026-03-02T08:00:00Z", "watch: \(setup.watch)"]
        if let ios = setup.ios { header.append("ios: \"\(ios)\"") }
        let scenario = (header + ["steps:"] + steps.map { "  - " + $0 }).joined(separator: "\n") + "\n"
        let dir = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("week-reasons.yaml")
        try scenario.write(to: file, atomically: true, encoding: .utf8)
        let play = CommandRun.run(["play", file.path])
        #expect(play.code == .success, "\(scenario)\n\(play.output.out)\(play.output.err)")

        // A sensor `check` says is never asked for gets the same reason every day in `week`.
        let check = WeekNoFetchReasonTests.checkReasons(folder.path, setup.ios.map { ["--ios", $0] } ?? [])
        for (sensor, reason) in check {
            let named = WeekNoFetchReasonTests.noFetchReasons(text, sensor)
            #expect(named == Array(repeating: reason, count: o.days), "\(sensor): check says \(reason)\n\(text)")
        }
    }

    /// The setups reach the reasons the defect was about, so the agreement above is checked on
    /// them and not only on weeks where every sensor delivered.
    @Test func theSetupsCoverEveryStandingAndWatchReason() throws {
        var seen: Set<EmptyFetchReason> = []
        for setup in Self.setups {
            seen.formUnion(HeadlessWeek.run(try setup.options()).unfetched.compactMap { $0.why?.reason })
        }
        #expect(seen.isSuperset(of: [.unavailableOnOS, .noWatch, .denied, .notDetermined, .notEntitled]), "\(seen)")
    }

    private static func minutes(_ seconds: Double) -> Int { Int((seconds / 60).rounded()) }
}
