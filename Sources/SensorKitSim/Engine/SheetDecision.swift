import Foundation
import SimCore

/// What a call to `requestAuthorization` leads to, decided once for every consumer: the daemon
/// (the phone), `consent-sim check`'s preview, `SRTestSession` and the dossier all ask this.
///
/// It answers from the phone's iOS version (which sensors exist), what SensorKit knows of the app
/// (its entitlement, its usage details), the statuses the participant already gave, and the
/// simulator's policies. What can only be known at the moment of the call (another sheet is up,
/// nothing can present one) stays with the daemon.
package struct SheetDecision: Equatable, Sendable {
    /// Why no sheet appears; each has the error the app's completion receives.
    package enum Refusal: Equatable, Sendable {
        /// The app has no `com.apple.developer.sensorkit.reader.allow` at all.
        case noEntitlement
        /// Info.plist has no well-formed `NSSensorKitUsageDetail` (private code 8197).
        case noUsageDetail
        /// Requested sensors are missing from the entitlement and the policy fails the request whole.
        case lackingEntitlement([SRSensor])
        /// Nothing is left to ask and nothing was lacking: every sensor was answered before (8201).
        case allAnswered
        /// Nothing is left to ask because no remaining sensor has a `Description` to show, or
        /// exists on the phone's iOS version (SensorKit finds no description for either).
        case nothingDescribed([SRSensor])
        /// The request names no sensor: SensorKit returns at once, before the Info.plist or the
        /// entitlement, with no error (iOS 26.1's SRSensorReader; FIDELITY.md).
        case nothingRequested

        /// The error the app's completion handler receives; nil when it receives none.
        package var error: Error? {
            switch self {
            case .nothingRequested: nil
            case .noEntitlement, .lackingEntitlement: SRError(.invalidEntitlement)
            case .noUsageDetail: SRError.PrivateCode.missingInfoPlistKey.nsError
            case .allAnswered: SRError(.promptDeclined, underlying: .noNewAuthorizationGroupsRequested)
            case .nothingDescribed: SRError(.promptDeclined)
            }
        }

        /// The error as the study app's log names it: `invalidEntitlement (0)`, `SRErrorDomain 8197`.
        package var errorName: String? {
            guard let error else { return nil }
            if let e = error as? SRError { return "\(e.code) (\(e.code.rawValue))" }
            let ns = error as NSError
            return "\(ns.domain) \(ns.code)"
        }
    }

    /// Why a requested sensor has no page on the sheet.
    package enum NotAsked: Equatable, Sendable {
        /// The entitlement lacks it (the whole request fails, or only its page is left out).
        case notEntitled
        /// Its usage detail has no `Description` (or it has no usage detail): SensorKit logs
        /// "sensor description could not be found" and leaves it out. It stays `notDetermined`.
        case noDescription
        /// The participant answered it before; SensorKit never asks twice.
        case answered(SRAuthorizationStatus)
        /// It would have a page, but the request fails whole (`refusal` says why).
        case requestFails
        /// The phone's iOS version predates it (it arrived in `introduced`): SensorKit does not
        /// know it, logs that its description could not be found, and leaves it out. It stays
        /// `notDetermined`.
        case notOnThisOS(introduced: OSVersion)
        /// SensorKit knows no sensor by this raw value (a mistyped or made-up one): it logs that
        /// the description could not be found and leaves it out, as for a sensor this iOS lacks.
        case unknownSensor
    }

    /// The sensor pages in the order the sheet shows them (SensorKit's catalog order); empty
    /// when no sheet appears.
    package var pages: [SRSensor]
    /// A requested sensor with no page, and why.
    package struct Skipped: Equatable, Sendable {
        package let sensor: SRSensor
        package let reason: NotAsked
    }

    /// Requested sensors with no page, in catalog order, each with its reason.
    package var notAsked: [Skipped]
    /// Set when no sheet appears.
    package var refusal: Refusal?
    /// The error the completion receives after an answered sheet (the `promptEntitledOnly`
    /// policy with unentitled sensors in the request); nil otherwise.
    package var errorAfterSheet: SRError?
    /// Requested sensors the entitlement lacks (logged as "Lacking entitlement" either way).
    package var unentitled: [SRSensor]

    package var showsSheet: Bool { refusal == nil }

    /// Decides the request for `requested` (parent sensors or their streams) from `app` on a
    /// phone running `os`, with `status` giving each sensor's stored status as the app would read it.
    package static func decide(requested: Set<SRSensor>, app: SensorKitApp, config: SensorKitConfig, os: OSVersion,
                               status: (SRSensor) -> SRAuthorizationStatus) -> SheetDecision {
        guard !requested.isEmpty else { return SheetDecision(pages: [], notAsked: [], refusal: .nothingRequested, unentitled: []) }
        let parents = Set(requested.map(\.parentSensor))
        let catalogued = SensorCatalog.ordered(parents)
        let uncatalogued = parents.filter { SensorCatalog.info(for: $0) == nil }.sorted { $0.rawValue < $1.rawValue }
        let unknownSkips = uncatalogued.map { Skipped(sensor: $0, reason: .unknownSensor) }
        // A sensor this iOS lacks is unknown to SensorKit: only the description lookup notices it.
        let unknown = catalogued.filter { !SensorAvailability.exists($0, on: os) }
        let sensors = catalogued.filter { !unknown.contains($0) }
        func notOnThisOS(_ sensor: SRSensor) -> Skipped? {
            guard unknown.contains(sensor), let introduced = SensorAvailability.minimumOS(for: sensor) else { return nil }
            return Skipped(sensor: sensor, reason: .notOnThisOS(introduced: introduced))
        }
        guard let entitled = app.entitledSensors else {
            return SheetDecision(pages: [], notAsked: catalogued.map { notOnThisOS($0) ?? Skipped(sensor: $0, reason: .notEntitled) },
                                 refusal: .noEntitlement, unentitled: sensors)
        }
        guard app.hasUsageDetail else {
            return SheetDecision(pages: [], notAsked: [], refusal: .noUsageDetail, unentitled: [])
        }
        var pages: [SRSensor] = [], notAsked: [Skipped] = [], undescribed: [SRSensor] = []
        let unentitled = sensors.filter { !entitled.contains($0) }
        for sensor in catalogued {
            let s = status(sensor)
            if let skipped = notOnThisOS(sensor) {
                notAsked.append(skipped)
                undescribed.append(sensor)
            } else if !entitled.contains(sensor) {
                notAsked.append(Skipped(sensor: sensor, reason: .notEntitled))
            } else if s != .notDetermined {
                notAsked.append(Skipped(sensor: sensor, reason: .answered(s)))
            } else if !app.isDescribed(sensor) && config.missingDescription == .leaveOut {
                notAsked.append(Skipped(sensor: sensor, reason: .noDescription))
                undescribed.append(sensor)
            } else {
                pages.append(sensor)
            }
        }
        notAsked += unknownSkips
        undescribed += uncatalogued
        var decision = SheetDecision(pages: pages, notAsked: notAsked, refusal: nil, unentitled: unentitled)
        if !unentitled.isEmpty {
            if config.unentitledRequest == .failWholeRequest {
                decision.notAsked = catalogued.compactMap { s in
                    pages.contains(s) ? Skipped(sensor: s, reason: .requestFails) : notAsked.first { $0.sensor == s }
                } + unknownSkips
                decision.pages = []
                decision.refusal = .lackingEntitlement(unentitled)
                return decision
            }
            decision.errorAfterSheet = SRError(.invalidEntitlement)
        }
        if pages.isEmpty {
            decision.refusal = decision.errorAfterSheet != nil ? .lackingEntitlement(unentitled)
                : undescribed.isEmpty ? .allAnswered : .nothingDescribed(undescribed)
        }
        return decision
    }
}

extension SheetDecision.NotAsked {
    /// Why the sheet leaves a sensor out, in words, on a phone running `os`: what `check` and a
    /// scenario's sheet step say ("iOS 17.0 does not have it (it arrived in iOS 17.4), so
    /// SensorKit ignores it"). `check` adds the study's file to the first two.
    package func words(os: OSVersion) -> String {
        switch self {
        case .notEntitled: "the app's entitlement lacks it"
        case .noDescription: "its usage detail has no Description"
        case .answered(let status): "already answered (\(status))"
        case .requestFails: "the request fails whole, so no sheet shows it"
        case .notOnThisOS(let introduced): "iOS \(os) does not have it (it arrived in iOS \(introduced)), so SensorKit ignores it"
        case .unknownSensor: "SensorKit knows no such sensor, so it ignores it"
        }
    }
}
