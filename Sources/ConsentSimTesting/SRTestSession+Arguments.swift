import Foundation
import SensorKitSim
import CoreMotionSim
import Simulation
import SimCore

/// The session checks what a test gives it: a rate or interval the parser of a scenario would
/// refuse, or a step of the clock that is not a finite number of seconds ahead, is refused with
/// a message naming it, never a trap deep in the generators or a loop that does not end.
///
/// A property setter and `advance(by:)` cannot throw without breaking every caller, so they
/// stop the test with a precondition failure that says what was wrong; `setSampleRates(_:)` is
/// the throwing form, StoreKitTest's style, for a test that checks the refusal itself.
extension SRTestSession {
    /// Sets `sampleRates`, or throws `Error.invalidArgument` naming the first rate or interval
    /// out of range (NaN, infinity, 0, negative, or past the scenario parser's limits) and
    /// changes nothing.
    public func setSampleRates(_ rates: SampleRates) throws {
        if let problem = rates.problem { throw Error.invalidArgument("SRTestSession.sampleRates: \(problem)") }
        sampleRates = rates
    }

    /// Stops the test with a message when `rates` holds a value no phone could sample at.
    func requireValid(_ rates: SampleRates) {
        if let problem = rates.problem {
            preconditionFailure("SRTestSession.sampleRates: \(problem) (setSampleRates(_:) throws this instead)")
        }
    }

    /// Stops the test with a message unless `seconds` is a finite step forward.
    func requireValid(advance seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            preconditionFailure("SRTestSession.advance(by: \(seconds)): the clock moves forward by a finite number of seconds, 0 or more")
        }
    }
}

extension SRTestSession {
    /// Every call of the session, its settings' setters included, passes here: it is used on
    /// the thread that installed its phone (that made it, or its last `clearData()` or
    /// `loadState(from:)`), and only while that phone is the installed one (`DeviceBinding`,
    /// the rule its readers and managers follow too).
    func checkUse(_ function: StaticString = #function) {
        binding.check("SRTestSession.\(function)", on: "a session")
    }

    /// A session call that reads or changes the phone while the app's tasks may be using it
    /// (a Settings change, a fault, an answer, the log): checked as every call is, then done
    /// with the phone to itself (`DeviceRuntime.driving`, the rule the app's calls follow).
    func onPhone<T>(_ function: StaticString = #function, _ body: () -> T) -> T {
        checkUse(function)
        return phone.runtime.driving(body)
    }
}

extension SRTestSession {
    /// Why Settings cannot set `sensor` to `status` now, as `setAuthorizationStatus` says when it
    /// stops the test; nil when it can. The study's Settings page decides (`SystemUI`'s
    /// `sensorSwitchRefusal`, the rule its switches and a script's `settings:` step follow);
    /// `.notDetermined` is no switch position at all.
    func settingsRefusal(_ status: SRAuthorizationStatus, for sensor: SRSensor) -> String? {
        let call = "SRTestSession.setAuthorizationStatus(.\(status), for: \(sensor))"
        if status == .notDetermined {
            return "\(call): Settings cannot make a sensor undecided again (its switch is on or off); "
                + "clearData() is a fresh install, where every sensor is undecided"
        }
        var state = PhoneState()
        state.statuses[sensor.parentSensor] = phone.sensorKit.status(of: sensor)
        state.collectionEnabled = phone.sensorKit.collectionEnabled
        guard let refusal = SystemUI.sensorSwitchRefusal(sensor, state) else { return nil }
        let entitled = profile.sensorKitApp.isEntitled(sensor)
        return "\(call): \(refusal); " + (entitled
            ? "let the app ask (disableDialogs = true answers the sheet with sheetAnswers) before changing it in Settings"
            : "“\(profile.appName)” is not entitled to \(sensor.parentSensor), so no sheet asks about it and Settings never shows it")
    }
}

extension SRTestSession {
    /// Why Settings cannot set the app's Motion & Fitness switch to `status`; nil when it can,
    /// or when the app has not asked yet (a test's setup, logged as such). Once the app asked,
    /// the Settings page decides whether its switch can move (`SystemUI`'s
    /// `motionSwitchRefusal`: disabled while Fitness Tracking is off).
    func motionSettingsRefusal(_ status: CMAuthorizationStatus) -> String? {
        let call = "SRTestSession.setMotionAuthorizationStatus(.\(status))"
        switch status {
        case .restricted:
            return "\(call): restricted is no switch in Settings (Screen Time or a device-management profile restricts "
                + "Motion & Fitness for every app); Settings turns the app's switch on (.authorized) or off (.denied)"
        case .notDetermined where phone.motion.storedStatus != .notDetermined:
            return "\(call): Settings cannot make Motion & Fitness undecided again once the app asked (its switch is on or off); "
                + "clearData() is a fresh install, where the app has not asked"
        case _ where phone.motion.storedStatus != .notDetermined:
            var state = PhoneState()
            state.storedMotionStatus = phone.motion.storedStatus
            state.fitnessTracking = phone.motion.fitnessTrackingEnabled
            return SystemUI.motionSwitchRefusal(state).map { "\(call): \($0); set fitnessTrackingEnabled = true first" }
        default:
            return nil
        }
    }
}

extension SRTestSession {
    /// Why an entry of `sheetAnswers` can never be read, naming its sensor; nil when every
    /// entry could be. The sheet decider answers (`SheetDecision`, the rule the phone's sheet
    /// follows): an entry is refused when no request of the app could give its sensor a page,
    /// whatever the participant answered before. A sensor the phone's iOS predates is let
    /// through, as `osVersion` may still be raised.
    func sheetAnswersRefusal() -> String? {
        let app = profile.sensorKitApp, config = phone.sensorKit.config, os = osVersion
        func decide(_ sensors: Set<SRSensor>) -> SheetDecision {
            SheetDecision.decide(requested: sensors, app: app, config: config, os: os) { _ in .notDetermined }
        }
        let askable = decide(app.entitledSensors ?? []).pages
        let hint = askable.isEmpty
            ? "no sheet of “\(profile.appName)” can ask about any sensor"
            : "its sheet can ask about " + askable.map { ".\($0)" }.joined(separator: ", ")
        // Sorted, not in the dictionary's order, so the same mistake always gets the same message.
        for sensor in sheetAnswers.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            let call = "SRTestSession.sheetAnswers[\(sensor)]"
            if sensor.isDeletionRecordStream {
                return "\(call): the sheet asks about sensors, not their deletion records; "
                    + "answer .\(sensor.parentSensor) (its deletion records follow it)"
            }
            let decision = decide([sensor])
            let why: String?
            switch decision.refusal {
            case .noEntitlement?: why = "“\(profile.appName)” has no com.apple.developer.sensorkit.reader.allow entitlement"
            case .noUsageDetail?: why = "“\(profile.appName)”'s Info.plist has no NSSensorKitUsageDetail"
            default:
                switch decision.notAsked.first(where: { $0.sensor == sensor })?.reason {
                case let reason? where [.notEntitled, .noDescription, .unknownSensor].contains(reason):
                    why = reason.words(os: os)
                default: why = nil
                }
            }
            if let why {
                return "\(call): no sheet of “\(profile.appName)” can list \(sensor) (\(why)), so this answer would "
                    + "never be read and the sheet would use defaultAnswer; \(hint)"
            }
        }
        return nil
    }
}
