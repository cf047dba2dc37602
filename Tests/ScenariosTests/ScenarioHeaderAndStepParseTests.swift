import Foundation
import Testing
import SensorKitSim
import SimCore
@testable import Scenarios

/// The new header keys and steps parse into what they say, and every mistake in them is named
/// at its line with what was expected.
@Suite struct ScenarioHeaderAndStepParseTests {
    let p = ScenarioParserTests()
    static let ok = "  - launch\n  - expectNoScreen: nothing\n"

    func message(_ yaml: String) -> String { p.errors(yaml).map(\.description).joined(separator: "\n") }

    @Test func overridesParse() throws {
        let s = try p.parse("study: ../studies/sleep-study\nrequired: [ambientLightSensor]\noptional: accelerometer\n"
                            + "rates: {accelerometer: 100, heartRate: 0.5}\nwatch: Watch6,18\nscreen: 120x40\nsteps:\n" + Self.ok)
        #expect(s.studyOverrides.required == [.ambientLightSensor])
        #expect(s.studyOverrides.optional == [.accelerometer])
        #expect(s.studyOverrides.rates == [SensorRate(sensor: .accelerometer, perSecond: 100), SensorRate(sensor: .heartRate, perSecond: 0.5)])
        #expect(s.watch && s.watchModel == "Watch6,18")
        #expect(s.screen == ScreenSize(width: 120, height: 40))
        #expect(s.headerLines.contains("required: [ambientLightSensor] (overrides the study)"))
        #expect(s.headerLines.contains("rates: {accelerometer: 100/s, heartRate: 0.5/s}"))
        #expect(s.headerLines.contains("watch: Watch6,18"))
        #expect(s.headerLines.contains("screen: 120x40"))
    }

