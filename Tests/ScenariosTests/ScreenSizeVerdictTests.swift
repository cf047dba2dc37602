import Foundation
import Testing
@testable import Scenarios

/// A check reads what the participant reads, whatever the terminal's size: every bundled flow
/// gets the same verdict at the smallest screen, a medium one, the side-by-side layout and a
/// wide one.
@Suite struct ScreenSizeVerdictTests {
    static let sizes = [ScreenSize(width: 80, height: 24), ScreenSize(width: 100, height: 30),
                        ScreenSize(width: 120, height: 40), ScreenSize(width: 200, height: 60)]

    /// Where the flow stopped at `size`: nil when it passed, else the failing step's line and why.
    static func verdict(_ url: URL, at size: ScreenSize) throws -> String? {
        var scenario = try ScenarioParser.parse(contentsOf: url, displayName: url.lastPathComponent)
        scenario.screen = size
        return ScenarioRunner(scenario).run().failure.map { "line \($0.step.line): expected \($0.expected), found \($0.found)" }
    }

    @Test(arguments: BundledScenarioTests.files.map(\.lastPathComponent))
    func theVerdictIsTheSameAtEverySize(name: String) throws {
        let url = try #require(BundledScenarioTests.files.first { $0.lastPathComponent == name })
        for size in Self.sizes {
            let verdict = try Self.verdict(url, at: size)
            #expect(verdict == nil, "\(name) at \(size): \(verdict ?? "")")
        }
    }
}
