import Simulation

/// One scenario step, declared once: its name, the argument it takes, how it is read from YAML
/// and written back, its caption, the control autoplay aims at, and what it does. The parser,
/// "did you mean", the recorder, captions, autoplay and the runner all read this one entry.
struct StepDefinition: Sendable {
    /// Whether a step acts, checks, or records what is on screen.
    enum Role: Sendable { case action, check, record }

    let name: String
    /// The argument as messages and help write it (`a sensor`); nil for a bare word.
    let argument: String?
    let role: Role
    /// Whether `kind` is this step's (several names may share a kind: `expectScreen` and
    /// `expectNoScreen`).
    let owns: @Sendable (Step.Kind) -> Bool
    /// The step's kind from its argument; problems are reported through the parser.
    let parse: @Sendable (inout ScenarioParser, StepArgument) -> Step.Kind?
    /// The argument as YAML (nil for a bare word), for a kind this step owns.
    let writeArgument: @Sendable (Step.Kind) -> String?
    /// What a presenter would say over the step ("Decline Visits"), in the phone's language;
    /// a check or a record is shown as it is written.
    let caption: @Sendable (Step, CaptionText) -> String
    /// The control the step presses on the screen as it is, for autoplay to aim at first.
    let target: @Sendable (Step.Kind, Snapshot) -> ControlID?
    /// Performs the step: nil when it passed, else what was expected and what was found.
    let perform: @Sendable (inout StepContext, Step.Kind) -> StepContext.Outcome

    /// The step as one line of YAML (`allow: accelerometer`, `launch`).
    func yaml(_ kind: Step.Kind) -> String { writeArgument(kind).map { "\(name): \($0)" } ?? name }

    /// A step whose kind carries `Payload` (a sensor, a pattern, nothing): `match` takes it out
    /// of a kind this step owns, and every other part reads it typed.
    static func step<Payload>(
        _ name: String, _ argument: String? = nil, role: Role = .action,
        match: @escaping @Sendable (Step.Kind) -> Payload?,
        parse: @escaping @Sendable (inout ScenarioParser, StepArgument) -> Step.Kind?,
        write: @escaping @Sendable (Payload) -> String? = { _ in nil },
        caption: (@Sendable (Payload, CaptionText) -> String)? = nil,
        target: @escaping @Sendable (Payload, Snapshot) -> ControlID? = { _, _ in nil },
        perform: @escaping @Sendable (inout StepContext, Payload) -> StepContext.Outcome
    ) -> StepDefinition {
        StepDefinition(
            name: name, argument: argument, role: role, owns: { match($0) != nil }, parse: parse,
            writeArgument: { match($0).flatMap(write) },
            caption: { step, words in
                guard let caption, let payload = match(step.kind) else { return "check " + step.source }
                return caption(payload, words)
            },
            target: { kind, state in match(kind).flatMap { target($0, state) } },
            perform: { context, kind in match(kind).flatMap { perform(&context, $0) } })
    }

    /// A bare word (`launch`) standing for `kind`.
    static func word(_ name: String, _ kind: Step.Kind, caption: @escaping @Sendable (CaptionText) -> String,
                     target: @escaping @Sendable (Snapshot) -> ControlID? = { _ in nil },
                     perform: @escaping @Sendable (inout StepContext) -> StepContext.Outcome) -> StepDefinition {
        step(name, match: { $0 == kind ? () : nil }, parse: { p, a in p.noArgument(a, kind) },
             caption: { _, words in caption(words) }, target: { _, state in target(state) }, perform: { c, _ in perform(&c) })
    }
}

/// A step as written: its name, the value after it (nil for a bare word), and the node of the
/// whole step (where a missing value is reported).
struct StepArgument {
    let name: String
    let value: YAMLNode?
    let node: YAMLNode
    /// How the step's definition writes its argument, for "needs" messages.
    let syntax: String?
}
