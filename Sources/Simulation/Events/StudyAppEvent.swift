import Foundation
import SensorKitSim
import CoreMotionSim

/// What the study app logged: a call it made, or a delegate callback or completion handler it
/// received, with the error it carried.
package enum StudyAppEvent: Equatable, Sendable, CustomStringConvertible {
    /// Every requested sensor was answered before: the app does not ask again.
    case allAnswered
    /// Every requested sensor reads `denied`: declined before, or (on a fresh install too)
    /// Research Sensor & Usage Data collection is off, which the app cannot tell apart. It does
    /// not ask.
    case allReadDenied
    /// The app's Info.plist requests no SensorKit data: there is nothing to ask for.
    case nothingToRequest
    case requestingAuthorization([SRSensor])
    case authorizationCompleted
    case authorizationFailed(AppError)
    case didChange(SRSensor, SRAuthorizationStatus)
    case willStartRecording(SRSensor)
    case startRecordingFailed(SRSensor, AppError)
    case didStopRecording(SRSensor)
    case stopRecordingFailed(SRSensor, AppError)
    /// `didFetch devices:` with the devices' models (empty: none has data yet).
    case didFetchDevices(SRSensor, [String])
    case fetchDevicesFailed(SRSensor, AppError)
    /// The daily fetch skips a sensor that is not authorized.
    case skippingUnauthorized(SRSensor)
    /// A fetch finished: `didCompleteFetch`, with the results and samples it delivered.
    case fetchCompleted(FetchRecord)
    case fetchFailed(FetchRecord, AppError)
    /// `queryActivityStarting(from:to:)`, as ISO 8601 times.
    case motionQuery(from: String, to: String)
    case motionQueryResult(activities: Int)
    /// The query failed with CMErrorDomain 105: Motion & Fitness is not authorized.
    case motionNotAuthorized
    /// The query failed with CMErrorDomain 105 and `authorizationStatus()` reads `restricted`:
    /// no per-app switch can allow it (Fitness Tracking is off, or a restriction blocks it).
    case motionRestricted
    /// The query failed with CMErrorDomain 103 (`CMErrorUnknown`), CoreMotion's answer for a
    /// window holding no activity: after a relaunch the app asks from its last query on, and
    /// a window of a few seconds (or none) has nothing in it. Not a crash, not an error.
    case motionQueryEmpty(since: String)
    case motionQueryFailed(AppError)
    /// A line a team's own hosted app wrote to its log.
    case hostedLog(String)
    /// The app was asked to use `SRReader` on an iOS without it, and uses the delegate API, as
    /// its `if #available(iOS 27, *)` else branch would.
    case readerUnavailable(os: String)
    /// SensorKit.framework is not loaded (an iPad, the app linking it weakly): the app asks for
    /// and reads nothing, as its `Bundle(identifier: "com.apple.SensorKit") != nil` check decides.
    case sensorKitUnavailable

    package var isError: Bool {
        switch self {
        case .authorizationFailed, .startRecordingFailed, .stopRecordingFailed, .fetchDevicesFailed, .fetchFailed,
             .motionNotAuthorized, .motionRestricted, .motionQueryFailed:
            true
        default:
            false
        }
    }

    package var description: String {
        switch self {
        case .allAnswered: "All sensors already answered; not asking again"
        case .allReadDenied:
            "Every sensor reads denied (declined before, or Research Sensor & Usage Data collection is off); not asking"
        case .nothingToRequest: "The app requests no SensorKit data (no NSSensorKitUsageDetail sensor): nothing to ask for"
        case .requestingAuthorization(let s): "requestAuthorization(\(s.map(\.description).joined(separator: ", ")))"
        case .authorizationCompleted: "requestAuthorization completed"
        case .authorizationFailed(let e): "requestAuthorization failed: \(e)"
        case .didChange(let s, let status): "\(s) didChange \(status.description)"
        case .willStartRecording(let s): "\(s) willStartRecording"
        case .startRecordingFailed(let s, let e): "\(s) startRecording failed: \(e)"
        case .didStopRecording(let s): "\(s) didStopRecording"
        case .stopRecordingFailed(let s, let e): "\(s) stopRecording failed: \(e)"
        case .didFetchDevices(let s, let models): "\(s) didFetch devices: \(models.isEmpty ? "none yet" : models.joined(separator: ", "))"
        case .fetchDevicesFailed(let s, let e): "\(s) fetchDevices failed: \(e)"
        case .skippingUnauthorized(let s): "\(s): not authorized, skipping fetch"
        case .fetchCompleted(let f):
            "\(f.sensor) didCompleteFetch from \(f.deviceModel): \(Plural.of(f.results, "result")), \(Plural.of(f.samples, "sample"))"
        case .fetchFailed(let f, let e): "\(f.sensor) fetch from \(f.deviceModel) failed: \(e)"
        case .motionQuery(let from, let to): "queryActivityStarting(from: \(from), to: \(to))"
        case .motionQueryResult(let n): "queryActivity: \(Plural.of(n, "activity", "activities"))"
        case .motionNotAuthorized: "Motion & Fitness not authorized (CMErrorDomain 105): ask the participant to allow it in Settings"
        case .motionRestricted:
            "Motion & Fitness restricted (CMErrorDomain 105): ask the participant to turn on Fitness Tracking in "
                + "Settings › Privacy & Security › Motion & Fitness"
        case .motionQueryEmpty(let since):
            "queryActivity: no new motion activity since \(since) (CMErrorDomain 103, CMErrorUnknown: "
                + "CoreMotion's answer for a window with no activity, as right after a relaunch)"
        case .motionQueryFailed(let e):
            "queryActivity failed: \(e.domain) \(e.code)" + (e.domain == CMErrorDomain ? " (\(CMError(UInt32(clamping: e.code)).name): \(CMError(UInt32(clamping: e.code)).meaning))" : "")
        case .hostedLog(let text): text
        case .readerUnavailable(let os): "SRReader needs iOS \(StudyAppAPI.readerIntroduced.major); this phone runs iOS \(os): using SRSensorReader and its delegate"
        case .sensorKitUnavailable:
            "SensorKit is not available on this device (Bundle(identifier: \"com.apple.SensorKit\") is nil; iPadOS has no "
                + "SensorKit.framework): no sensors are asked for, recorded or fetched (unavailableOnDevice)"
        }
    }
}

/// An error as the study app received it: its domain and code, and SensorKit's name for the
/// code when it is an `SRError`.
package struct AppError: Equatable, Sendable, CustomStringConvertible {
    package let domain: String
    package let code: Int
    /// `SRError.Code`'s case name (`promptDeclined`), when it is one.
    package let name: String?

    package init(domain: String, code: Int, name: String? = nil) {
        self.domain = domain; self.code = code; self.name = name
    }

    init(_ error: Error) {
        if let e = error as? SRError {
            self.init(domain: SRError.errorDomain, code: e.code.rawValue, name: e.code.description)
        } else {
            let ns = error as NSError
            self.init(domain: ns.domain, code: ns.code)
        }
    }

    package var description: String { name.map { "\($0) (\(code))" } ?? "\(domain) \(code)" }
}
