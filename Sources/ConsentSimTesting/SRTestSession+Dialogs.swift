import SimCore
import SensorKitSim
import CoreMotionSim
import Simulation

/// The sheet and the alert: answered on the run loop's next turn with `disableDialogs`,
/// otherwise left waiting for the test to answer them.
///
/// Even an automatic answer is a tap: it comes no earlier than the next turn of the phone's run
/// loop (the next `settle()` or `advance(by:)`), never inside the call that showed the sheet. On
/// a phone the status changes when the sheet is dismissed, so code that calls `startRecording()`
/// right after `requestAuthorization` without waiting for its completion fails with
/// `noAuthorization` there, and must fail here too.
extension SRTestSession: SensorKitPrompter, MotionPrompter {
    /// Presented again once collection is on, when it waited on “Enable Research Sensor & Usage
    /// Data” (`pendingEnableCollection`): only then is the sheet shown.
    package func present(_ prompt: AuthorizationPrompt) {
        if !prompt.awaitsCollection { sheetsShown.append(prompt.sensors) }
        if disableDialogs {
            phone.runtime.queue.enqueue { [weak self, weak prompt] in
                guard let self, let prompt else { return }
                self.finish(prompt)
            }
        }
    }

    package func present(_ prompt: MotionPrompt) {
        motionAlertsShown += 1
        if disableDialogs {
            phone.runtime.queue.enqueue { [weak self, weak prompt] in
                guard let self, let prompt else { return }
                self.finish(prompt)
            }
        }
    }

    /// The sensors the sheet on screen lists, or nil when no sheet is waiting (nor while
    /// “Enable Research Sensor & Usage Data” stands in its place: `pendingEnableCollection`).
    public var pendingSheet: [SRSensor]? {
        onPhone {
            guard let p = phone.sensorKit.pendingPrompt, !p.isFinished, !p.awaitsCollection else { return nil }
            return p.sensors
        }
    }

    /// The sensors of a request waiting on “Enable Research Sensor & Usage Data”, shown in the
    /// sheet's place while `dataCollectionEnabled` is off; nil when none waits. Its Cancel is
    /// `cancelSheet()`; turning `dataCollectionEnabled` on brings the sheet (`pendingSheet`).
    public var pendingEnableCollection: [SRSensor]? {
        onPhone {
            guard let p = phone.sensorKit.pendingPrompt, !p.isFinished, p.awaitsCollection else { return nil }
            return p.sensors
        }
    }

    /// Answers the waiting sheet with `sheetAnswers` and `defaultAnswer`, as the participant
    /// tapping through it would (a Required sensor answered `.deny` ends in Don't Enroll in
    /// Study: `promptDeclined`, nothing stored). The app's completion runs on the next `settle()`. Returns
    /// whether a sheet was waiting: false (and nothing answered) when the app has not asked
    /// yet, or its request was already answered, so `#expect(session.answerSheet())` catches
    /// a test answering before its app asks; false too while “Enable Research Sensor & Usage
    /// Data” stands in the sheet's place (`pendingEnableCollection`), which has nothing to answer.
    @discardableResult
    public func answerSheet() -> Bool {
        onPhone {
            guard let p = phone.sensorKit.pendingPrompt, !p.isFinished, !p.awaitsCollection else { return false }
            finish(p)
            return true
        }
    }

    /// Cancels the waiting sheet, or “Enable Research Sensor & Usage Data” in its place: the
    /// request completes with `promptDeclined`. Returns whether either was waiting, as
    /// `answerSheet()` does.
    @discardableResult
    public func cancelSheet() -> Bool {
        onPhone {
            guard let p = phone.sensorKit.pendingPrompt, !p.isFinished else { return false }
            p.finish(.cancelled)
            return true
        }
    }

    /// True while a Motion & Fitness alert waits for an answer.
    public var pendingMotionAlert: Bool {
        onPhone { phone.motion.pendingPrompt.map { !$0.isFinished } ?? false }
    }