    /// The transcript's header lists every setting that changes the phone or the study app:
    /// Fitness Tracking off and the app's settings other than `api:` were left out, so the
    /// transcript of a flow they decided read as an ordinary setup.
    @Test func theTranscriptHeaderListsFitnessTrackingAndEveryAppSetting() throws {
        let s = try p.parse("study: ../studies/sleep-study\nmotion: {fitnessTracking: off}\n"
                            + "app: {api: delegate, requestOnlyUndetermined: false, recordAuthorizedSensors: false, dailyFetchAt: \"04:30\", fetchLag: 36h, motion: never}\n"
                            + "ios: \"26\"\nsteps:\n" + Self.ok)
        #expect(s.headerLines.contains("motion: {fitnessTracking: off}"), "\(s.headerLines)")
        #expect(s.headerLines.contains("app: {api: delegate, requestOnlyUndetermined: false, recordAuthorizedSensors: false, "
                                       + "dailyFetchAt: \"04:30\", fetchLag: 36h, motion: never}"), "\(s.headerLines)")
        let plain = try p.parse("study: ../studies/sleep-study\nsteps:\n" + Self.ok)
        #expect(!plain.headerLines.contains { $0.hasPrefix("motion:") || $0.hasPrefix("app:") })
    }

    /// Headphone motion's rate is a setting in samples per second (SRTestSession's
    /// `sampleRates.headphoneMotionHz`), so a scenario's `rates:` sets it: it was refused as
    /// "not a setting", the list of settable sensors having been written before iOS 27's sensors.
    @Test func everyRateInSamplesPerSecondIsAScenarioSetting() throws {
        let s = try p.parse("study: ../studies/sleep-study\nrates: {headphoneMotion: 5}\nsteps:\n" + Self.ok)
        var rates = SampleRates()
        rates.apply(s.studyOverrides.rates)
        #expect(rates.headphoneMotionHz == 5)
        let perSecond = SampleRates.Rate.allCases.filter(\.isPerSecond)
        #expect(Set(perSecond).isSubset(of: Set(SampleRates.perSecondSettings.map(\.rate))), "\(perSecond)")
    }

    /// `watch:` takes the same yes-or-no words as every other switch, in any case.
    @Test func watchTakesTheSwitchWords() throws {
        for (word, paired) in [("on", true), ("Yes", true), ("TRUE", true), ("off", false), ("No", false), ("false", false)] {
            let s = try p.parse("study: ../studies/sleep-study\nwatch: \(word)\nsteps:\n" + Self.ok)
            #expect(s.watch == paired, "\(word)")
        }
        #expect(message("study: ../studies/sleep-study\nwatch: maybe\nsteps:\n" + Self.ok).contains("watch: expected on or off"))
    }

    /// A step's device is read and written back in the same words, and a wrong one is told them.
    @Test func aDeviceIsReadAndWrittenInOneVocabulary() throws {
        let s = try p.parse("study: ../studies/sleep-study\nsteps:\n  - launch\n  - fetch: {sensor: accelerometer, device: Apple Watch, last: 24h}\n"
                            + "  - expectFetch: {sensor: accelerometer, device: iphone, results: 0}\n")
        #expect(StepTable.yaml(s.steps[1].kind).contains("device: watch"), "\(StepTable.yaml(s.steps[1].kind))")
        #expect(StepTable.yaml(s.steps[2].kind).contains("device: iphone"), "\(StepTable.yaml(s.steps[2].kind))")
        #expect(message("study: ../studies/sleep-study\nsteps:\n  - launch\n  - fetch: {sensor: accelerometer, device: ipad, last: 24h}\n"
                        + "  - expectNoScreen: x\n").contains("device: expected iphone or watch, got ipad"))
    }

    @Test func badOverridesAreNamed() {
        #expect(message("study: ../studies/sleep-study\nwatch: Watch7\nsteps:\n" + Self.ok)
                == "t.yaml:2:8: watch: a model is written as Apple's identifier, such as Watch7,12; got Watch7")
        #expect(message("study: ../studies/sleep-study\nscreen: 60x20\nsteps:\n" + Self.ok).contains(
            "t.yaml:2:9: screen: 60x20 is outside 80x24 to 1000x1000"))
        #expect(message("study: ../studies/sleep-study\nscreen: wide\nsteps:\n" + Self.ok)
                == "t.yaml:2:9: screen: expected columns x rows such as 120x40, got wide")
        #expect(message("study: ../studies/sleep-study\nrates: {visits: 3}\nsteps:\n" + Self.ok).contains(
            "t.yaml:2:9: rates: visits's rate is not a setting (sensors with a rate: accelerometer, rotationRate"))
        #expect(message("study: ../studies/sleep-study\nrates: {accelerometer: fast}\nsteps:\n" + Self.ok)
                == "t.yaml:2:24: rates: accelerometer: expected samples per second from one in 400 days (2.9e-8 or more) to 10000, got fast")
        // One range for every sensor: `accelerometer: 1e-9` (one sample in 32 years) was accepted,
        // while `ambientLightSensor: 1e-9` was refused in the words of its gap between samples.
        for sensor in ["accelerometer", "ambientLightSensor", "heartRate"] {
            let column = 9 + sensor.count + 2
            #expect(message("study: ../studies/sleep-study\nrates: {\(sensor): 1e-9}\nsteps:\n" + Self.ok)
                    == "t.yaml:2:\(column): rates: \(sensor): expected samples per second from one in 400 days (2.9e-8 or more) to 10000, got 1e-9")
        }
        #expect(throws: Never.self) { try p.parse("study: ../studies/sleep-study\nrates: {accelerometer: 1e-7, ambientLightSensor: 1e-7}\nsteps:\n" + Self.ok) }
        // The lowest rate as the message writes it is one `rates:` accepts (it wrote 1/34560000).
        #expect(throws: Never.self) { try p.parse("study: ../studies/sleep-study\nrates: {accelerometer: 2.9e-8}\nsteps:\n" + Self.ok) }
        #expect(message("study: ../studies/sleep-study\nrequired: [accelerometer]\noptional: [accelerometer]\nsteps:\n" + Self.ok)
                == "t.yaml:3:11: accelerometer is both required: and optional:; name it in one of them")
    }

    /// `ios:` sets the phone's iOS version; what is not a version, or predates SensorKit, is named at its line.
    @Test func theIOSVersionHeaderParsesAndItsMistakesAreNamed() throws {
        let s = try p.parse("study: ../studies/sleep-study\nios: \"17.4\"\nsteps:\n" + Self.ok)
        #expect(s.os == OSVersion(17, 4))
        #expect(s.headerLines.contains("ios: 17.4"))
        #expect(try p.parse("study: ../studies/sleep-study\nios: 27\nsteps:\n" + Self.ok).os == OSVersion(27))
        #expect(try p.parse("study: ../studies/sleep-study\nsteps:\n" + Self.ok).os == nil)
        #expect(message("study: ../studies/sleep-study\nios: latest\nsteps:\n" + Self.ok)
                == "t.yaml:2:6: ios: expected an iOS version such as 17.4, 18 or 27, got latest")
        #expect(message("study: ../studies/sleep-study\nios: \"13\"\nsteps:\n" + Self.ok)
                == "t.yaml:2:6: ios: iOS 13 has no SensorKit (it arrived in iOS 14.0); give 14.0 or later")
    }

    /// A scenario that does nothing or checks nothing is refused before it can pass.
    @Test func noSilentPasses() {
        #expect(message("study: ../studies/sleep-study\nsteps: []\n")
                == "t.yaml:2:1: steps: is empty, so the scenario would pass without doing anything (is the list indented under steps:?)")
        #expect(message("study: ../studies/sleep-study\nsteps:\n  - expectStatus: {accelerometer: notDetermined}\n")
                == "t.yaml:2:1: steps: never launch the study app, so nothing is asked (add - launch)")
        #expect(message("study: ../studies/sleep-study\nsteps:\n  - launch\n  - allowAll\n  - screenshot: x\n")
                == "t.yaml:2:1: steps: check nothing, so the scenario would pass whatever happens (add an expectation such as expectStatus:)")
    }

    @Test func answerStepsParse() throws {
        let s = try p.parse("""
        study: ../studies/sleep-study
        steps:
          - launch
          - answer: {accelerometer: deny, default: allow, onRequired: changeChoice}
          - allowAll: {except: [wristTemperature, onWristState]}
          - denyAll: {except: accelerometer, onRequired: dontEnroll}
          - allowAll
          - fetchNow
          - expectFetch: {sensor: accelerometer, results: ">=100", samples: "10..20", completed: true, window: {from: -30h, to: 2026-03-03T07:00:00Z}}
          - expectNoEvent: crashed
          - expectEvent: {pattern: didChange, times: "<3"}
          - expectLog: willStartRecording
          - expectNoLog: crashed
        """)
        #expect(s.steps[1].kind == .answer(SheetAnswers(answers: [.accelerometer: false], otherwise: true, onRequired: .changeChoice, tapsDone: true)))
        #expect(s.steps[2].kind == .answer(SheetAnswers(answers: [.wristTemperature: false, .onWristState: false], otherwise: true, onRequired: .stop)))
        #expect(s.steps[3].kind == .answer(SheetAnswers(answers: [.accelerometer: true], otherwise: false, onRequired: .dontEnroll)))
        #expect(s.steps[4].kind == .answer(SheetAnswers(otherwise: true, onRequired: .stop)))
        #expect(s.steps[5].kind == .fetchNow)
        guard case .expectFetch(let f) = s.steps[6].kind else { Issue.record("not expectFetch"); return }
        #expect(f.results == CountExpectation(lower: 100, upper: nil) && f.samples == CountExpectation(lower: 10, upper: 20) && f.completed == true)
        #expect(f.window?.from == .relative(-30 * 3600))
        #expect(f.window?.to == .absolute(ISO8601DateFormatter().date(from: "2026-03-03T07:00:00Z")!.timeIntervalSinceReferenceDate))
        #expect(s.steps[7].kind == .expectEvent(EventExpectation(pattern: .text("crashed"), present: false)))
        #expect(s.steps[8].kind == .expectEvent(EventExpectation(pattern: .text("didChange"), present: true, times: CountExpectation(lower: 0, upper: 2))))
        #expect(s.steps[9].kind == .expectLog(pattern: .text("willStartRecording"), present: true))
        #expect(s.steps[10].kind == .expectLog(pattern: .text("crashed"), present: false))
    }

    @Test func badAnswerStepsAreNamed() {
        let m = message("""
        study: ../studies/sleep-study
        steps:
          - launch
          - answer: {accelerometer: maybe}
          - answer: {default: allow, onRequired: changeChoise}
          - allowAll: {exept: [accelerometer]}
          - expectFetch: {sensor: accelerometer, results: "lots"}
          - expectNoEvent: {pattern: x, times: 2}
          - expectFetch: {sensor: accelerometer, window: {from: yesterday}}
          - expectStatus: {motionn: denied, accelerometr: denied}
        """)
        #expect(m.contains("t.yaml:4:29: answer: accelerometer: expected allow or deny, got maybe"))
        #expect(m.contains("t.yaml:5:42: onRequired: expected changeChoice, dontEnroll, fail or stop, got changeChoise (did you mean changeChoice?)"))
        #expect(m.contains("t.yaml:6:16: unknown allowAll setting \"exept\" (did you mean except?)"))
        #expect(m.contains("t.yaml:7:51: results: expected a count such as 12, \">=100\", \">0\", \"<5\" or \"10..20\", got lots"))
        #expect(m.contains("t.yaml:8:33: expectNoEvent: times: does not go with a negated expectation"))
        #expect(m.contains("t.yaml:9:57: window: from: expected a time relative to the fetch such as -25h, or an ISO 8601 time, got yesterday"))
        // Motion & Fitness's own key, misspelt, was "unknown sensor" with no fix.
        #expect(m.contains("t.yaml:10:20: expectStatus: unknown key \"motionn\" (a sensor's SRSensor name, or motion for Motion & Fitness) (did you mean motion?)"))
        #expect(m.contains("t.yaml:10:37: expectStatus: unknown sensor \"accelerometr\" (sensors are written with their SRSensor names) (did you mean accelerometer?)"))
    }

    /// An impossible date in `start:` or a window's end is refused at its line, saying which
    /// field is out of range; it used to be rolled over (2026-02-30 started on 2 March).
    @Test func impossibleDatesAreRefusedAtTheirLine() {
        let m = message("""
        study: ../studies/sleep-study
        start: 2026-02-30T08:00:00Z
        steps:
          - launch
          - expectFetch: {sensor: accelerometer, window: {from: -30h, to: 2026-03-02T24:00:00Z}}
        """)
        #expect(m.contains("t.yaml:2:8: start: expected an ISO 8601 date-time from 1970 to 2099 such as 2026-03-02T08:00:00Z, "
                           + "got 2026-02-30T08:00:00Z (day 30 is past the end of Feb 2026, which has 28 days)"), "\(m)")
        #expect(m.contains("t.yaml:5:67: window: to: expected a time relative to the fetch such as -25h, or an ISO 8601 time, "
                           + "got 2026-03-02T24:00:00Z (hour 24 is not 0 to 23)"), "\(m)")
    }

    /// A screenshot's name is refused at its line when its files cannot be made as named: a
    /// control character (a NUL cut all three files to one named "x"), a blank name, one whose
    /// NAME.ansi passes 255 bytes (which failed with exit 73 after the scenarios ran).
    @Test func screenshotNamesTheirFilesCannotCarryAreRefusedAtTheirLine() {
        let long = String(repeating: "n", count: 251)
        let m = message("""
        study: ../studies/sleep-study
        steps:
          - launch
          - screenshot: "x\\u0000y"
          - screenshot: "x\\ny"
          - screenshot: " "
          - screenshot: \(long)
          - screenshot: ../up
          - screenshot: \(long.dropLast())
        """)
        #expect(m.contains("t.yaml:4:17: screenshot: \"x\\0y\" holds a control character, which a file name cannot carry"), "\(m)")
        #expect(m.contains("t.yaml:5:17: screenshot: \"x\\ny\" holds a control character, which a file name cannot carry"), "\(m)")
        #expect(m.contains("t.yaml:6:17: screenshot: \" \" is blank; give the screenshot a name its files can carry"), "\(m)")
        #expect(m.contains("t.yaml:7:17: screenshot: \"\(long.prefix(40))…\" is too long: its file …\(long.suffix(35)).ansi "
                           + "would have 256 bytes, more than a file name may have (255)"), "\(m)")
        #expect(m.contains("t.yaml:8:17: screenshot: \"../up\" is not a file name (no /, not starting with .)"), "\(m)")
        #expect(!m.contains("t.yaml:9:"), "250 bytes and .ansi are 255: \(m)")
        // A name with a bidirectional override or a zero width space was taken: its files read
        // otherwise in `ls` ("sheet" reversed after U+202E) than in the report, which escapes it.
        let hidden = message("study: ../studies/sleep-study\nsteps:\n  - launch\n  - screenshot: \"a\\u202Egnp\"\n"
                             + "  - screenshot: \"sheet\\u200B\"\n  - expectScreen: Research\n")
        #expect(hidden.contains("t.yaml:4:17: screenshot: ") && hidden.contains("holds \\u{202E}, an invisible or reordering character"), "\(hidden)")
        #expect(hidden.contains("t.yaml:5:17: screenshot: ") && hidden.contains("holds \\u{200B}, an invisible or reordering character"), "\(hidden)")
    }

    @Test(arguments: [("12", 12, 12), (">=100", 100, nil), (">0", 1, nil), ("<5", 0, 4), ("<=5", 0, 5), ("10..20", 10, 20)])
    func countsReadAsWritten(text: String, lower: Int, upper: Int?) {
        #expect(CountExpectation(text) == CountExpectation(lower: lower, upper: upper))
    }

    @Test func impossibleCountsAreRefused() {
        for text in ["<0", "20..10", "-3", "1..", "many"] { #expect(CountExpectation(text) == nil, "\(text)") }
        #expect(CountExpectation(">=100")?.description == "at least 100")
        // The noun agrees with the number beside it.
        let said = [">0", "1", "<=1", "<2", "0..1", "2", "1..3", ">=2"].compactMap { CountExpectation($0)?.of("result") }
        #expect(said == ["at least 1 result", "exactly 1 result", "at most 1 result", "at most 1 result", "at most 1 result",
                         "exactly 2 results", "between 1 and 3 results", "at least 2 results"])
        #expect(CountExpectation("10..20")?.description == "between 10 and 20")
        #expect(CountExpectation("<5")?.description == "at most 4")
    }
}
