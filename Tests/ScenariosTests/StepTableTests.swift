import Foundation
import Testing
import TerminalUI
@testable import Scenarios
import Simulation

/// Each step is declared once, and what its declaration writes its parser reads back: the
/// recorder's YAML, captions and "did you mean" all come from the same entry.
@Suite struct StepTableTests {
    func parse(_ steps: String) throws -> Scenario {
        try ScenarioParser.parse(Data("study: ../studies/sleep-study\nsteps:\n\(steps)".utf8), file: "t.yaml",
                                 folder: ScenarioParserTests.folder)
    }

    /// Steps of every kind, in every spelling their arguments take.
    static let everyStep = """
      - launch
      - relaunch
      - reset
      - next
      - allow: ambientLightSensor
      - deny: accelerometer
      - allowAll
      - allowAll: {except: [heartRate, accelerometer], onRequired: changeChoice}
      - denyAll: {except: [onWristState]}
      - answer: {heartRate: deny, accelerometer: allow, default: allow, onRequired: dontEnroll}
      - answer: {accelerometer: allow}
      - back
      - cancel
      - done
      - changeChoice
      - dontEnroll
      - openSettings
      - motion: allow
      - motion: deny
      - settings: {allow: [accelerometer], deny: [heartRate, visits], collection: off, fitnessTracking: on, motion: off, deleteData: [accelerometer]}
      - turnOff
      - advance: 90m
      - advance: 2w
      - advance: 0.25s
      - fetch: {sensor: accelerometer, device: watch, last: 24h}
      - fetch: {sensor: accelerometer, from: -8d, to: -1d}
      - fetchNow
      - lock: 2h
      - unlock
      - inject: {api: fetch, sensor: accelerometer, error: dataInaccessible, times: 3}
      - inject: {api: requestAuthorization, error: promptDeclined}
      - watch: unpair
      - watch: pair
      - terminate: duringFetch
      - fetchAtOnce: [{sensor: accelerometer, last: 24h}, {sensor: accelerometer, device: watch, from: -30h, to: -25h}]
      - settings: {backgroundAppRefresh: off, lowPowerMode: on}
      - update: ../studies/walking-study-v2
      - saveState: participants/p.json
      - update: {study: ../studies/walking-study-v2, target: App, configuration: Debug, vars: {A: b}}
      - expectScreen: "Allow “All” \\\\ now"
      - expectNoScreen: {regex: "[1-9] results?"}
      - expectDashboard: "Sleep Study · running"
      - expectNoDashboard: paused
      - expectStatus: {accelerometer: denied, motion: authorized}
      - expectRecording: {accelerometer: false, heartRate: true}
      - expectFetch: {sensor: accelerometer, device: watch, results: ">0", samples: "10..20", completed: true}
      - expectFetch: {sensor: accelerometer, error: noAuthorization, window: {from: -30h, to: "2026-03-02T08:00:00Z"}}
      - expectEvent: "didChange denied"
      - expectEvent: {pattern: "didChange", times: "<=2"}
      - expectEvent: {regex: "a+", times: 2}
      - expectNoEvent: crashed
      - expectLog: willStartRecording
      - expectNoLog: {regex: "crash(ed)?"}
      - expectCrash: NSMotionUsageDescription
      - screenshot: after
      - press: [Down, Enter, q, PageUp, " ", ","]
      - scroll: bottom
      - say: "Now the participant declines: “Visits” \\ 100%"

    """

    @Test func everyStepWrittenByItsDefinitionReadsBackTheSame() throws {
        let steps = try parse(Self.everyStep).steps
        #expect(steps.count == Self.everyStep.split(separator: "\n").count)
        let written = steps.map { "  - \($0.yaml)\n" }.joined()
        let reread = try parse(written).steps
        #expect(reread.map(\.kind) == steps.map(\.kind), Comment(rawValue: written))
        // Every step of the table is among them.
        let named = Set(steps.map { StepTable.definition(of: $0.kind).name })
        #expect(named == Set(StepTable.names), "not exercised: \(Set(StepTable.names).subtracting(named).sorted())")
    }

