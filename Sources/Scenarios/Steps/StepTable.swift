/// Every scenario step, in the order help and "expected one of" list them: the one table the
/// parser, the recorder, captions, autoplay and the runner read. A step is declared in the
/// group file it belongs to (the sheet, the phone, checks, the screen).
enum StepTable {
    static let all: [StepDefinition] = sheet + phone + faults + checks + screen

    static let names = all.map(\.name)

    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    static func named(_ name: String) -> StepDefinition? { byName[name] }

    /// The step that owns `kind`.
    static func definition(of kind: Step.Kind) -> StepDefinition {
        // Read in place: `first(where:)` copied every entry it passed, closures and all, and
        // every step played looks its entry up.
        let index = all.withUnsafeBufferPointer { entries in entries.indices.first { entries[$0].owns(kind) } }
        guard let index else { preconditionFailure("no step owns \(kind)") }
        return all[index]
    }

    /// `kind` as one line of YAML, as its step writes it.
    static func yaml(_ kind: Step.Kind) -> String { definition(of: kind).yaml(kind) }
}
