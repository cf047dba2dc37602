import Simulation

/// What a step does, in the words a presenter would say over it ("Decline Visits", on a German
/// phone "Besuche ablehnen"): the captions of autoplay and of `play --cast`, as each step's
/// definition words them from the phone language's caption table (`CaptionText`).
public enum StepCaption {
    /// "4/12 Decline Visits".
    public static func text(_ step: Step, index: Int, of count: Int, language: String? = nil) -> String {
        "\(index + 1)/\(count) " + describe(step, language: language)
    }

    /// The participant's action in the phone's `language`; a check as it is written.
    public static func describe(_ step: Step, language: String? = nil) -> String {
        StepTable.definition(of: step.kind).caption(step, CaptionText.for(language))
    }

    /// Whether the step only checks or records (no action a viewer would see): autoplay
    /// performs it without showing it.
    public static func isCheck(_ step: Step) -> Bool { StepTable.definition(of: step.kind).role != .action }
}
