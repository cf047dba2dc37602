/// What a step does, in the words a presenter would say over it ("decline Accelerometer"):
/// the captions of autoplay and of `play --cast`, as each step's definition words them.
public enum StepCaption {
    /// "Step 4 of 12: decline Accelerometer".
    public static func text(_ step: Step, index: Int, of count: Int) -> String {
        "Step \(index + 1) of \(count): \(describe(step))"
    }

    public static func describe(_ step: Step) -> String { StepTable.definition(of: step.kind).caption(step) }

    /// Whether the step only checks or records (no action a viewer would see).
    public static func isCheck(_ step: Step) -> Bool { StepTable.definition(of: step.kind).role != .action }
}
