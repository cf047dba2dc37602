import Simulation

/// Everything `export` needs: the simulated week each participant lives through, the cohort,
/// the shape and where it goes.
public struct ExportOptions: Sendable {
    public var format: ExportFormat
    /// The output folder.
    public var out: String
    /// The study, the phone and the days: the same options `week` runs with.
    public var week: HeadlessWeek.Options
    public var cohort = Cohort()
    /// RADAR's `projectId`; nil: the study's bundle identifier.
    public var projectId: String?
    /// Reproduce the RADAR iOS plugin's documented quirks.
    public var radarQuirks: RadarQuirks?
    /// mindLAMP's 2022 convention: durations in seconds, visit times on Apple's 2001 clock.
    public var lampLegacy = false

    public init(format: ExportFormat, out: String, week: HeadlessWeek.Options) {
        self.format = format
        self.out = out
        self.week = week
    }
}
