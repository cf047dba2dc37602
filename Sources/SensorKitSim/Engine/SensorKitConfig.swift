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
    /// Whether a sample stamped exactly at `SRFetchRequest.to` is returned. SRFetchRequest.h
    /// says the window is `(start, end]`, so by default it is; false gives the documentation
    /// page's "before this time" (FIDELITY.md).
    package var fetchIncludesTo = true
    /// What a request naming a sensor the app is not entitled to does.
    package var unentitledRequest: UnentitledRequestPolicy = .failWholeRequest
    /// What the sheet does with a requested sensor whose usage detail has no `Description`.
    package var missingDescription: MissingDescriptionPolicy = .leaveOut

    /// Whether an `SRReader` stream whose task is cancelled throws `CancellationError` from its
    /// next element rather than ending quietly (FIDELITY.md: Apple says only that it cancels).
    package var cancelledStreamThrows = false
    /// How many results a delegate fetch hands out per turn of the device's queue. By default
    /// a fetch is answered whole, so callbacks keep call order (FIDELITY.md); a smaller number
    /// makes fetches under way at once take turns, their callbacks interleaved. At least 1.
    package var resultsPerTurn = Int.max

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

/// What the sheet does with a requested sensor that has no `Description` to show (FIDELITY.md).
package enum MissingDescriptionPolicy: String, Sendable, CaseIterable {
    /// Leave its page out: it stays `notDetermined` ("sensor description could not be found",
    /// decompiled prompt service).
    case leaveOut
    /// Show its page with no description.
    case showPage
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
    /// The sensors whose usage detail has a `Description`; nil when the app was described
    /// without its Info.plist (a profile), and every sensor counts as described.
    package var describedSensors: Set<SRSensor>?

    package init(bundleIdentifier: String, displayName: String, entitledSensors: Set<SRSensor>?, hasUsageDetail: Bool = true,
                describedSensors: Set<SRSensor>? = nil) {
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.entitledSensors = entitledSensors
        self.hasUsageDetail = hasUsageDetail
        self.describedSensors = describedSensors
    }

    package func isDescribed(_ sensor: SRSensor) -> Bool { describedSensors?.contains(sensor.parentSensor) ?? true }

    package func isEntitled(_ sensor: SRSensor) -> Bool { entitledSensors?.contains(sensor.parentSensor) ?? false }
}
