import SensorKitSim
import SimCore

/// One requested sensor as the participant meets it: a page of the Research Sensor & Usage Data
/// sheet, or a sensor that is never asked for, with the reason.
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
    /// For a sensor the sheet never shows, why every fetch of it fails or comes back empty
    /// however long the study waits (`notEntitled`, `unavailableOnOS`, `notDetermined`, …);
    /// nil for a page, whose data depends on the participant's answer.
    public let fetchReason: EmptyFetchReason?
}

/// What the study app's request leads to on a fresh install, as `SheetDecision` decides it: the
/// sheet's pages in order, the sensors never asked, or no sheet at all with the error the app gets.
public struct SheetPreview: Sendable, Equatable {
    /// Why no sheet appears, in words, and the error the app's completion receives.
    public struct NoSheet: Sendable, Equatable {
        /// `invalidEntitlement (0)`, as the demo's log prints it; nil when the app never asks.
        public let error: String?
        public let explanation: String
    }

    /// The sensor pages, in the order the sheet shows them; empty when there is no sheet.
    public let pages: [SheetEntry]
    /// Requested sensors that get no page, each with its reason.
    public let neverAsked: [SheetEntry]
    public let noSheet: NoSheet?
    /// Every requested sensor in catalog order: the pages and the sensors never asked.
    public var everySensor: [SheetEntry] {
        let entries = pages + neverAsked
        return SensorCatalog.ordered(entries.map(\.sensor)).compactMap { s in entries.first { $0.sensor == s } }
    }
    /// The pages the sheet would have once the refusal is fixed (the entitlement granting every
    /// requested sensor); nil when a sheet appears or no such fix helps.
    public let onceFixed: [SheetEntry]?
}

extension Study {
    /// The sensors the simulated study app requests: for each usage-detail entry, the sensors
    /// its key covers, narrowed to the entitled ones when any of them is entitled (so
    /// `SRSensorUsageMotion` with only `motion-accelerometer` requests only the accelerometer).
    public var requestedSensors: [SRSensor] {
        var out: [SRSensor] = []
        let entitled = entitledSensors ?? []
        for d in usageDetails where d.isKnownKey {
            let entitledOnes = d.sensors.filter(entitled.contains)
            for s in (entitledOnes.isEmpty ? d.sensors : entitledOnes) where !out.contains(s) { out.append(s) }
        }
        return out
    }

    /// Requested sensors whose usage detail gives a `Description` (SensorKit shows no page without one).
    public var describedSensors: Set<SRSensor> {
        Set(requestedSensors.filter { usageDetail(for: $0)?.description != nil })
    }

    /// What SensorKit knows of this app: its entitlement and its usage details.
    package var sensorKitApp: SensorKitApp {
        SensorKitApp(bundleIdentifier: bundleIdentifier, displayName: appName, entitledSensors: entitledSensors,
                     hasUsageDetail: root["NSSensorKitUsageDetail"]?.dict != nil, describedSensors: describedSensors)
    }

    /// The last usage-detail entry covering `sensor` (a later key wins, as in a dictionary).
    package func usageDetail(for sensor: SRSensor) -> UsageDetail? {
        usageDetailBySensor[sensor.parentSensor]
    }

    /// Whether the sensor's page says Required (its usage detail's `Required` is true).
    public func isRequired(_ sensor: SRSensor) -> Bool { usageDetail(for: sensor)?.required ?? false }

    /// The text a sensor's page shows under "How the study will use this data", in `language`;
    /// nil when its usage detail has no `Description`. The phone and `check` both read this.
    public func sensorDescription(_ sensor: SRSensor, language: String? = nil) -> String? {
        usageDetail(for: sensor)?.description.map { localized($0, language: language) }
    }