    /// Answers the waiting Motion & Fitness alert with `motionAnswer`. Returns whether an alert
    /// was waiting, as `answerSheet()` does.
    @discardableResult
    public func answerMotionAlert() -> Bool {
        onPhone {
            guard let p = phone.motion.pendingPrompt, !p.isFinished else { return false }
            finish(p)
            return true
        }
    }

    private func answers(for sensors: [SRSensor]) -> [SRSensor: Bool] {
        Dictionary(uniqueKeysWithValues: sensors.map { ($0, (sheetAnswers[$0] ?? defaultAnswer) == .allow) })
    }

    /// The participant taps through the sheet with `sheetAnswers` and `defaultAnswer`. A
    /// Required sensor answered Don't Allow raises the Required alert, and a participant who
    /// keeps the decline chooses Don't Enroll in Study: the sheet closes as a cancel does and
    /// stores nothing (RequiredDecline, the rule `week` and `export` follow).
    ///
    /// On “Enable Research Sensor & Usage Data” (collection off) there is nothing to answer: the
    /// participant cancels, as one who does not go to Settings does (`promptDeclined`).
    private func finish(_ prompt: AuthorizationPrompt) {
        if prompt.awaitsCollection { return prompt.finish(.cancelled) }
        noteUnreadSheetAnswers(prompt)
        let declines = { (sensor: SRSensor) in (self.sheetAnswers[sensor] ?? self.defaultAnswer) == .deny }
        if RequiredDecline.endingSheet(pages: prompt.sensors, required: profile.required, declined: declines) != nil {
            prompt.finish(.notEnrolling)
        } else {
            prompt.finish(.answered(answers(for: prompt.sensors)))
        }
    }

    private func finish(_ prompt: MotionPrompt) {
        if motionAnswer == .allow { prompt.allow() } else { prompt.deny() }
    }
}

extension SRTestSession {
    /// Logs each entry of `sheetAnswers` that no sheet has listed since it was set, once, when a sheet is
    /// answered without it: a sensor the app is entitled to but did not request, one answered
    /// before (SensorKit never asks again) or one this iOS lacks leaves its answer unread, and the
    /// test meant it to matter. Why, the sheet decider says (`SheetDecision`), as for
    /// `sheetAnswersRefusal`. Only a note, not a stop as for a sensor no sheet can ever list: a later
    /// request of the app may still ask.
    func noteUnreadSheetAnswers(_ prompt: AuthorizationPrompt) {
        sheetAnswersRead.formUnion(prompt.sensors)
        let app = profile.sensorKitApp, config = phone.sensorKit.config, os = osVersion, sensorKit = phone.sensorKit
        for sensor in sheetAnswers.keys.sorted(by: { $0.rawValue < $1.rawValue })
        where !sheetAnswersRead.contains(sensor) && !unreadSheetAnswersNoted.contains(sensor) {
            unreadSheetAnswersNoted.insert(sensor)
            let decision = SheetDecision.decide(requested: [sensor], app: app, config: config, os: os) { sensorKit.status(of: $0) }
            let why = decision.notAsked.first { $0.sensor == sensor }.map { "\(sensor): " + $0.reason.words(os: os) }
                ?? "the app's requestAuthorization did not ask for \(sensor); it applies only once a request of the app does"
            phone.runtime.record(UnreadSheetAnswer(sensor: sensor, appName: profile.appName, pages: prompt.sensors, why: why))
        }
    }
}

/// The session's note that an entry of `sheetAnswers` was not read by the sheet just answered.
struct UnreadSheetAnswer: SystemEventDetail {
    let sensor: SRSensor
    let appName: String
    let pages: [SRSensor]
    /// Why no sheet listed it, in the sheet decider's words.
    let why: String

    var kind: SystemEvent.Kind { .note }

    var description: String {
        "SRTestSession.sheetAnswers[\(sensor)] was not read: the sheet of “\(appName)” listed "
            + pages.map { "\($0)" }.joined(separator: ", ") + " and no sheet since sheetAnswers was set has listed \(sensor) (\(why))"
    }
}
