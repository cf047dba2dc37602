import Foundation
import SimCore

/// Authorization: the status an app reads, the request and its sheet, and the Settings switches.
extension SensorKitDaemon {
    /// The participant's answer as Settings and the sheet see it: a denied sensor, or any
    /// decided sensor while collection is off, reads `denied`; one never asked stays `notDetermined`.
    package func status(of sensor: SRSensor) -> SRAuthorizationStatus {
        let s = statuses[sensor.parentSensor] ?? .notDetermined
        if !collectionEnabled && s == .authorized { return .denied }
        return s
    }

    /// What an app's readers read (`authorizationStatus`, `didChange`, `SRReader`): `status(of:)`,
    /// except that with Research Sensor & Usage Data collection off every sensor reads `denied`,
    /// one never asked included (SRAuthorization.h; iOS 26.1's SRSensorReader; FIDELITY.md).
    package func readerStatus(of sensor: SRSensor) -> SRAuthorizationStatus {
        collectionEnabled ? status(of: sensor) : .denied
    }

    func requestAuthorization(sensors: Set<SRSensor>, completion: @escaping (Error?) -> Void) {
        let complete: (Error?) -> Void = { [runtime] error in runtime.queue.enqueue { completion(error) } }
        let requestedByName = sensors.sorted { $0.description < $1.description }
        // An injected failure comes first, before any sheet: the request fails as a whole.
        for sensor in requestedByName {
            if let error = takeInjectedError(.requestAuthorization, sensor) { return complete(error) }
        }
        if let error = absenceRefusal("requestAuthorization") { return complete(error) }
        let decision = SheetDecision.decide(requested: sensors, app: app, config: config, os: osVersion) { self.status(of: $0) }
        // Asked for nothing, SensorKit returns before the Info.plist, the entitlement or any sheet.
        if decision.refusal == .nothingRequested {
            runtime.record(SensorKitEvent.requestedNoSensors)
            return complete(nil)
        }
        if !decision.unentitled.isEmpty && decision.refusal != .noEntitlement {
            runtime.record(SensorKitEvent.lackingEntitlement(sensors: decision.unentitled.sorted { $0.description < $1.description }))
        }
        let undescribed = decision.notAsked.filter { $0.reason == .noDescription }.map(\.sensor)
        let unknown = decision.notAsked.filter {
            switch $0.reason {
            case .notOnThisOS, .unknownSensor: true
            default: false
            }
        }.map(\.sensor)
        if !Self.failsBeforeAsking(decision.refusal, config) {
            if !unknown.isEmpty { runtime.record(SensorKitEvent.unknownOnThisOS(sensors: unknown, os: osVersion)) }
            if !undescribed.isEmpty { runtime.record(SensorKitEvent.descriptionNotFound(sensors: undescribed)) }
        }
        switch decision.refusal {
        case .noEntitlement?: runtime.record(SensorKitEvent.requestRefusedNoEntitlement(sensors: requestedByName))
        case .noUsageDetail?: runtime.record(SensorKitEvent.requestRefusedNoUsageDetail(sensors: requestedByName))
        case .allAnswered?: runtime.record(SensorKitEvent.requestRefusedAllAnswered(sensors: requestedByName))
        case .lackingEntitlement?, .nothingDescribed?, .nothingRequested?, nil: break
        }
        if let refusal = decision.refusal { return complete(refusal.error) }
        let ask = decision.pages
        let finalError = decision.errorAfterSheet
        // A prompt already up: SensorKit keeps only 8196 and 8201 under promptDeclined (iOS 26.1's
        // errorWithUnderlyingErrorFromExistingError:), so the daemon's "busy" arrives bare.
        guard pendingPrompt == nil else {
            return complete(SRError(.promptDeclined))
        }
        guard let prompter else {
            runtime.record(SensorKitEvent.requestRefusedNoPresenter)
            return complete(SRError(.promptDeclined))
        }
        // Collection off: SensorKit shows “Enable Research Sensor & Usage Data” instead, and the
        // sheet only once collection is on (`collectionTurnedOn`); its Cancel is the sheet's.
        let prompt = AuthorizationPrompt(sensors: ask, appName: app.displayName, awaitsCollection: !collectionEnabled) {
            [weak self] outcome in
            guard let self else { return }
            let onEnablePage = self.pendingPrompt?.awaitsCollection ?? false
            self.pendingPrompt = nil
            switch outcome {
            case .cancelled, .notEnrolling:
                self.runtime.record(outcome == .notEnrolling ? SensorKitEvent.sheetNotEnrolled
                                    : onEnablePage ? SensorKitEvent.enableCollectionCancelled : SensorKitEvent.sheetCancelled)
                complete(SRError(.promptDeclined, underlying: .promptCancelled))
            case .answered(let answers):
                for sensor in ask {
                    guard let allow = answers[sensor] else { continue }
                    self.setStatus(allow ? .authorized : .denied, for: sensor, source: .sheet)
                }
                complete(finalError)
            }
        }
        pendingPrompt = prompt
        runtime.record(prompt.awaitsCollection ? SensorKitEvent.enableCollectionShown(sensors: ask) : SensorKitEvent.sheetShown(sensors: ask))
        prompter.present(prompt)
    }

