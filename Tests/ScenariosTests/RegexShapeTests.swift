import Foundation
import Testing
@testable import Scenarios

/// A regular expression's cost is bounded by reading it, not by timing it: the shapes that
/// backtrack exponentially are refused where the scenario writes them, so a verdict is the same
/// on a quiet laptop and a busy CI runner.
@Suite struct RegexShapeTests {
    func errors(_ step: String) -> [ScenarioError] {
        let yaml = "study: ../studies/sleep-study\nsteps:\n  - launch\n  - \(step)\n"
        do { _ = try ScenarioParser.parse(Data(yaml.utf8), file: "t.yaml", folder: ScenarioParserTests.folder); return [] } catch {
            return error.errors
        }
    }

    /// A pattern found in every text checks nothing: a regular expression the empty text
    /// matches (`x*` passed every `expectScreen` and failed every `expectNoScreen`) and text of
    /// spaces alone (`expectEvent: " "` passed on any event) are refused at their line.
    @Test(arguments: [
        ("expectScreen: {regex: \"x*\"}", "expectScreen: /x*/ matches the empty text"),
        ("expectNoScreen: {regex: \"^\"}", "expectNoScreen: /^/ matches the empty text"),
        ("expectEvent: {regex: \"(Allow|)\", times: 2}", "regex: /(Allow|)/ matches the empty text"),
        ("expectLog: \" \"", "expectLog: text of spaces alone checks nothing"),
        ("expectEvent: \"  \"", "expectEvent: text of spaces alone checks nothing"),
        ("expectNoScreen: \"\\t\"", "expectNoScreen: text of spaces alone checks nothing"),
    ])
    func aPatternFoundInEveryTextIsRefused(step: String, message: String) {
        let e = errors(step)
        #expect(e.first?.line == 4, "\(e)")
        #expect(e.first?.message.hasPrefix(message) == true, "\(e)")
        #expect(errors("expectScreen: {regex: \"x+\"}").isEmpty && errors("expectEvent: \" launched\"").isEmpty)
    }

    /// Each pattern and the character (from 1) its problem starts at.
    @Test(arguments: [
        (#"(a+)+"#, 1), (#"(a*)*"#, 1), (#"(a|a)*"#, 1), (#"x(a|ab)+y"#, 2), (#"(\w+\s?)+$"#, 1), (#"^(x+x+)+y"#, 2),
        (#"((a|ab)c)+"#, 1), (#"(?:a?b)+"#, 1), (#"(\d)\1"#, 5), (#"(?<n>a)\k<n>"#, 8), (#"a{1,1000}"#, 2), (#"a{101}"#, 2),
        (#"a.*b.*c.*d.*e"#, 11), (#"(a|)+"#, 1),
    ])
    func aCatastrophicShapeIsRefusedWhereItIs(pattern: String, character: Int) throws {
        let e = errors("expectEvent: {regex: '\(pattern)'}")
        #expect(e.count == 1, "\(pattern)")
        let error = try #require(e.first)
        #expect("\(error.line):\(error.column)" == "4:26", "\(pattern)")
        #expect(error.message.hasPrefix("expectEvent: \"\(pattern)\" at character \(character): "), "\(error.message)")
        #expect(RegexShape.problem(in: pattern)?.offset == character - 1)
    }

    @Test(arguments: ["expectScreen", "expectNoScreen", "expectDashboard", "expectLog", "expectCrash"])
    func everyStepThatTakesARegexChecksItsShape(step: String) {
        let e = errors("\(step): {regex: \"(a+)+b\"}")
        #expect(e.map { "\($0.line):\($0.column)" } == ["4:\(step.count + 15)"])
        #expect(e.first?.message.contains("repeats inside") == true)
    }

    /// The patterns the bundled flows use, and others of everyday shape, are accepted.
    @Test(arguments: [
        "accelerometer didCompleteFetch from iPhone: [1-9][0-9]* results", "queryActivity: [1-9][0-9]* activities", "a+",
        #"(foo|bar)+"#, #"\d{4}-\d{2}-\d{2}"#, #"(?:ab)+c"#, #"[a-z]+ (on|off)"#, #"(?i)required"#, #"\(4\)$"#,
        #"[(+*]+"#, #"a{2,100}"#, #"(?=.*light).*sleep"#, #"\p{L}+ \Q(a+)+\E"#,
    ])
    func everydayPatternsAreAccepted(pattern: String) {
        #expect(RegexShape.problem(in: pattern) == nil, "\(pattern)")
        #expect(errors("expectEvent: {regex: '\(pattern)'}").isEmpty, "\(pattern)")
    }

    /// The pattern that once backtracked for hours is refused before anything runs, and a text
    /// too long to search fails its step by its length, not by the time it took.
    @Test func costIsBoundedByTheTextNotByAClock() throws {
        #expect(RegexShape.problem(in: #"(\w+\s?)+$"#) != nil)
        let long = String(repeating: "ab ", count: ScenarioLimits.maximumRegexText / 3 + 1)
        #expect(throws: TextPattern.TooLong.self) { _ = try TextPattern.regex("b a").occurs(in: [long]) }
        #expect(try TextPattern.regex("b a").occurs(in: [String(long.prefix(ScenarioLimits.maximumRegexText))]))
        // Plain text has no such bound.
        #expect(try TextPattern.text("b a").occurs(in: [long]))
    }
}
