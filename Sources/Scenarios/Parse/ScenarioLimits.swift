/// The bounds a scenario keeps, checked as it is parsed: each breach is an error at its line
/// and column (exit 64), so no step can ask for work that does not end or values that trap.
public enum ScenarioLimits {
    /// A scenario is a page of YAML; a megabyte is thousands of steps.
    public static let maximumFileBytes = 1 << 20
    public static let maximumSteps = 20_000
    /// The longest `advance:`, fetch window or lag, and the most all of a scenario's `advance:`
    /// steps may add up to: 400 days, more than a year-long study.
    public static let maximumSeconds: Double = 400 * 86_400
    /// Names, tags, sensors and other words.
    public static let maximumValueLength = 1_000
    /// Text and patterns an expectation looks for.
    public static let maximumPatternLength = 500
    public static let maximumKeysPerPress = 1_000
    /// The most calls one `inject:` step makes fail: more than a year of nightly fetches.
    public static let maximumInjectedCalls = 1_000
    /// The longest text (a part of the screen, a log line, an event) a regular expression
    /// searches: with the shapes that backtrack exponentially refused as the file is read, this
    /// bounds a search's work by the pattern and the text alone, never by a clock.
    public static let maximumRegexText = 20_000
    /// The most sensor results (a batch of motion samples, a heart rate, a PPG reading) a
    /// scenario's rates, `advance:` steps and fetch windows may have SensorKit generate: as
    /// counted, 400 days of the default rates are 60 M, and 100 M take about 8 s in a release
    /// build. `ScenarioBudget` counts them.
    public static let maximumResults: Double = 100_000_000
    /// The most screen cells a scenario's steps may draw (a screen's width times its height,
    /// for each step that draws it), and write into screenshot files. A screenshot is written
    /// out as it is taken, not kept, so this bounds time and disk, not memory: each cell is
    /// written three ways (text, ANSI, SVG), about a second per million in a release build and
    /// tens of bytes of SVG.
    public static let maximumCellsDrawn: Double = 20_000_000
    public static let maximumCellsWritten: Double = 2_000_000
}
