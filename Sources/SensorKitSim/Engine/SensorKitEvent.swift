import Foundation
import SimCore

/// What the simulated SensorKit service records on its device's event log.
///
/// A host switches on these to react (a sheet shown, a status changed); `description` is the
/// log line a person reads.
package enum SensorKitEvent: SystemEventDetail, Equatable {
    /// Who changed a sensor's authorization.
    package enum StatusSource: Sendable, Equatable, CustomStringConvertible {
        /// The participant answered the Research Sensor & Usage Data sheet.
        case sheet
        /// The participant changed it in Settings.
        case settings

        package var description: String {
            switch self {
            case .sheet: "sheet"
            case .settings: "Settings"
            }
        }
    }

    /// `requestAuthorization` from an app without the SensorKit entitlement: `invalidEntitlement`.
    case requestRefusedNoEntitlement(sensors: [SRSensor])
    /// `requestAuthorization` from an app whose Info.plist has no `NSSensorKitUsageDetail`: 8197.
    case requestRefusedNoUsageDetail(sensors: [SRSensor])
    /// `requestAuthorization` for sensors that were all answered before: `promptDeclined` (8201).
    case requestRefusedAllAnswered(sensors: [SRSensor])
    /// `requestAuthorization` for no sensor at all: nothing is asked and the completion gets no error.
    case requestedNoSensors
    /// The sheet was due but nothing on the device can present it: `promptDeclined`.
    case requestRefusedNoPresenter
    /// Requested sensors the app is not entitled to; the sheet never shows them.
    case lackingEntitlement(sensors: [SRSensor])
    /// Requested sensors left off the sheet because their usage detail has no `Description`.
    case descriptionNotFound(sensors: [SRSensor])
    /// Requested sensors the phone's iOS version (`os`) does not have: SensorKit does not know
    /// them and logs, as for any unknown sensor, that no description could be found.
    case unknownOnThisOS(sensors: [SRSensor], os: OSVersion)
    /// The Research Sensor & Usage Data sheet appeared, asking about `sensors` in page order.
    case sheetShown(sensors: [SRSensor])
    /// The participant closed the sheet without answering: `promptDeclined`.
    case sheetCancelled
    /// Collection is off: “Enable Research Sensor & Usage Data” shows in the sheet's place.
    case enableCollectionShown(sensors: [SRSensor])
    /// Cancel on “Enable Research Sensor & Usage Data”: the request ends as a cancelled sheet's.
    case enableCollectionCancelled
    /// The participant chose Don't Enroll in Study on the Required alert: closed as a cancel is.
    case sheetNotEnrolled
    /// The app's process ended with the sheet up: it closed unanswered, and no completion runs.
    case sheetClosedWithApp
    /// A sensor's stored authorization was set (by the sheet or in Settings).
    case statusChanged(sensor: SRSensor, status: SRAuthorizationStatus, source: StatusSource)
    /// The Research Sensor & Usage Data collection switch in Settings was turned on or off.
    case collectionSwitched(on: Bool)
    /// The sensor started recording because `holder` (an app or system process) asked first.
    case recordingStarted(sensor: SRSensor, holder: String)
    /// The sensor stopped recording: its last holder let go.
    case recordingStopped(sensor: SRSensor)
    /// `holder` stopped while `remaining` (sorted) keep the sensor recording.
    case holderStopped(sensor: SRSensor, holder: String, remaining: [String])
    /// An Apple Watch was paired with, or unpaired from, the phone.
    case watchPairingChanged(paired: Bool)
    /// The participant deleted the sensor's collected data in Settings.
    case dataDeleted(sensor: SRSensor, scope: SensorKitDaemon.DeletionScope)
    /// The participant confirmed a deletion in Settings, but none of `sensors` (the study's
    /// answered sensors; none when none was answered) had data in its scope.
    case nothingDeleted(sensors: [SRSensor], scope: SensorKitDaemon.DeletionScope)
    /// A fetch completed with nothing, for the reason given (the holding period, recording
    /// not yet started, …).
    case fetchEmpty(FetchExplanation)
    /// The sensor has stored data but the simulator cannot generate its samples.
    case noSampleGenerator(sensor: SRSensor)
    /// A fetch's results reached a delegate whose class does not implement
    /// `sensorReader(_:fetching:didFetchResult:)` (or only a subclass does): nobody read them.
    case resultsUnread(sensor: SRSensor, delegate: String, results: Int)
    /// A call of the iOS 27 API (`SRReader(sensor:)`, `SRAuthorizationStatus.requestAuthorization(for:)`)
    /// on a phone whose iOS has none of it; `call` names it with its sensors.
    case readerAPIUnavailable(call: String, os: OSVersion)
    /// `SRSensorReader(sensor:)` of a sensor the phone's SensorKit has no description for (newer
    /// than its iOS, or a raw value SensorKit never had): a device ends the app there.
    case readerSensorUnknown(sensor: SRSensor, os: OSVersion, introduced: OSVersion?)
    /// The phone was locked (its data-protected store unreadable) or unlocked.
    case lockChanged(locked: Bool)
    /// A call failed with an error a test or scenario injected, not one SensorKit decided.
    case injectedError(api: SensorKitAPI, sensor: SRSensor, code: SRError.Code)

    package var kind: SystemEvent.Kind {
        switch self {
        case .requestRefusedNoEntitlement, .requestRefusedNoUsageDetail, .requestRefusedAllAnswered, .requestedNoSensors,
             .lackingEntitlement, .descriptionNotFound, .unknownOnThisOS, .statusChanged:
            .authorization
        case .requestRefusedNoPresenter, .sheetShown, .sheetCancelled, .enableCollectionShown, .enableCollectionCancelled, .sheetNotEnrolled, .sheetClosedWithApp: .prompt
        case .collectionSwitched, .watchPairingChanged, .lockChanged: .settings
        case .recordingStarted, .recordingStopped, .holderStopped: .recording
        case .dataDeleted, .nothingDeleted: .deletion
        case .fetchEmpty, .noSampleGenerator, .resultsUnread, .readerAPIUnavailable, .readerSensorUnknown, .injectedError: .note
        }
    }

    package var description: String {
        switch self {
        case .requestRefusedNoEntitlement(let sensors):
            "requestAuthorization(\(Self.sortedNames(sensors))): no SensorKit entitlement → invalidEntitlement"
        case .requestRefusedNoUsageDetail(let sensors):
            "requestAuthorization(\(Self.sortedNames(sensors))): Info.plist has no NSSensorKitUsageDetail → 8197"
        case .requestRefusedAllAnswered(let sensors):
            "requestAuthorization(\(Self.sortedNames(sensors))): every sensor already answered → promptDeclined (8201)"
        case .requestedNoSensors:
            "requestAuthorization([]): asking for auth but not for any sensors → completes with no error"
        case .requestRefusedNoPresenter:
            "No one can present the sheet → promptDeclined"
        case .lackingEntitlement(let sensors):
            "Lacking entitlement to request authorization for \(Self.sortedNames(sensors))"
        case .descriptionNotFound(let sensors):
            "Ignoring request to authorize \(Self.sortedNames(sensors)): no Description in NSSensorKitUsageDetail"
        case let .unknownOnThisOS(sensors, os):
            "Ignoring request to authorize \(Self.sortedNames(sensors)): sensor description could not be found (iOS \(os) has no such sensor)"
        case .sheetShown(let sensors):
            "Research Sensor & Usage Data sheet: \(sensors.map(\.description).joined(separator: ", "))"
        case .sheetCancelled:
            "Sheet cancelled → promptDeclined"
        case .enableCollectionShown(let sensors):
            "Research Sensor & Usage Data collection is off: “Enable Research Sensor & Usage Data” (Open Settings, Cancel) "
                + "instead of the sheet for \(sensors.map(\.description).joined(separator: ", ")); the sheet follows once collection is on"
        case .enableCollectionCancelled:
            "Enable Research Sensor & Usage Data cancelled → promptDeclined"
        case .sheetNotEnrolled:
            "Don’t Enroll in Study: the sheet closes as a cancel does → promptDeclined"
        case .sheetClosedWithApp:
            "The sheet closed with the app's process, unanswered: nothing is stored, and the request's completion never runs"
        case let .statusChanged(sensor, status, source):
            "\(sensor) → \(status.description) (\(source))"
        case .collectionSwitched(let on):
            "Research Sensor & Usage Data collection \(on ? "on" : "off")"
        case let .recordingStarted(sensor, holder):
            "\(sensor) recording started (\(holder))"
        case .recordingStopped(let sensor):
            "\(sensor) recording stopped: no stakeholder left"
        case let .holderStopped(sensor, holder, remaining):
            "\(sensor): \(holder) stopped; still recording for \(remaining.sorted().joined(separator: ", "))"
        case .watchPairingChanged(let paired):
            paired ? "Apple Watch paired" : "Apple Watch unpaired"
        case let .dataDeleted(sensor, scope):
            "\(sensor): collected data deleted in Settings (\(scope == .all ? "all" : "unshared"))"
        case let .nothingDeleted(sensors, scope):
            "Delete \(scope == .all ? "All Collected" : "Unshared") Data in Settings: nothing was deleted, "
                + (sensors.isEmpty ? "no sensor of the study was allowed or denied"
                    : (scope == .all ? "no data is stored" : "nothing recorded in the holding period is stored")
                        + " for \(sensors.map(\.description).joined(separator: ", "))")
        case .fetchEmpty(let why):
            "\(why.sensor) fetch from the \(why.device): no results (\(why.reason)): \(why.description)"
        case .noSampleGenerator(let sensor):
            "\(sensor): the simulator has no sample generator for this sensor yet"
        case let .resultsUnread(sensor, delegate, results):
            "\(sensor): \(results) fetch results went unread: \(delegate) has no sensorReader(_:fetching:didFetchResult:) "
                + "that SensorKit can call (declare it in the class that adopts SRSensorReaderDelegate)"
        case let .readerAPIUnavailable(call, os):
            "\(call): iOS \(os) has no SRReader (iOS \(ReaderLink.introduced.major) and later); use SRSensorReader"
        case let .readerSensorUnknown(sensor, os, introduced):
            "SRSensorReader(sensor: \(sensor)): " + (introduced.map { "iOS \(os) has no such sensor (iOS \($0) and later)" }
                ?? "SensorKit has no such sensor")
                + "; a device ends the app here (uncaught exception \"Failed to find description for sensor\")"
                + (introduced == nil ? "" : "; make the reader only under if #available")
        case .lockChanged(let locked):
            locked ? "Phone locked: protected data unreadable, fetches fail with dataInaccessible" : "Phone unlocked"
        case let .injectedError(api, sensor, code):
            "\(api)(\(sensor)): injected error → \(code.description) (\(code.rawValue))"
        }
    }

    /// Sensor names in alphabetical order, as a set of requested sensors is logged.
    private static func sortedNames(_ sensors: [SRSensor]) -> String {
        sensors.map(\.description).sorted().joined(separator: ", ")
    }

    /// `24-hour`, or `90-second` for a holding period that is not a whole number of hours.
    static func hours(_ seconds: TimeInterval) -> String {
        seconds.truncatingRemainder(dividingBy: 3600) == 0 ? "\(Int(seconds / 3600))-hour" : "\(Int(seconds))-second"
    }
}
