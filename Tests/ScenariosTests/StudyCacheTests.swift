import Foundation
import Testing
import SensorKitSim
import Simulation
@testable import Scenarios

/// A suite's scenarios share their studies: each study is read and checked once for all the
/// scenarios naming it, however they spell its path, and again only when an option that
/// changes what is read differs.
@Suite struct StudyCacheTests {
    func scenario(_ header: String, file: String = "cache.yaml") throws -> Scenario {
        try ScenarioParser.parse(Data("\(header)\nsteps:\n  - launch\n  - expectScreen: Research\n".utf8),
                                 file: file, folder: ScenarioRunnerTests.flows)
    }

    /// A header key only the study proves wrong is reported at that key's line and column,
    /// not at `study:`.
    @Test func aHeaderKeyTheStudyRefusesIsReportedWhereItStands() throws {
        func problem(_ header: String) throws -> String {
            let parsed = try scenario(header)
            do { _ = try ScenarioRunner.loadStudy(parsed); return "" } catch { return error.message }
        }
        let lang = try problem("name: x\nstudy: ../studies/sleep-study\nseed: 3\nwatch: on\nlang: xx")
        #expect(lang.hasPrefix("cache.yaml:5:7: lang: xx — the study has no such localization"), "\(lang)")
        let required = try problem("study: ../studies/sleep-study\nrequired: [heartRate]")
        #expect(required.hasPrefix("cache.yaml:2:11: required: heartRate — this study does not request heartRate"), "\(required)")
        let optional = try problem("study: ../studies/sleep-study\nseed: 2\noptional: [visits]")
        #expect(optional.hasPrefix("cache.yaml:3:11: optional: visits"), "\(optional)")
    }

    @Test func aStudyIsLoadedOnceForManyScenarios() throws {
        let cache = StudyCache()
        let spellings = ["study: ../studies/sleep-study", "study: ../studies/./sleep-study/",
                         "study: \(ScenarioRunnerTests.flows.deletingLastPathComponent().path)/studies/sleep-study"]
        for i in 0..<30 {
            let s = try scenario(spellings[i % spellings.count] + "\nseed: \(i + 1)")
            let r = ScenarioRunner(s, study: try ScenarioRunner.loadStudy(s, cache: cache)).run()
            #expect(r.passed, "\(r.failure.map { "\($0.expected) / \($0.found)" } ?? "")")
        }
        #expect(cache.loads == 1)
    }

    /// A study's app version in a language, with a scenario's Required override or without, as
    /// the cache gives it (kept for every scenario that plays it so) is the version its files
    /// describe, and another language or override is another version.
    @Test func aStudysVersionInEachLanguageAndOverrideIsTheOneItsFilesDescribe() throws {
        let checked = try ScenarioRunner.loadStudy(try scenario("study: ../studies/sleep-study"), cache: StudyCache())
        let cases: [(String?, Set<SRSensor>?)] = [(nil, nil), ("de", nil), (nil, [.accelerometer]), ("de", [.accelerometer, .onWristState])]
        for (language, required) in cases {
            let read = AppVersion(study: checked.study, language: language, required: required,
                                  studyErrorCount: checked.errorCount, filesFingerprint: checked.filesFingerprint)
            #expect(checked.version(language: language, required: required) == read)
            #expect(checked.version(language: language, required: required) == read)
        }
        #expect(checked.version(language: "de", required: nil) != checked.version(language: nil, required: nil))
        #expect(checked.version(language: nil, required: [.onWristState]) != checked.version(language: nil, required: nil))
    }

