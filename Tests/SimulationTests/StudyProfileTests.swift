import Foundation
import Testing
import SensorKitSim
import StudyConfig
@testable import Simulation

@Suite struct StudyProfileTests {
    static func folder(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/studies/\(name)")
    }

    @Test func builtInSleepStudyMatchesTheBundledFolder() throws {
        let p = StudyProfile(study: try StudyLoader.load(folder: Self.folder("sleep-study")))
        let b = StudyProfile.sleepStudy
        #expect(p.appName == b.appName)
        #expect(p.bundleIdentifier == b.bundleIdentifier)
        #expect(p.purpose == b.purpose)
        #expect(p.sensors == b.sensors)
        #expect(p.required == b.required)
        #expect(p.entitled == b.entitled)
        #expect(p.usesMotionActivity == b.usesMotionActivity)
    }

    @Test func germanProfileUsesTheTranslatedName() throws {
        let p = StudyProfile(study: try StudyLoader.load(folder: Self.folder("sleep-study")), language: "de")
        #expect(p.appName == "Schlafstudie")
    }

    @Test func brokenStudyCrashesOnMotionInTheWeek() throws {
        var o = HeadlessWeek.Options()
        o.profile = StudyProfile(study: try StudyLoader.load(folder: Self.folder("broken-study")))
        o.days = 1
        let report = HeadlessWeek.run(o)
        #expect(report.events.contains { $0.kind == .crash })
        #expect(report.text().contains("no fetch: the study app crashed"))
    }
}
