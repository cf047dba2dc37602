import SimCore
import Simulation

extension ScenarioParser {
    /// A scenario says what it tests: a reader app (`app: {api: reader}`) on an iOS without
    /// SRReader is a mistake in it, whether the header's `ios:` or `play --ios` chose the iOS
    /// (the app would fall back to the delegate API, and the case would test something else).
    public static func readerProblem(_ scenario: Scenario) -> ScenarioError? {
        guard scenario.app.api == .reader, let os = scenario.os, os < StudyAppAPI.readerIntroduced else { return nil }
        let mark = scenario.place(of: "app") ?? YAMLNode.Mark(line: 1, column: 1)
        let fromOption = scenario.overrides["ios"] != nil
        let runs = fromOption ? "--ios \(os) plays it on iOS \(os)" : "this scenario runs ios: \(os)"
        let fix = fromOption ? "play this file without --ios \(os), or write api: delegate in it"
                             : "use api: delegate, or leave api: out for the delegate API below iOS \(StudyAppAPI.readerIntroduced)"
        return ScenarioError(file: scenario.file, line: mark.line, column: mark.column,
                             message: "app: api: reader needs iOS \(StudyAppAPI.readerIntroduced) or later (SRReader); \(runs)",
                             suggestion: fix)
    }
}
