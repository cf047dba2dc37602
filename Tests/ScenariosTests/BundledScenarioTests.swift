import Foundation
import Testing
@testable import Scenarios

/// Every file in Scenarios/ plays and passes.
@Suite struct BundledScenarioTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios")
    static let files = (try? ScenarioFiles.find([root.path]))?.files ?? []

    @Test func thereAreAtLeastFifteen() { #expect(Self.files.count >= 15) }

    @Test(arguments: files.map(\.lastPathComponent))
    func bundledScenarioPasses(name: String) throws {
        let url = try #require(Self.files.first { $0.lastPathComponent == name })
        let scenario = try ScenarioParser.parse(contentsOf: url, displayName: name)
        let result = ScenarioRunner(scenario).run()
        let why = result.failure.map { "\(name):\($0.step.line): \($0.step.source): expected \($0.expected), found \($0.found)" } ?? ""
        if !result.passed { print("SCENARIO FAILED " + why) }
        #expect(result.passed, Comment(rawValue: why))
    }
}
