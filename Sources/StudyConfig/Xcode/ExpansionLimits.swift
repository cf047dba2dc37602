/// How far build settings may expand and how many files an xcconfig may pull in: every input
/// is bounded by the work it causes, not only by its size, so a few lines that double one
/// another end with an error (exit 64) instead of running for minutes.
public enum ExpansionLimits {
    /// The longest value one setting or Info.plist string may expand to, in UTF-8 bytes. Real
    /// values are a few hundred characters; the longest flags lists a few thousand.
    public static let maximumValueLength = 256 << 10
    /// The most `$(…)` references one target and configuration may expand in all.
    public static let maximumReferences = 200_000
    /// The most characters all expansions of one target and configuration may produce.
    public static let maximumTotalLength = 16 << 20
    /// The most `#include`s one xcconfig may pull in, counting every file its includes include.
    public static let maximumIncludes = 1_000
    /// The most settings one xcconfig and its includes may assign.
    public static let maximumAssignments = 100_000
}
