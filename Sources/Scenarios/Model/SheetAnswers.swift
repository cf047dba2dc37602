import SensorKitSim

/// Answers for every page of the Research Sensor & Usage Data sheet in one step.
public struct SheetAnswers: Sendable, Equatable {
    /// What to do when a Required sensor is denied and its alert comes up.
    public enum OnRequired: String, Sendable, Equatable, CaseIterable {
        /// Fail the step, naming the Required sensor (the default for `answer:`).
        case fail
        /// Stop with the alert up, for the next step to answer (bare `allowAll`/`denyAll`).
        case stop
        /// Change Choice, then allow the Required sensor.
        case changeChoice
        /// Don't Enroll: the sheet closes.
        case dontEnroll

        /// Every name a script may write, in the order messages and `help scenario` list them.
        static let names = allCases.map(\.rawValue).sorted()
        /// The names as a message lists them: "changeChoice, dontEnroll, fail or stop".
        static var namesInWords: String { names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1] }
    }

    /// Per-sensor answers: allow (`true`) or deny.
    public var answers: [SRSensor: Bool] = [:]
    /// The answer for sensors not named; nil means every page must be named.
    public var otherwise: Bool?
    public var onRequired: OnRequired = .fail
    /// Tap Done on the review page (`answer:`); `allowAll`/`denyAll` stop there.
    public var tapsDone = false

    public init(answers: [SRSensor: Bool] = [:], otherwise: Bool? = nil, onRequired: OnRequired = .fail, tapsDone: Bool = false) {
        self.answers = answers; self.otherwise = otherwise; self.onRequired = onRequired; self.tapsDone = tapsDone
    }

    public func answer(for sensor: SRSensor) -> Bool? { answers[sensor] ?? otherwise }
}
