import Foundation
import Scenarios
import Testing
@testable import ConsentSimCLI

/// `run --play` and `play` give every flow the same verdict: autoplay performs the steps and
/// reads the screen as `play` does, whatever size the terminal showing it is.
@Suite struct AutoplayAgreementTests {
    static let flows = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.flows.path))?
        .filter { $0.hasSuffix(".yaml") }.sorted() ?? []

    /// Checks that fail only if a check reads more or less than the phone's screen: the
    /// dashboard's words beside the phone, or a title the phone wrapped.
    static let failing: [(name: String, yaml: String)] = [
        ("motion-title-on-screen", """
        name: The Motion & Fitness alert's title is on screen
        study: \(Fixtures.repository.path)/Scenarios/studies/mobility-study
        screen: 120x40
        steps: [launch, allowAll, done, {expectNoScreen: "would like to access your Motion & Fitness activity."}]
        """),
        ("dashboard-is-not-the-phone", """
        name: The dashboard's table is not on the phone
        study: \(Fixtures.sleepStudy.path)
        screen: 200x60
        steps: [launch, {answer: {default: allow}}, {expectScreen: "Ambient Light Sensor"}]
        """),
    ]

    /// nil when the flow passed, else what autoplay says of it: "K/N expected …" (K actions of N
    /// performed), with the check's source before "expected" for a check.
    static func played(_ url: URL) throws -> String? {
        let scenario = try ScenarioParser.parse(contentsOf: url, displayName: url.lastPathComponent)
        let result = ScenarioRunner(scenario).run()
        return result.failure.map { f in
            let index = scenario.steps.firstIndex { $0.line == f.step.line && $0.column == f.step.column } ?? -1
            let actions = scenario.steps.filter { !StepCaption.isCheck($0) }.count
            let done = scenario.steps.prefix(index + 1).filter { !StepCaption.isCheck($0) }.count
            let check = index >= 0 && StepCaption.isCheck(scenario.steps[index]) ? f.step.source + ": " : ""
            return "\(done)/\(actions) \(check)expected \(f.expected), found \(f.found)"
        }
    }

    /// What autoplay's caption says when it stops: nil when every check passed, else its
    /// failure, whole (a caption wider than the terminal wraps onto the rows above).
    static func autoplayed(_ path: String, width: Int, height: Int) throws -> String? {
        // A flow's screenshot: steps are written as it plays; into a folder of the test's own.
        let shots = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: shots) }
        let r = CommandRun.run(["run", "--play", path, "--pace", "0.2", "--screenshots", shots.path], width: width, height: height,
                               script: [.init(at: 600, .key(.char("q")))])
        #expect(r.code == .success, "\(path): \(r.output.err)")
        let last = try #require(r.terminal.frames.last)
        let caption = last.screen.wholeCaption
        if caption.hasPrefix("■ Finished:") && caption.contains("every check passed") { return nil }
        #expect(caption.hasPrefix("✗ "), "\(path): \(caption)")
        return String(caption.dropFirst(2))
    }

    /// The two verdicts agree: both passed, or both failed at the same step with the same words.
    static func expectAgreement(_ url: URL) throws {
        let play = try played(url)
        for (width, height) in [(80, 24), (120, 40), (200, 60)] {
            let auto = try autoplayed(url.path, width: width, height: height)
            switch (play, auto) {
            case (nil, nil): break
            case (let p?, let a?):
                // The caption's words as `play` says them: its rows were joined by spaces where it wrapped.
                let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
                #expect(words(a) == words(p) + " — Space continues, ← back",
                        "\(url.lastPathComponent) at \(width)x\(height): play: \(p) / run --play: \(a)")
            default:
                Issue.record("\(url.lastPathComponent) at \(width)x\(height): play: \(play ?? "passed") / run --play: \(auto ?? "passed")")
            }
        }
    }

    @Test(arguments: flows)
    func aBundledFlowGetsTheSameVerdict(name: String) throws {
        try Self.expectAgreement(Fixtures.flows.appendingPathComponent(name))
    }

    @Test(arguments: failing.map(\.name))
    func aFailingCheckFailsInBoth(name: String) throws {
        let yaml = try #require(Self.failing.first { $0.name == name }?.yaml)
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("\(name).yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        #expect(try Self.played(url) != nil, "the check fails when played")
        try Self.expectAgreement(url)
    }
}