    /// The async form of a request on the current device's daemon, for both APIs: it pumps the
    /// device's queue once, so a prompter that answers at once (a script, a test session with
    /// dialogs disabled) resumes it immediately, after every reader heard its new status;
    /// otherwise it resumes when the host pumps the queue after the person answers.
    ///
    /// Static, and the daemon looked up inside the continuation's body: a task waiting here for
    /// a sheet nobody answers holds no daemon, so a phone dropped meanwhile is freed. Such a
    /// task is dropped with the sheet, never resumed, as iOS ends an app's process with it; an
    /// unsafe continuation, because a checked one would print that as a misuse.
    static func requestAuthorization(sensors: Set<SRSensor>) async throws {
        try await withUnsafeThrowingContinuation { (cont: UnsafeContinuation<Void, Error>) in
            let daemon = currentDaemon()
            // With the phone to itself (`DeviceRuntime.driving`): a request from one task while
            // another task's reader reads.
            daemon.runtime.driving {
                daemon.requestAuthorization(sensors: sensors) { error in
                    if let error { cont.resume(throwing: error) } else { cont.resume() }
                }
                daemon.runtime.runUntilIdle()
            }
        }
    }

    /// Whether the request fails before SensorKit looks at any sensor's description.
    private static func failsBeforeAsking(_ refusal: SheetDecision.Refusal?, _ config: SensorKitConfig) -> Bool {
        switch refusal {
        case .noEntitlement?, .noUsageDetail?, .nothingRequested?: true
        case .lackingEntitlement?: config.unentitledRequest == .failWholeRequest
        case .allAnswered?, .nothingDescribed?, nil: false
        }
    }

    /// Changes a sensor's authorization, as the sheet or Settings does. Every reader of the
    /// sensor hears `didChange`; switching a sensor off drops this app's recording stake.
    package func setStatus(_ newStatus: SRAuthorizationStatus, for sensor: SRSensor,
                          source: SensorKitEvent.StatusSource = .settings) {
        let sensor = sensor.parentSensor
        let before = readerStatus(of: sensor)
        statuses[sensor] = newStatus
        let after = readerStatus(of: sensor)
        runtime.record(SensorKitEvent.statusChanged(sensor: sensor, status: newStatus, source: source))
        if newStatus == .denied { dropStake(app.bundleIdentifier, from: sensor) }
        if before != after { announce(after, for: sensor) }
    }

    private func announce(_ status: SRAuthorizationStatus, for sensor: SRSensor) {
        for reader in readers.alive where reader.sensor.parentSensor == sensor {
            deliver(reader) { $0.sensorReader($1, didChange: status) }
        }
        // In the same queue as the delegates' `didChange`, so both APIs hear a change at once.
        for link in readerLinks.alive where link.sensor == sensor {
            runtime.queue.enqueue { [weak link] in link?.hear(status) }
        }
    }

    /// The global Research Sensor & Usage Data switch. Off: nothing records, decided sensors read `denied`.
    package func setCollectionEnabled(_ enabled: Bool) {
        guard enabled != collectionEnabled else { return }
        let before = Dictionary(uniqueKeysWithValues: SensorCatalog.all.map { ($0.sensor, readerStatus(of: $0.sensor)) })
        for sensor in Array(stakes.keys) { closeRecording(sensor) }
        collectionEnabled = enabled
        if enabled { for (sensor, holders) in stakes where !holders.isEmpty { recordingSince[sensor] = now } }
        runtime.record(SensorKitEvent.collectionSwitched(on: enabled))
        // In the catalog's order, not the dictionary's: the same walk must log the same lines.
        for info in SensorCatalog.all where readerStatus(of: info.sensor) != before[info.sensor] {
            announce(readerStatus(of: info.sensor), for: info.sensor)
        }
        // A request waiting on “Enable Research Sensor & Usage Data” goes on to the sheet.
        if enabled, let prompt = pendingPrompt, prompt.collectionTurnedOn() {
            runtime.record(SensorKitEvent.sheetShown(sensors: prompt.sensors))
            prompter?.present(prompt)
        }
    }
}
