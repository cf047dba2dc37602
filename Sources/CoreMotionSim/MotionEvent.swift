import Foundation
import SimCore

/// What the simulated Motion & Fitness service records on its device's event log.
///
/// A host switches on these to react (the app crashed, iOS relaunched it); `description` is the
/// log line a person reads.
package enum MotionEvent: SystemEventDetail, Equatable {
    /// The app called `call` after it crashed; nothing happens.
    case callIgnoredAfterCrash(call: String, appName: String)
    /// The alert was due but nothing on the device can present it: `call` fails with 105.
    case alertUnpresentable(call: String)
    /// The Motion & Fitness alert appeared with this title.
    case alertShown(title: String)
    /// The participant answered the alert.
    case statusChangedByAlert(appName: String, status: CMAuthorizationStatus)
    /// The participant changed the app's switch in Settings.
    case statusChangedInSettings(appName: String, old: CMAuthorizationStatus, new: CMAuthorizationStatus)
    /// A test gave the app's status before the app ever asked: no Settings switch (Settings
    /// lists an app only once it has asked), a test's setup.
    case statusSetBeforeAsked(appName: String, new: CMAuthorizationStatus)
    /// Settings was asked to set `restricted`, which is not a per-app choice.
    case restrictedIgnored
    /// The global Fitness Tracking switch was turned on or off.
    case fitnessTrackingSwitched(on: Bool)
    /// The study app crashed; `reason` is Apple's crash log text.
    case crashed(reason: String)
    /// The study app was launched again: by iOS after a privacy change (`bySystem`), or by the host.
    case relaunched(message: String, bySystem: Bool)
    /// The app's process ended with the Motion & Fitness alert up: it closed unanswered.
    case alertClosedWithApp
    /// `startActivityUpdates` was refused with `code`; its handler is never called.
    case updatesFailed(code: CMError)
    /// `CMSensorRecorder.accelerometerData(from:to:)` asked for more than 12 hours: CoreMotion
    /// moved `fromDate` to 12 hours before `toDate`.
    case recorderSpanShortened

    package var kind: SystemEvent.Kind {
        switch self {
        case .callIgnoredAfterCrash, .restrictedIgnored, .updatesFailed, .recorderSpanShortened: .note
        case .alertUnpresentable, .alertShown, .alertClosedWithApp: .prompt
        case .statusChangedByAlert: .authorization
        case .statusChangedInSettings, .statusSetBeforeAsked, .fitnessTrackingSwitched: .settings
        case .crashed: .crash
        case .relaunched: .relaunch
        }
    }

    package var description: String {
        switch self {
        case let .callIgnoredAfterCrash(call, appName):
            "\(call) ignored: “\(appName)” has crashed and is not running"
        case .alertUnpresentable(let call):
            "No one could show the Motion & Fitness alert: status stays notDetermined, "
                + "\(call) fails with \(CMErrorMotionActivityNotAuthorized)"
        case .alertShown(let title):
            title
        case let .statusChangedByAlert(appName, status):
            "Motion & Fitness for “\(appName)” → \(status.description) (alert)"
        case let .statusChangedInSettings(appName, old, new):
            "Motion & Fitness for “\(appName)”: \(old.description) → \(new.description) (Settings)"
        case let .statusSetBeforeAsked(appName, new):
            "Motion & Fitness for “\(appName)” → \(new.description) (set by the test before the app asked: Settings lists "
                + "an app only once it has asked, so no participant can do this; the app is not relaunched)"
        case .restrictedIgnored:
            "Motion & Fitness: restricted is not a per-app setting; ignored"
        case .fitnessTrackingSwitched(let on):
            "Motion & Fitness: Fitness Tracking \(on ? "on" : "off")"
        case .crashed(let reason):
            reason
        case .relaunched(let message, _):
            message
        case .alertClosedWithApp:
            "The Motion & Fitness alert closed with the app's process, unanswered: the status stays notDetermined"
        case .updatesFailed(let code):
            "startActivityUpdates failed with \(code): the update handler is never called"
        case .recorderSpanShortened:
            "CMSensorRecorder accelerometerData(from:to:): fromDate has been adjusted so that the duration requested is <= 12 hours"
        }
    }
}
