import SimCore

/// The knobs of the simulated SensorKit. Defaults follow Apple's documentation where it
/// speaks and FIDELITY.md's assumptions where it does not.
package struct SensorKitConfig: Sendable {
    /// New data is held back this long before an app may fetch it (Apple: 24 hours).
    package var holdingPeriod: Double = 86_400
    /// Per-sensor holding periods that differ from `holdingPeriod`.
    package var holdingPeriodOverrides: [SRSensor: Double] = [:]
    /// How far back an app may fetch (Apple: 7 days of prior recorded data).
    package var lookBack: Double = 7 * 86_400
    package var rates = SampleRates()
    /// Whether a sample stamped exactly at `SRFetchRequest.to` is returned. Apple documents `to`
    /// as "before this time", so by default it is not (FIDELITY.md).
    package var fetchIncludesTo = false
    /// What a request naming a sensor the app is not entitled to does.
    package var unentitledRequest: UnentitledRequestPolicy = .failWholeRequest

    package init() {}

    package func holdingPeriod(for sensor: SRSensor) -> Double {
        holdingPeriodOverrides[sensor.parentSensor] ?? holdingPeriod
    }
}

/// How `requestAuthorization` treats sensors that are missing from the entitlement.
package enum UnentitledRequestPolicy: String, Sendable, CaseIterable {
    /// No sheet at all; completion with `invalidEntitlement` (decompiled prompt service).
    case failWholeRequest
    /// Ask for the entitled sensors, then complete with `invalidEntitlement`.
    case promptEntitledOnly
}

/// What SensorKit knows of the app from its signature and Info.plist.
package struct SensorKitApp: Sendable {
    package var bundleIdentifier: String
    package var displayName: String
    /// The sensors in `com.apple.developer.sensorkit.reader.allow`; nil when the app has no
    /// SensorKit entitlement at all.
    package var entitledSensors: Set<SRSensor>?
    /// Whether Info.plist has `NSSensorKitUsageDetail` (without it every request fails, 8197).
    package var hasUsageDetail: Bool

    package init(bundleIdentifier: String, displayName: String, entitledSensors: Set<SRSensor>?, hasUsageDetail: Bool = true) {
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.entitledSensors = entitledSensors
        self.hasUsageDetail = hasUsageDetail
    }

    package func isEntitled(_ sensor: SRSensor) -> Bool { entitledSensors?.contains(sensor.parentSensor) ?? false }
}
