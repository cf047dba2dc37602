import Foundation
import SensorKitSim

/// What the study app keeps on disk between launches: where each fetch should resume.
public final class StudyAppStorage {
    /// The `to` of the last completed fetch, keyed by sensor and device: the next fetch's `from`.
    package var anchors: [SensorOnDevice: SRAbsoluteTime] = [:]
    /// The end of the last Motion & Fitness query.
    public var motionAnchor: Date?
    /// Values from the last completed fetch per sensor and device, for the dashboard's sparkline.
    package var lastValues: [SensorOnDevice: [Double]] = [:]

    public init() {}
}