    /// The request's outcome on a fresh install (every sensor `notDetermined`) of a phone running
    /// `os`, or with `statuses`.
    package func sheetPreview(language: String? = nil, config: SensorKitConfig = SensorKitConfig(),
                             statuses: [SRSensor: SRAuthorizationStatus] = [:], os: OSVersion = .current) -> SheetPreview {
        let requested = Set(requestedSensors)
        if requested.isEmpty {
            let why = !usesSensorKit ? "the app does not configure SensorKit (no NSSensorKit keys, no com.apple.developer.sensorkit.reader.allow)"
                : root["NSSensorKitUsageDetail"] == nil ? "the app requests no sensor: Info.plist has no NSSensorKitUsageDetail"
                : "the app requests no sensor: NSSensorKitUsageDetail names none SensorKit knows"
            let none = SheetPreview.NoSheet(error: nil, explanation: why)
            return SheetPreview(pages: [], neverAsked: [], noSheet: none, onceFixed: nil)
        }
        let decide = { (app: SensorKitApp) in
            SheetDecision.decide(requested: requested, app: app, config: config, os: os) { statuses[$0.parentSensor] ?? .notDetermined }
        }
        let app = sensorKitApp
        let decision = decide(app)
        let pages = decision.pages.compactMap { entry($0, reason: nil, language: language) }
        let never = decision.notAsked.compactMap { notAsked in
            entry(notAsked.sensor, reason: reason(notAsked.reason, notAsked.sensor, os), language: language,
                  fetchReason: FetchConditions.standingReason(existsOnOS: SensorAvailability.exists(notAsked.sensor, on: os),
                                                              entitled: app.isEntitled(notAsked.sensor),
                                                              answer: statuses[notAsked.sensor.parentSensor] ?? .notDetermined))
        }
        guard let refusal = decision.refusal else {
            return SheetPreview(pages: pages, neverAsked: never, noSheet: nil, onceFixed: nil)
        }
        var onceFixed: [SheetEntry]?
        if case .lackingEntitlement = refusal {
            var fixed = app
            fixed.entitledSensors = (app.entitledSensors ?? []).union(requested)
            onceFixed = decide(fixed).pages.compactMap { entry($0, reason: nil, language: language) }
        }
        let noSheet = SheetPreview.NoSheet(error: refusal.errorName,
                                           explanation: explanation(refusal, os))
        return SheetPreview(pages: [], neverAsked: never, noSheet: noSheet, onceFixed: onceFixed)
    }

    /// Every requested sensor in catalog order: the sheet's pages and the sensors never asked.
    public func sheet(language: String? = nil, os: OSVersion = .current) -> [SheetEntry] {
        sheetPreview(language: language, os: os).everySensor
    }

    private func entry(_ sensor: SRSensor, reason: String?, language: String?, fetchReason: EmptyFetchReason? = nil) -> SheetEntry? {
        guard let info = SensorCatalog.info(for: sensor), let detail = usageDetail(for: sensor) else { return nil }
        return SheetEntry(sensor: sensor, displayName: info.displayName, usageDetailKey: detail.key,
                          required: isRequired(sensor), devices: info.sourceDevices,
                          description: sensorDescription(sensor, language: language) ?? "",
                          willPrompt: reason == nil, reason: reason, fetchReason: fetchReason)
    }

    /// SensorKit's reason in its words (`NotAsked.words`), naming the study's file where one is at fault.
    private func reason(_ reason: SheetDecision.NotAsked, _ sensor: SRSensor, _ os: OSVersion) -> String {
        switch reason {
        case .notEntitled:
            guard entitlements != nil, entitledSensors != nil else { return "the app has no SensorKit entitlement" }
            return "not entitled (\(entitlementsName) lacks \(SensorCatalog.info(for: sensor)?.entitlementValue ?? "its value"))"
        case .noDescription where usageDetail(for: sensor)?.node.dict == nil:
            return "its usage detail is not a dictionary"
        default:
            return reason.words(os: os)
        }
    }

    private var entitlementsName: String { entitlements?.file ?? "the entitlements file" }

    private func explanation(_ refusal: SheetDecision.Refusal, _ os: OSVersion) -> String {
        func names(_ s: [SRSensor]) -> String { s.map(\.description).joined(separator: ", ") }
        switch refusal {
        case .noEntitlement:
            return "the app has no \(Study.entitlementKey) entitlement"
        case .noUsageDetail:
            return "Info.plist has no NSSensorKitUsageDetail dictionary (SRErrorDomain 8197)"
        case .lackingEntitlement(let sensors):
            return "\(names(sensors)) \(sensors.count == 1 ? "is" : "are") not in \(entitlementsName)"
        case .allAnswered:
            return "every requested sensor was answered before (SRErrorDomain 8201)"
        case .nothingRequested:
            return "the request names no sensor: SensorKit returns with no error and shows no sheet"
        case .nothingDescribed(let sensors):
            let missing = SensorAvailability.missing(sensors, on: os)
            if missing == sensors { return "iOS \(os) has none of the requested sensors (\(names(sensors)))" }
            return "no requested sensor has a Description to show"
                + (missing.isEmpty ? "" : " or exists on iOS \(os)") + " (\(names(sensors)))"
        }
    }
}