    @Test func everyBundledFlowsStepsWriteAndReadBack() throws {
        for url in BundledScenarioTests.files {
            let steps = try ScenarioParser.parse(contentsOf: url).steps
            let yaml = "study: ../studies/sleep-study\nsteps:\n" + steps.map { "  - \($0.yaml)\n" }.joined()
            let reread = try ScenarioParser.parse(Data(yaml.utf8), file: "t.yaml", folder: ScenarioParserTests.folder).steps
            #expect(reread.map(\.kind) == steps.map(\.kind), "\(url.lastPathComponent)")
        }
    }

    @Test func namesAreUniqueAndEachNamesItsOwnKind() throws {
        #expect(Set(StepTable.names).count == StepTable.names.count)
        for step in try parse(Self.everyStep).steps {
            let name = String(step.source.prefix { $0 != ":" })
            #expect(StepTable.definition(of: step.kind).name == name, "\(step.source)")
        }
    }

    @Test func faultStepsReadTheirArgumentsAndNameTheirMistakes() throws {
        let s = try parse("  - launch\n  - inject: {api: startRecording, error: 2, times: 2}\n  - lock: 90m\n  - expectLog: locked\n")
        #expect(s.steps[1].kind == .inject(InjectedFault(api: .startRecording, sensor: nil, code: .dataInaccessible, times: 2)))
        #expect(StepCaption.describe(s.steps[1]) == "SensorKit fails the next 2 startRecording calls with dataInaccessible")
        #expect(s.steps[2].kind == .lock(seconds: 5400))
        #expect(StepTable.definition(of: .watch(paired: false)).name == "watch")
        #expect(StepTable.definition(of: .unlock).name == "unlock")
        let bad = "  - launch\n  - inject: {api: fetch, error: dataInacessible}\n  - inject: {api: fetch, error: noAuthorization, times: 0}\n"
            + "  - inject: {error: noAuthorization}\n  - watch: unpar\n  - lock: 0s\n  - advance: 0\n"
        #expect(throws: (any Error).self) { try parse(bad) }
        do { _ = try parse(bad) } catch {
            let text = "\(error)"
            #expect(text.contains("t.yaml:4:33: inject: error: unknown SensorKit error dataInacessible"), "\(text)")
            #expect(text.contains("did you mean dataInaccessible?"), "\(text)")
            #expect(text.contains("t.yaml:5:57: inject: times: expected a whole number from 1 to 1000, got 0"), "\(text)")
            #expect(text.contains("t.yaml:6:") && text.contains("inject: which call fails? add api:"), "\(text)")
            #expect(text.contains("t.yaml:7:12: watch: expected pair or unpair, got unpar (did you mean unpair?)"), "\(text)")
            #expect(text.contains("t.yaml:8:") && text.contains("lock: give how long the phone stays locked"), "\(text)")
            // advance: 0 passed, moving the clock nowhere.
            #expect(text.contains("t.yaml:9:14: advance: 0 moves the clock nowhere; give how long, such as 25h"), "\(text)")
        }
    }

    /// expectFetch's `error:` names what it takes: `none` is one (`nonee` suggested nothing),
    /// and a name near none of them lists them all.
    @Test func expectFetchsErrorNamesWhatItTakes() throws {
        let bad = "  - launch\n  - expectFetch: {sensor: accelerometer, error: nonee}\n  - expectFetch: {sensor: accelerometer, error: zzz}\n"
        do { _ = try parse(bad); Issue.record("parsed") } catch {
            let text = "\(error)"
            #expect(text.contains("error: unknown SensorKit error nonee (did you mean none?)"), "\(text)")
            #expect(text.contains("error: unknown SensorKit error zzz (one of invalidEntitlement, noAuthorization, dataInaccessible, fetchRequestInvalid, promptDeclined, none)"), "\(text)")
        }
    }

