import Foundation
import StudyConfig

extension ScenarioParser {
    static let updateKeys = ["study", "target", "configuration", "vars"]

    /// `update: PATH` or `update: {study: PATH, target:, configuration:, vars:}`.
    mutating func update(_ v: YAMLNode) -> UpdateSpec? {
        if v.scalar != nil {
            guard let url = studyPath(v, "update"), let path = v.scalar else { return nil }
            return UpdateSpec(path: path, study: url)
        }
        guard let m = v.mapping else {
            fail(v, "update: expected a study (a folder or an Xcode project) or a map such as {study: ../v2, configuration: Release}")
            return nil
        }
        var spec: UpdateSpec?
        var project = StudyLoadOptions()
        for (k, value) in m {
            switch k.scalar {
            case "study":
                if let url = studyPath(value, "update: study"), let path = value.scalar {
                    spec = UpdateSpec(path: path, study: url)
                }
            case "target": project.target = string(value, "update: target")
            case "configuration": project.configuration = string(value, "update: configuration")
            case "vars": project.variables = variables(value)
            default: unknown(k, among: Self.updateKeys, what: "update: key")
            }
        }
        guard var found = spec else {
            if !m.contains(where: { $0.key.scalar == "study" }) { fail(v, "update: needs study: PATH, the version to install") }
            return nil
        }
        found.project = project
        return found
    }
}
