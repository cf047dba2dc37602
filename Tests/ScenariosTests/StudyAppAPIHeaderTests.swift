import Foundation
import Testing
import SimCore
@testable import Scenarios
@testable import Simulation

/// `app: {api: reader | delegate}` picks the SensorKit API of the built-in study app.
@Suite struct StudyAppAPIHeaderTests {
    let p = ScenarioParserTests()
    static let ok = "  - launch\n  - expectNoScreen: nothing\n"

    func message(_ yaml: String) -> String { p.errors(yaml).map(\.description).joined(separator: "\n") }

    @Test func apiParsesAndShowsInTheHeader() throws {
        let s = try p.parse("study: ../studies/sleep-study\napp: {api: delegate}\nsteps:\n" + Self.ok)
        #expect(s.app.api == .delegate)
        #expect(s.headerLines.contains("app: {api: delegate}"))
        #expect(try p.parse("study: ../studies/sleep-study\nsteps:\n" + Self.ok).app.api == nil)
    }

    @Test func aMisspeltAPIIsNamedWithTheFix() {
        #expect(message("study: ../studies/sleep-study\napp: {api: reeder}\nsteps:\n" + Self.ok)
                == "t.yaml:2:12: app: api: expected one of reader, delegate, got reeder (did you mean reader?)")
        #expect(message("study: ../studies/sleep-study\napp: {apy: reader}\nsteps:\n" + Self.ok)
                == "t.yaml:2:7: unknown app setting \"apy\" (did you mean api?)")
    }

    /// A reader app where SRReader does not exist is refused at the header, not run as something else.
    @Test func readerBelowIOS27IsRefused() {
        #expect(message("study: ../studies/sleep-study\nios: \"26\"\napp: {api: reader}\nsteps:\n" + Self.ok)
                == "t.yaml:3:12: app: api: reader needs iOS 27.0 or later (SRReader); this scenario runs ios: 26.0 "
                + "(use api: delegate, or leave api: out for the delegate API below iOS 27.0)")
        #expect(message("study: ../studies/sleep-study\nios: \"26\"\napp: {api: delegate}\nsteps:\n" + Self.ok).isEmpty)
    }

    static func appAfterPlaying(_ yaml: String) throws -> (any StudyAppProcess)? {
        let s = try ScenarioParserTests().parse(yaml)
        let (result, sim, _) = ScenarioRunner(s).play()
        #expect(result.passed, Comment(rawValue: result.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        return sim?.phone.app
    }

    @Test func theDefaultIsTheReaderOnIOS27AndTheDelegateBelow() throws {
        let steps = "steps:\n  - launch\n  - answer: {default: allow}\n  - expectLog: accelerometer willStartRecording\n"
        #expect(try Self.appAfterPlaying("study: ../studies/sleep-study\n" + steps) is ReaderStudyApp)
        #expect(try Self.appAfterPlaying("study: ../studies/sleep-study\nios: \"26\"\n" + steps) is StudyApp)
        #expect(try Self.appAfterPlaying("study: ../studies/sleep-study\napp: {api: delegate}\n" + steps) is StudyApp)
        #expect(try Self.appAfterPlaying("study: ../studies/sleep-study\nios: \"27\"\napp: {api: reader}\n" + steps) is ReaderStudyApp)
    }

    /// The bundled flows that name the API run on it.
    @Test(arguments: [("delegate-api-app.yaml", StudyAppAPI.delegate), ("reader-api-app.yaml", .reader)])
    func bundledFlowRunsOnItsAPI(name: String, api: StudyAppAPI) throws {
        let url = try #require(BundledScenarioTests.files.first { $0.lastPathComponent == name })
        let s = try ScenarioParser.parse(contentsOf: url, displayName: name)
        let (result, sim, _) = ScenarioRunner(s).play()
        #expect(result.passed)
        let app = try #require(sim?.phone.app)
        #expect(api == .reader ? app is ReaderStudyApp : app is StudyApp)
    }
}