    @Test func backgroundAndTerminationStepsReadTheirArgumentsAndNameTheirMistakes() throws {
        let s = try parse("  - launch\n  - settings: {lowPowerMode: on}\n  - terminate: duringFetch\n  - expectLog: x\n")
        #expect(StepCaption.describe(s.steps[1]) == "Settings: turn on Low Power Mode")
        #expect(s.steps[2].kind == .terminateDuringFetch)
        let bad = "  - launch\n  - terminate: duringFecth\n  - fetchAtOnce: {sensor: accelerometer, last: 24h}\n"
            + "  - settings: {backgroundRefresh: off}\n  - fetchAtOnce: [{sensor: accelerometer, last: 24h}, {last: 24h}]\n"
        do { _ = try parse(bad); Issue.record("should not parse") } catch {
            let text = "\(error)"
            #expect(text.contains("t.yaml:4:") && text.contains("terminate: expected duringFetch") && text.contains("did you mean duringFetch?"), "\(text)")
            #expect(text.contains("t.yaml:5:") && text.contains("fetchAtOnce: expected a list of two or more fetches"), "\(text)")
            #expect(text.contains("t.yaml:6:") && text.contains("backgroundRefresh"), "\(text)")
            #expect(text.contains("t.yaml:7:") && text.contains("fetch: which sensor?"), "\(text)")
        }
    }

    /// Two `screenshot:` steps of one name in a scenario: the second's files replaced the
    /// first's, while the JSON report kept the first's screen under that name, so the file and
    /// the report disagreed. The second is refused at its line.
    @Test func aScreenshotNameTakenTwiceIsRefused() throws {
        do {
            _ = try parse("  - launch\n  - screenshot: sheet\n  - next\n  - screenshot: sheet\n  - expectNoScreen: x\n")
            Issue.record("parsed")
        } catch {
            #expect("\(error)".contains("t.yaml:6:17: screenshot: sheet is taken at line 4 already; the second would replace its files "
                                        + "(give each screenshot its own name, such as sheet-2)"), "\(error)")
        }
        #expect(try parse("  - launch\n  - screenshot: sheet\n  - next\n  - screenshot: first-page\n  - expectNoScreen: x\n").steps.count == 5)
    }

    @Test func keysAreResolvedWhenTheFileIsRead() throws {
        let s = try parse("  - launch\n  - press: [Down, Enter, q, BTab]\n  - expectNoScreen: x\n")
        #expect(s.steps[1].kind == .press(keys: [.down, .enter, .char("q"), .backTab]))
        #expect(StepCaption.describe(s.steps[1]) == "Press Down Enter q BTab")
    }

    @Test(arguments: [("90m", 5400.0), ("25h", 90_000), ("3d", 259_200), ("2w", 1_209_600), ("45s", 45), ("45", 45), ("1.5d", 129_600)])
    func aDurationReadsAsItsSeconds(text: String, seconds: Double) throws {
        #expect(TimeSpan(text)?.seconds == seconds)
    }

    /// What `TimeSpan` writes reads back to the same seconds, to the millisecond, weeks included.
    @Test(arguments: [0, 0.25, 1, 59, 60, 5400, 3600, 90_000, 86_400, 604_800, 1_209_600, 70_230, 1_814_400.5, 34_560_000])
    func aDurationRoundTrips(seconds: Double) throws {
        let text = TimeSpan(seconds: seconds).text
        #expect(try #require(TimeSpan(text)).seconds == seconds, "\(text)")
    }

    @Test func durationsAreWrittenInTheirLargestWholeUnit() {
        #expect(TimeSpan(seconds: 1_209_600).text == "2w")
        #expect(TimeSpan(seconds: 86_400).text == "1d")
        #expect(TimeSpan(seconds: 129_600).text == "36h")
        #expect(TimeSpan(seconds: 5400).text == "90m")
        #expect(TimeSpan(seconds: 70_230).text == "70230s")
        #expect(TimeSpan(seconds: 0.25).text == "0.250s")
    }
}
