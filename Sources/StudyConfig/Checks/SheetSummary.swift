import SensorKitSim

/// What a participant will be asked: the sensor pages of the Research Sensor & Usage Data
/// sheet in order, and the sensors that will never be asked for, with the reason.
public struct SheetEntry: Sendable, Equatable {
    public let sensor: SRSensor
    public let displayName: String
    public let usageDetailKey: String
    public let required: Bool
    package let devices: [SourceDevice]
    /// The description as the participant reads it (translated when the study is localized).
    public let description: String
    /// False when the sensor is never shown; `reason` says why.
    public let willPrompt: Bool
    public let reason: String?
}

extension Study {
    /// The sensors the simulated study app requests: for each usage-detail entry, the sensors
    /// its key covers, narrowed to the entitled ones when any of them is entitled (so
    /// `SRSensorUsageMotion` with only `motion-accelerometer` requests only the accelerometer).
    public var requestedSensors: [SRSensor] {
        var out: [SRSensor] = []
        for d in usageDetails where d.isKnownKey {
            let entitledOnes = d.sensors.filter { entitledSensors?.contains($0) ?? false }
            for s in (entitledOnes.isEmpty ? d.sensors : entitledOnes) where !out.contains(s) { out.append(s) }
        }
        return out
    }

    /// The sheet's sensor pages, in the order SensorKit shows them (catalog order).
    public func sheet(language: String? = nil) -> [SheetEntry] {
        let requested = Set(requestedSensors)
        let details = usageDetails
        return SensorCatalog.all.compactMap { info -> SheetEntry? in
            guard requested.contains(info.sensor),
                  let detail = details.last(where: { $0.sensors.contains(info.sensor) }) else { return nil }
            var reason: String?
            if entitlements == nil || entitledSensors == nil {
                reason = "the app has no SensorKit entitlement"
            } else if !(entitledSensors?.contains(info.sensor) ?? false) {
                reason = "not entitled (\(entitlements?.file ?? "the entitlements file") lacks \(info.entitlementValue ?? "its value"))"
            } else if detail.node.dict == nil {
                reason = "its usage detail is not a dictionary"
            } else if detail.description == nil {
                reason = "its usage detail has no Description"
            }
            let text = detail.description.map { localized($0, language: language) } ?? ""
            return SheetEntry(sensor: info.sensor, displayName: info.displayName, usageDetailKey: detail.key,
                              required: detail.required, devices: info.sourceDevices, description: text,
                              willPrompt: reason == nil, reason: reason)
        }
    }
}
