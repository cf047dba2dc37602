import CoreMotionSim
import SensorKitSim
import Simulation
import StudyConfig

extension ScenarioParser {
    static let givenKeys = ["authorized", "denied", "motion"]

    /// `given: {authorized: [S, …], denied: [S, …], motion: authorized|denied|restricted}`: a
    /// participant who answered these before the first launch.
    mutating func earlierAnswers(_ v: YAMLNode) -> EarlierAnswers {
        var answers = EarlierAnswers()
        guard let m = v.mapping else {
            fail(v, "given: expected a map such as {authorized: [accelerometer], denied: [visits], motion: authorized}")
            return answers
        }
        for (k, value) in m {
            switch k.scalar {
            case "authorized": answers.authorized = sensors(value, "given: authorized")
            case "denied": answers.denied = sensors(value, "given: denied")
            case "motion":
                guard let x = string(value, "given: motion") else { break }
                let names = EarlierAnswers.motionStatuses.map(\.description)
                if let status = EarlierAnswers.motionStatuses.first(where: { $0.description == x }) { answers.motion = status } else {
                    fail(value, "given: motion: expected one of \(names.joined(separator: ", ")), got \(Self.shown(x))",
                         suggestion: NearestName.suggest(x, among: names).map { "did you mean \($0)?" })
                }
            default: unknown(k, among: Self.givenKeys, what: "given: key")
            }
        }
        for sensor in answers.authorized where answers.denied.contains(sensor) {
            fail(m.first { $0.key.scalar == "denied" }?.value ?? v,
                 "given: \(sensor) is both authorized and denied; name it in one of them")
        }
        return answers
    }

    /// `given:` as the header writes it back.
    static func givenYAML(_ a: EarlierAnswers) -> String {
        var pairs: [(String, String)] = []
        if !a.authorized.isEmpty { pairs.append(("authorized", YAMLText.list(a.authorized.map(\.description)))) }
        if !a.denied.isEmpty { pairs.append(("denied", YAMLText.list(a.denied.map(\.description)))) }
        if let m = a.motion { pairs.append(("motion", m.description)) }
        return YAMLText.map(pairs)
    }
}
