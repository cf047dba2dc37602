import SensorKitSim
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
    /// The sensors to export, a subset of those the study requests; nil: all of them. The
    /// participant still answers the whole sheet; only these sensors' data is written.
    public var sensors: [SRSensor]?
    /// RADAR's `projectId`; nil: the study's bundle identifier.
    public var projectId: String?
    /// Reproduce the RADAR iOS plugin's documented quirks.
    public var radarQuirks: RadarQuirks?
    /// mindLAMP's 2022 convention: durations in seconds, visit times on Apple's 2001 clock.
    public var lampLegacy = false
    /// Hands the shapes each result as a client's observer would see it, holding Apple's objects
    /// (`[CMRecordedAccelerometerData]`) instead of the simulator's values: the test that keeps
    /// both paths byte-identical runs each export both ways.
    package var appleObjects = false

    public init(format: ExportFormat, out: String, week: HeadlessWeek.Options) {
        self.format = format
        self.out = out
        self.week = week
    }
}

extension ExportOptions {
    /// The sensors written, in the order the phone shows them (the sheet's, as `week`, the
    /// dashboard and Settings list them): those requested (and chosen) that the shape carries.
    public var exportedSensors: [SRSensor] {
        week.profile.sensorsAsShown.filter { (sensors?.contains($0) ?? true) && format.carries($0) }
    }
}
