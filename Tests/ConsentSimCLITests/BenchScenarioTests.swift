import Foundation
import Scenarios
import Testing
@testable import ConsentSimCLI

/// The scenarios `bench` generates are valid under the scenario rules (a flow without a check
/// is refused), so the bench never stops on its own input.
@Suite struct BenchScenarioTests {
    @Test(arguments: [("advance_400d", AdvanceBench.scenario), ("relaunch_10k", RelaunchBench.scenario)])
    func theBenchsScenarioIsValid(name: String, yaml: String) throws {
        let scenario = try ScenarioParser.parse(Data(yaml.utf8), file: "(bench)", folder: URL(fileURLWithPath: "."))
        #expect(scenario.steps.contains { $0.kind.isExpectation }, "\(name)")
    }
}
