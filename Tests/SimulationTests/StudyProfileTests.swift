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

    /// A study whose files have errors starts with a notice saying how many, and where to look.
    @Test func aStudyWithCheckErrorsStartsWithANotice() throws {
        let broken = try StudyLoader.load(folder: Self.folder("broken-study"))
        let errors = ReviewChecklist.check(broken).filter { $0.severity == .error }.count
        #expect(errors > 0)
        let sim = ConsentSimulation(study: broken)
        #expect(sim.snapshot.studyErrors == errors)
        #expect(sim.journal.first?.kind == .studyErrors(errors))
        #expect(sim.snapshot.log.first?.text == "The study's files have \(errors) errors: run consent-sim check on the study to see them")
        #expect(sim.snapshot.log.first?.isError == true)
        let clean = ConsentSimulation(study: try StudyLoader.load(folder: Self.folder("sleep-study")))
        #expect(clean.snapshot.studyErrors == 0 && clean.journal.isEmpty)
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
