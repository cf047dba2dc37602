import Foundation

/// How the tool writes every JSON it gives out (reports, the dossier's manifest, a saved
/// participant, a cast's header): keys sorted, and `/` left as it is (`"flows/a.yaml"`), where
/// Foundation would write `\/` by default. Both read back the same; a person or a `grep` reads
/// the one form, and one output no longer differs from another in it.
public enum ToolJSON {
    /// For `JSONSerialization`: indented, unless `oneLine` (a cast's header must be one line).
    public static func options(oneLine: Bool = false) -> JSONSerialization.WritingOptions {
        oneLine ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    }

    /// For `JSONEncoder`: indented as `options()`.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
