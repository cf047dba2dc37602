import Foundation
import Testing
import SensorKitSim
import Simulation
import StudyConfig
@testable import Scenarios

@Suite struct ScenarioParserTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/flows")

    func parse(_ yaml: String) throws(ScenarioFileError) -> Scenario {
        try ScenarioParser.parse(Data(yaml.utf8), file: "t.yaml", folder: Self.folder)
    }

    func errors(_ yaml: String) -> [ScenarioError] {
        do { _ = try parse(yaml); return [] } catch { return error.errors }
    }

    /// An empty path named the scenario's own folder: `study: ''` read "the study flows does not
    /// load: … no Info.plist", and `saveState: ''` was "outside the scenario's folder".
    @Test func anEmptyPathIsCalledEmpty() throws {
        let found = errors("""
        study: ''
        state: " "
        steps:
          - launch
          - update: {study: ''}
          - saveState: ''
          - expectStatus: {accelerometer: authorized}
        """)
        #expect(found.map(\.line) == [1, 2, 5, 6], "\(found)")
        #expect(found.first?.message == "study: the path is empty; give a study folder or an Xcode project, relative to the scenario")
        #expect(found.last?.message == "saveState: the path is empty; give a file for the participant, such as participants/p.json")
    }

    /// A blank name or tag: the report read "PASS    (flow.yaml)", and a blank tag no --tags selects.
    @Test func aBlankNameOrTagIsRefused() {
        let found = errors("""
        name: ' '
        tags: [sheet, '']
        study: ../studies/sleep-study
        steps:
          - launch
          - expectStatus: {accelerometer: notDetermined}
        """)
        #expect(found.map(\.message) == ["name: is empty; give the scenario a name, or leave name: out to use the file's",
                                         "tags: a tag is empty; give each tag a name"], "\(found)")
    }

    /// A tag over the length limit was refused, and then the list holding it was called empty
    /// ("tags: the list is empty; name at least one tag"), though the author had named one: the
    /// second message sent them to add a tag they had. Only a list written empty is empty.
    @Test func aTooLongTagIsNotCalledAnEmptyList() {
        let long = String(repeating: "t", count: ScenarioLimits.maximumValueLength + 1)
        let found = errors("""
        tags: [\(long)]
        study: ../studies/sleep-study
        steps:
          - launch
          - expectStatus: {accelerometer: notDetermined}
        """)
        #expect(found.map(\.message) == ["tags: a value of \(long.count) characters; at most \(ScenarioLimits.maximumValueLength)"], "\(found)")
        let empty = errors("""
        tags: []
        study: ../studies/sleep-study
        steps:
          - launch
          - expectStatus: {accelerometer: notDetermined}
        """)
        #expect(empty.map(\.message) == ["tags: the list is empty; name at least one tag, or leave tags: out"], "\(empty)")
    }

    /// `press:` with one key name over the length limit was refused at the name and then as
    /// "press: no keys; write the keys to press", though the step named one.
    @Test func aTooLongKeyNameIsNotCalledNoKeys() {
        let long = String(repeating: "k", count: ScenarioLimits.maximumValueLength + 1)
        let found = errors("""
        study: ../studies/sleep-study
        steps:
          - launch
          - press: [\(long)]
          - expectStatus: {accelerometer: notDetermined}
        """)
        #expect(found.map(\.message) == ["press: a value of \(long.count) characters; at most \(ScenarioLimits.maximumValueLength)"], "\(found)")
    }

    /// `press: [ShiftTab]` was refused with "did you mean Tab?", the key that moves the other
    /// way, and `Esc`, `PgDn` and `Return` with no suggestion: the names other tools give these
    /// keys now point to the one this parser reads.
    @Test func aKeyCalledByAnotherToolsNameIsPointedToOurs() {
        for (written, ours) in [("ShiftTab", "BTab"), ("Shift-Tab", "BTab"), ("Esc", "Escape"), ("PgDn", "PageDown"),
                                ("PgUp", "PageUp"), ("Return", "Enter")] {
            let found = errors("""
            study: ../studies/sleep-study
            steps:
              - launch
              - press: [\(written)]
              - expectStatus: {accelerometer: notDetermined}
            """)
            #expect(found.map(\.description).contains { $0.contains("press: unknown key \(written) (did you mean \(ours)?)") }, "\(found)")
        }
    }

    /// The screen draws a control character as \u{1B}, never as itself: `expectNoScreen: "\e[31m"`
    /// passed whatever the screen showed. Events are not drawn, so expectEvent may hold one.
    @Test func aControlCharacterInScreenTextIsRefused() {
        let found = errors("""
        study: ../studies/sleep-study
        steps:
          - launch
          - expectNoScreen: "Evil\\e[31m"
          - expectScreen: 'Evil\\u{1B}[31m'
          - expectEvent: "Evil\\e"
          - expectScreen: "Evil\\rText"
        """)
        #expect(found.map(\.line) == [4, 7], "\(found)")
        #expect(found.first?.message.hasPrefix("expectNoScreen: the text holds \\u{1B}, a character the screen never draws as itself") == true,
                "\(found)")
        // A carriage return is whitespace to Unicode but drawn as \u{D} all the same.
        #expect(found.last?.message.contains("holds \\u{D}, a character") == true, "\(found)")
    }

    /// The screen draws a bidirectional override as \u{202E} too: `expectNoScreen: "\u202E"`
    /// would pass whatever the screen showed, so it is refused where it stands, as ESC is.
    @Test func aBidirectionalOverrideInScreenTextIsRefused() {
        let found = errors("""
        study: ../studies/sleep-study
        steps:
          - launch
          - expectNoScreen: "Sleep \\u202EydutS"
          - expectScreen: 'Sleep \\u{202E}ydutS'
          - expectScreen: "Sleep\\u200BStudy"
        """)
        #expect(found.map(\.line) == [4, 6], "\(found)")
        #expect(found.first?.message.hasPrefix("expectNoScreen: the text holds \\u{202E}, a character the screen never draws as itself") == true,
                "\(found)")
        // A zero width space is no control character: the message names what it holds.
        #expect(found.last?.message.hasPrefix("expectScreen: the text holds \\u{200B}, a character") == true, "\(found)")
    }

    /// YAML's null written out (`~`, `null`) was read as the text "~" or "null", so
    /// `expectNoScreen: ~` passed on every screen and `say: ~` showed a tilde; it is the empty
    /// value, refused as one. Quoted, it is text.
    @Test func nullWrittenOutIsEmptyNotText() throws {
        let found = errors("""
        study: ../studies/sleep-study
        steps:
          - launch
          - expectNoScreen: ~
          - expectNoLog: null
          - say: NULL
          - expectScreen: "null"
        """)
        #expect(found.map(\.line) == [4, 5, 6], "\(found)")
        #expect(found.first?.message == "expectNoScreen: empty text matches everything; give the text to look for", "\(found)")
        #expect(found.last?.message == "say: the caption is empty; write what the audience should read", "\(found)")
    }

    /// A switch, a key or a duration given YAML's null read 'collection: expected on or off (or
    /// true/false), got ' with nothing after it, and 'press: unknown key  (did you mean Up?)', a
    /// key nobody wrote.
    @Test func nullWhereAWordIsWantedIsNamed() throws {
        let found = errors("""
        study: ../studies/sleep-study
        steps:
          - launch
          - settings: {collection: ~}
          - press: [Down, null]
          - advance: ~
          - expectStatus: {accelerometer: denied}
        """)
        try #require(found.map(\.line) == [4, 5, 6], "\(found)")
        #expect(found.last?.message == "advance: expected a duration such as 90m, 25h or 3d, got no value (~, null or '')", "\(found)")
        #expect(found.first?.message == "collection: expected on or off (or true/false), got no value (~, null or '')", "\(found)")
        #expect(found[1].message == "press: a key with no name (~, null or ''); write the key, such as Enter", "\(found)")
        #expect(found[1].suggestion == nil, "\(found)")
    }

    @Test func everyStepKindParses() throws {
        let s = try parse("""
        name: Everything
        tags: [smoke, sheet]
        study: ../studies/sleep-study
        seed: 7
        start: 2026-03-02T08:00:00Z
        watch: false
        lang: de
        motion: {fitnessTracking: off}
        app: {requestOnlyUndetermined: false, dailyFetchAt: "04:30", fetchLag: 25h}
        steps:
          - launch
          - next
          - allow: ambientLightSensor
          - deny: accelerometer
          - changeChoice
          - allowAll
          - done
          - motion: allow
          - settings: {deny: [accelerometer], fitnessTracking: on, deleteData: accelerometer}
          - advance: 90m
          - fetch: {sensor: accelerometer, device: watch, last: 24h}
          - fetch: {sensor: accelerometer, from: -8d, to: -1d}
          - expectScreen: "Research Sensor"
          - expectNoScreen: "Required"
          - expectStatus: {accelerometer: denied, motion: authorized}
          - expectRecording: {accelerometer: false}
          - expectFetch: {sensor: accelerometer, device: watch, results: ">0"}
          - expectFetch: {sensor: accelerometer, error: noAuthorization}
          - expectEvent: "didChange denied"
          - expectCrash: "NSMotionUsageDescription"
          - screenshot: after
          - press: [Down, Enter, q]
          - relaunch
          - dontEnroll
          - denyAll
          - back
          - cancel
        """)
        #expect(s.name == "Everything" && s.tags == ["smoke", "sheet"] && s.seed == 7 && !s.watch && s.lang == "de")
        #expect(s.fitnessTracking == false)
        #expect(s.app.dailyFetchAt == 4.5 * 3600 && s.app.fetchLag == 25 * 3600)
        #expect(s.steps.count == 27)
        #expect(s.steps[3].kind == .deny(.accelerometer))
        #expect(s.steps[3].line == 14)
        #expect(s.steps[9].kind == .advance(seconds: 5400))
        #expect(s.steps[11].kind == .fetch(FetchSpec(sensor: .accelerometer, device: .iPhone, last: nil, from: -8 * 86_400, to: -86_400)))
        #expect(s.study?.lastPathComponent == "sleep-study")
    }

    @Test func appMotionTimingParsesAndATypoIsNamed() throws {
        let s = try parse("study: ../studies/mobility-study\napp: {motion: atLaunch}\nsteps: [launch, {expectNoScreen: nothing}]\n")
        #expect(s.app.motion == .atLaunch)
        let e = errors("study: ../studies/mobility-study\napp: {motion: afterSheat}\nsteps: [launch, {expectNoScreen: nothing}]\n")
        #expect(e.count == 1)
        #expect(e.first?.line == 2)
        #expect(e.first?.description.contains("did you mean afterSheet?") == true)
    }

    @Test func unknownStepSuggestsTheNearestName() {
        let e = errors("steps:\n  - launch\n  - alow: accelerometer\n")
        #expect(e.count == 1)
        #expect(e.first?.line == 3 && e.first?.column == 5)
        #expect(e.first?.message == "unknown step \"alow\"")
        #expect(e.first?.suggestion == "did you mean allow?")
    }

    /// A fetch takes `last:` or `from:` and `to:`; one that gives both is refused at its line,
    /// not read as one of them.
    @Test func aFetchWithLastAndFromIsRefused() {
        let e = errors("steps:\n  - launch\n  - fetch: {sensor: visits, last: 24h, from: -3d}\n  - fetch: {sensor: visits, last: 1h, from: -3d, to: -1d}\n")
        let both = e.filter { $0.message.hasPrefix("fetch:") }
        #expect(both.map(\.line) == [3, 4], "\(e)")
        #expect(both.first?.message == "fetch: give last: or from: and to:, not both (last: 24h is from: -24h, to: 0)")
        let either = errors("steps:\n  - launch\n  - fetch: {sensor: visits, from: -3d, to: -1d}\n  - fetch: {sensor: visits, last: 2h}\n")
        #expect(!either.contains { $0.message.hasPrefix("fetch:") }, "\(either)")
    }

    /// `pattern:` and `regex:` in one expectation are two patterns: the one written later used
    /// to win silently, so the other was never checked.
    @Test func anEventExpectationWithTwoPatternsIsRefused() {
        let e = errors("steps:\n  - launch\n  - expectEvent: {pattern: zzqq, regex: \"y\"}\n  - expectNoEvent: {regex: a, pattern: b}\n")
        #expect(e.map(\.line) == [3, 4], "\(e)")
        #expect(e.first?.message == "expectEvent: pattern: and regex: are two patterns; one expectation looks for one (write two steps for two)")
        #expect(e.first?.column == 34, "at the second pattern's key")
        #expect(errors("steps:\n  - launch\n  - expectEvent: {regex: \"y\", times: 2}\n").isEmpty)
    }

    /// An expectation or a change that names nothing checks or changes nothing, so it is refused
    /// as an empty text is: `expectStatus: {}` alone used to make a file that passes.
    @Test func anEmptyExpectationOrChangeIsRefused() {
        let e = errors("steps:\n  - launch\n  - expectStatus: {}\n  - expectRecording: {}\n  - settings: {}\n"
                       + "  - settings: {allow: [], deny: []}\n  - press: []\n")
        #expect(e.map(\.line) == [3, 4, 5, 6, 7], "\(e)")
        #expect(e.first?.message == "expectStatus: names no sensor, so it checks nothing; write {accelerometer: authorized}")
        #expect(e[2].message == "settings: changes nothing; write a change such as {deny: [accelerometer]}")
        #expect(e[4].message == "press: no keys; write the keys to press, as in press: [Down, Enter]")
        // A misspelt sensor in a change is named once, not also as a change of nothing.
        let typo = errors("steps:\n  - launch\n  - settings: {deny: [acelerometer]}\n  - expectStatus: {accelerometer: denied}\n")
        #expect(typo.count == 1 && typo.first?.message.hasPrefix("deny: unknown sensor") == true, "\(typo)")
    }

    /// A count every number satisfies checks nothing, as an empty map does.
    @Test func aCountThatHoldsForEveryNumberIsRefused() {
        let e = errors("steps:\n  - launch\n  - expectEvent: {pattern: x, times: \">=0\"}\n  - expectFetch: {sensor: visits, results: \">=0\"}\n")
        #expect(e.map(\.message) == ["times: >=0 holds for every count, so it checks nothing; give a bound such as \">0\"",
                                     "results: >=0 holds for every count, so it checks nothing; give a bound such as \">0\""], "\(e)")
        #expect(errors("steps:\n  - launch\n  - expectFetch: {sensor: visits, results: \"<=0\", samples: 0}\n").isEmpty)
        // So does a bound above anything a fetch can return: a scenario generates at most 100 M results.
        for bound in ["0..999999999", "<=99999999999"] {
            let huge = errors("steps:\n  - launch\n  - expectFetch: {sensor: visits, results: \"\(bound)\"}\n")
            #expect(huge.map(\.message) == ["results: \(bound) holds for every count a fetch can return (a scenario generates at most "
                                             + "100000000 results), so it checks nothing; give a bound such as \">0\" or \"<5000\""], "\(huge)")
        }
        #expect(errors("steps:\n  - launch\n  - expectFetch: {sensor: visits, results: \"1..999999999\"}\n").isEmpty)
    }

    /// A slip in `default:` or `onRequired:` inside `answer:` is named as that setting, not read
    /// as a sensor whose answer must be allow or deny.
    @Test func aMisspeltAnswerSettingIsNamed() {
        let e = errors("steps:\n  - launch\n  - answer: {default: allow, onRequierd: changeChoice}\n  - answer: {defualt: deny}\n"
                       + "  - expectStatus: {accelerometer: authorized}\n")
        #expect(e.map(\.message) == ["unknown answer setting \"onRequierd\"", "unknown answer setting \"defualt\""], "\(e)")
        #expect(e.map(\.suggestion) == ["did you mean onRequired?", "did you mean default?"])
        let sensor = errors("steps:\n  - launch\n  - answer: {heartRat: deny}\n  - expectStatus: {heartRate: denied}\n")
        #expect(sensor.first?.suggestion == "did you mean heartRate?", "\(sensor)")
    }

    /// `watch:` takes a model as well as on or off, and its message says so.
    @Test func aWrongWatchValueNamesBothForms() {
        let e = errors("watch: maybe\nsteps:\n  - launch\n  - expectStatus: {accelerometer: notDetermined}\n")
        #expect(e.map(\.message) == ["watch: expected on or off (or true/false), or a model such as Watch7,12; got maybe"], "\(e)")
    }

    @Test func aScrollStepNamesItsFourWays() {
        let e = errors("steps:\n  - launch\n  - scroll: dwon\n  - scroll\n")
        #expect(e.map(\.line) == [3, 4])
        #expect(e.first?.message == "scroll: expected down, up, top, bottom, got dwon")
        #expect(e.first?.suggestion == "did you mean down?")
        #expect(e.last?.message.contains("scroll needs down|up|top|bottom") == true)
    }

    @Test func unknownSensorSuggestsTheSRSensorName() {
        let e = errors("steps:\n  - allow: motion-accelerometer\n  - deny: acelerometer\n")
        #expect(e.map(\.suggestion) == ["did you mean accelerometer?", "did you mean accelerometer?"])
        #expect(e.map(\.line) == [2, 3])
    }

    @Test func wrongValueTypesAreReportedAllAtOnce() {
        let e = errors("""
        seed: many
        watch: maybe
        steps:
          - advance: soon
          - expectStatus: {accelerometer: granted}
          - next: 3
          - [launch]
        """)
        #expect(e.count == 6)
        #expect(e.map(\.line) == [1, 2, 4, 5, 6, 7])
        #expect(e[2].message.contains("expected a duration such as 90m"))
    }

    @Test func badYAMLNamesLineAndColumn() {
        let e = errors("steps:\n  - launch\n - next\n")
        #expect(e.count == 1)
        #expect(e.first?.line == 3)
        #expect(e.first?.message.hasPrefix("not valid YAML") == true)
    }

    @Test func missingStudyFolderIsAnError() {
        let e = errors("study: ../studies/nope\nsteps: [launch, {expectNoScreen: nothing}]\n")
        #expect(e.first?.message.contains("nothing at ../studies/nope") == true)
        #expect(e.first?.line == 1)
    }

    @Test func projectHeaderKeysParse() throws {
        let s = try parse("study: ../studies/sleep-study\ntarget: App\nconfiguration: Debug\nvars: {PRODUCT_NAME: mindLAMP, TEAM_ID: X1}\nsteps: [launch, {expectNoScreen: nothing}]\n")
        #expect(s.project == StudyLoadOptions(target: "App", configuration: "Debug", variables: ["PRODUCT_NAME": "mindLAMP", "TEAM_ID": "X1"]))
        #expect(errors("study: ../studies/sleep-study\nvars: {\"A B\": 1}\nsteps: [launch, {expectNoScreen: nothing}]\n").first?.line == 2)
    }

    @Test func invalidRegexIsCaught() {
        let e = errors("steps:\n  - expectScreen: {regex: \"([\"}\n")
        #expect(e.first?.message.contains("not a valid regular expression") == true)
        #expect(e.first?.line == 2)
    }

    @Test func expectationsArePlainTextUnlessTheyAskForARegex() throws {
        let s = try parse("study: ../studies/sleep-study\nsteps:\n  - launch\n  - expectScreen: \"([\"\n  - expectEvent: {regex: \"a+\"}\n")
        #expect(s.steps.dropFirst().map(\.kind) == [.expectScreen(pattern: .text("(["), present: true), .expectEvent(EventExpectation(pattern: .regex("a+"), present: true))])
        #expect(errors("steps:\n  - expectScreen: {pattern: x}\n").first?.message.contains("{regex: PATTERN}") == true)
    }

    @Test func aCountedRegexKeepsThePatternLimits() throws {
        let s = try parse("study: ../studies/sleep-study\nsteps:\n  - launch\n  - expectEvent: {regex: \"a+\", times: 2}\n")
        #expect(s.steps.last?.kind == .expectEvent(EventExpectation(pattern: .regex("a+"), present: true, times: CountExpectation(lower: 2, upper: 2))))
        let long = String(repeating: "a", count: 501)
        let e = errors("steps:\n  - launch\n  - expectEvent: {regex: \"\(long)\", times: 1}\n")
        #expect(e.first?.message.contains("a pattern has at most 500") == true)
        #expect(e.first?.line == 3)
        #expect(errors("steps:\n  - launch\n  - expectEvent: {regex: \"(\", times: 1}\n").first?.message.contains("not a valid regular expression") == true)
    }
}