    @Test func aChangedOptionLoadsAgainAndTheLanguageDoesNot() throws {
        let cache = StudyCache()
        _ = try ScenarioRunner.loadStudy(try scenario("study: ../studies/sleep-study"), cache: cache)
        _ = try ScenarioRunner.loadStudy(try scenario("study: ../studies/sleep-study\nlang: de"), cache: cache)
        #expect(cache.loads == 1, "a language is chosen from the study as loaded")
        _ = try ScenarioRunner.loadStudy(try scenario("study: ../studies/sleep-study\nvars: {PRODUCT_NAME: Other}"), cache: cache)
        #expect(cache.loads == 2)
        _ = try ScenarioRunner.loadStudy(try scenario("study: ../studies/heart-study"), cache: cache)
        #expect(cache.loads == 3)
        _ = try ScenarioRunner.loadStudy(try scenario("study: ../studies/sleep-study\nvars: {PRODUCT_NAME: Other}"), cache: cache)
        #expect(cache.loads == 3)
    }

    /// An `update:` step's study is a study of the suite like any other: checked before the
    /// scenarios run and installed when the step plays, it is read once for all of them (here
    /// the study's folder is gone by the time they play).
    @Test func anUpdatesStudyIsLoadedOnceForManyScenarios() throws {
        let fm = FileManager.default
        let temporary = fm.temporaryDirectory.appendingPathComponent("update-cache-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: temporary) }
        try fm.createDirectory(at: temporary, withIntermediateDirectories: true)
        let v2 = temporary.appendingPathComponent("walking-study-v2")
        try fm.copyItem(at: ScenarioRunnerTests.flows.deletingLastPathComponent().appendingPathComponent("studies/walking-study-v2"), to: v2)
        let cache = StudyCache()
        let scenarios = try (1...4).map { seed in
            try ScenarioParser.parse(Data("""
                study: ../studies/walking-study-v1
                seed: \(seed)
                steps:
                  - launch
                  - allowAll
                  - done
                  - update: \(v2.path)
                  - expectEvent: "updated from version 1.0 to 2.0"
                """.utf8), file: "update-\(seed).yaml", folder: ScenarioRunnerTests.flows)
        }
        for s in scenarios { _ = try ScenarioRunner.loadStudy(s, cache: cache) }
        #expect(cache.loads == 2, "the header's study and the update's, each checked once")
        try fm.removeItem(at: v2)
        let results = ScenarioBatch.run(scenarios, studies: cache)
        let failures = results.compactMap(\.failure).map { "\($0.expected) / \($0.found)" }
        #expect(results.count == 4 && failures.isEmpty, "\(failures)")
        #expect(cache.loads == 2, "playing the update installs the study as loaded")
    }

    /// The cache holds at most its capacity: a suite naming more studies reads some again.
    @Test func theCacheIsBounded() throws {
        let cache = StudyCache(capacity: 1)
        for _ in 0..<3 {
            _ = try ScenarioRunner.loadStudy(try scenario("study: ../studies/sleep-study"), cache: cache)
            _ = try ScenarioRunner.loadStudy(try scenario("study: ../studies/heart-study"), cache: cache)
        }
        #expect(cache.loads == 6)
    }

    /// A study that does not load is reported the same way for every scenario naming it, from
    /// one attempt.
    @Test func aStudyThatDoesNotLoadFailsEachScenarioFromOneLoad() throws {
        let cache = StudyCache()
        for file in ["a.yaml", "b.yaml"] {
            #expect(throws: ScenarioSetupError.self) {
                try ScenarioRunner.loadStudy(try scenario("study: ../studies/invalid/malformed-xml", file: file), cache: cache)
            }
        }
        #expect(cache.loads == 1)
    }

    /// The review checklist's verdict is carried with the cached study: a simulation of a study
    /// with errors still starts with the notice saying so.
    @Test func aCachedStudyKeepsItsChecklistErrors() throws {
        let cache = StudyCache()
        let s = try scenario("study: ../studies/broken-study")
        let checked = try? ScenarioRunner.loadStudy(s, cache: cache)
        try #require(checked != nil, "the broken study loads (its errors are the checklist's)")
        #expect((checked?.errorCount ?? 0) > 0)
        let again = try? ScenarioRunner.loadStudy(s, cache: cache)
        #expect(again?.errorCount == checked?.errorCount)
        #expect(cache.loads == 1)
    }
}
