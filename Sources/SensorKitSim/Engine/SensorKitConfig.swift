/// The knobs of the simulated SensorKit. Defaults follow Apple's documentation where it
/// speaks and FIDELITY.md's assumptions where it does not.
public struct SensorKitConfig: Sendable {
    /// New data is held back this long before an app may fetch it (Apple: 24 hours).
    public var holdingPeriod: Double = 86_400
    /// Per-sensor holding periods that differ from `holdingPeriod`.
    public var holdingPeriodOverrides: [SRSensor: Double] = [:]
    /// How far back an app may fetch (Apple: 7 days of prior recorded data).
    public var lookBack: Double = 7 * 86_400
    public var rates = SampleRates()
    /// Whether a sample stamped exactly at `SRFetchRequest.to` is returned. Apple documents `to`
    /// as "before this time", so by default it is not (FIDELITY.md).
    public var fetchIncludesTo = false
    /// What a request naming a sensor the app is not entitled to does.
    public var unentitledRequest: UnentitledRequestPolicy = .failWholeRequest
    /// What the sheet does with a requested sensor whose usage detail has no `Description`.
    public var missingDescription: MissingDescriptionPolicy = .leaveOut

    public init() {}

    public func holdingPeriod(for sensor: SRSensor) -> Double {
        holdingPeriodOverrides[sensor.parentSensor] ?? holdingPeriod
    }
}

/// How `requestAuthorization` treats sensors that are missing from the entitlement.
public enum UnentitledRequestPolicy: String, Sendable, CaseIterable {
    /// No sheet at all; completion with `invalidEntitlement` (decompiled prompt service).
    case failWholeRequest
    /// Ask for the entitled sensors, then complete with `invalidEntitlement`.
    case promptEntitledOnly
}

/// What the sheet does with a requested sensor that has no `Description` to show (FIDELITY.md).
public enum MissingDescriptionPolicy: String, Sendable, CaseIterable {
    /// Leave its page out: it stays `notDetermined` ("sensor description could not be found",
    /// decompiled prompt service).
    case leaveOut
    /// Show its page with no description.
    case showPage
}

/// What SensorKit knows of the app from its signature and Info.plist.
public struct SensorKitApp: Sendable {
    public var bundleIdentifier: String
    public var displayName: String
    /// The sensors in `com.apple.developer.sensorkit.reader.allow`; nil when the app has no
    /// SensorKit entitlement at all.
    public var entitledSensors: Set<SRSensor>?
    /// Whether Info.plist has `NSSensorKitUsageDetail` (without it every request fails, 8197).
    public var hasUsageDetail: Bool
    /// The sensors whose usage detail has a `Description`; nil when the app was described
    /// without its Info.plist (a profile), and every sensor counts as described.
    public var describedSensors: Set<SRSensor>?

    public init(bundleIdentifier: String, displayName: String, entitledSensors: Set<SRSensor>?, hasUsageDetail: Bool = true,
                describedSensors: Set<SRSensor>? = nil) {
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.entitledSensors = entitledSensors
        self.hasUsageDetail = hasUsageDetail
        self.describedSensors = describedSensors
    }

    public func isDescribed(_ sensor: SRSensor) -> Bool { describedSensors?.contains(sensor.parentSensor) ?? true }

    public func isEntitled(_ sensor: SRSensor) -> Bool { entitledSensors?.contains(sensor.parentSensor) ?? false }
}
