import Foundation
import Testing
import SimCore
import SensorKitSim
import CoreMotionSim
@testable import Simulation

let mobility = StudyProfile(appName: "Mobility Study", bundleIdentifier: "org.example.mobility",
                            purpose: "How people move.", sensors: [.accelerometer, .rotationRate],
                            entitled: [.accelerometer, .rotationRate],
                            motionUsageDescription: "Counts your steps and activity.", usesMotionActivity: true)

@Suite struct StudyAppTests {
    @Test func weekFetchesAreAnchoredWithoutGapsOrOverlaps() {
        let report = HeadlessWeek.run(HeadlessWeek.Options())
        let accel = report.fetches.filter { $0.key == SensorOnDevice(.accelerometer, .iPhone) }
        #expect(accel.count == 7)
        for (a, b) in zip(accel, accel.dropFirst()) {
            #expect(b.from == a.to, "each fetch starts where the last one ended: windows are (from, to]")
            #expect(b.to - a.to == 86_400)
        }
        // Day 1's window predates the recording; from day 3 on a whole day of 50 Hz data arrives.
        #expect(accel[0].samples == 0)
        // Day 2 reads the 19 hours from the 08:00 launch to 03:00, the sample stamped at 03:00
        // included: (from, to] as SRFetchRequest.h says, not one short.
        #expect(accel[1].samples == 19 * 3600 * 50)
        #expect(accel[2...].allSatisfy { $0.samples == 4_320_000 })
        #expect(report.fetches.contains { $0.key == SensorOnDevice(.accelerometer, .appleWatch) && $0.samples > 0 })
    }

    @Test func weekTextHasARowPerDaySensorAndDevice() {
        var o = HeadlessWeek.Options()
        o.days = 3
        let text = HeadlessWeek.run(o).text()
        #expect(text.contains("Sleep Study · iOS \(OSVersion.current) · seed 1"))
        #expect(text.contains("Authorization: ambientLightSensor authorized, accelerometer authorized"))
        let dayThreeAccel = text.split(separator: "\n").filter { $0.hasPrefix("3 ") && $0.contains("accelerometer") }
        #expect(dayThreeAccel.count == 2)
        #expect(dayThreeAccel.allSatisfy { $0.contains("4320000") })
    }

    /// `week --motion atLaunch` on the sleep study (no NSMotionUsageDescription): the app asks
    /// for its sensors and queries Motion & Fitness in one launch and crashes at the query, which
    /// takes the sheet with it unanswered, as a scenario shows (FIDELITY: the sheet and the app's
    /// process). The week's participant answered the sheet inside the app's call, before the
    /// crash, so its header said every sensor authorized beside rows saying the app crashed.
    @Test func aWeekWhoseAppCrashesAtLaunchAnswersNoSheet() {
        var o = HeadlessWeek.Options()
        o.phone.behavior.motion = .atLaunch
        o.days = 1
        let report = HeadlessWeek.run(o)
        let text = report.text()
        #expect(text.contains("The study app crashed"), Comment(rawValue: text))
        #expect(report.statuses.allSatisfy { $0.1 == .notDetermined }, "\(report.statuses)")
        #expect(text.contains("Authorization: ambientLightSensor notDetermined, accelerometer notDetermined"), Comment(rawValue: text))
    }

    /// The week's closing line names the holding period SensorKit applies, not a copy of it.
    @Test func weekTextNamesTheHoldingPeriodItRanWith() {
        var o = HeadlessWeek.Options()
        o.days = 2
        #expect(HeadlessWeek.run(o).text().contains("Data becomes fetchable 24 hours after it is recorded"))
        o.phone.sensorKit.holdingPeriod = 2 * 3600
        #expect(HeadlessWeek.run(o).text().contains("Data becomes fetchable 2 hours after it is recorded"))
    }

    @Test func aWeekOfAnAppWithoutSensorKitSaysSo() {
        var o = HeadlessWeek.Options()
        o.profile = StudyProfile(appName: "Walk", bundleIdentifier: "org.example.walk", purpose: "", sensors: [], entitled: [])
        o.days = 1
        let text = HeadlessWeek.run(o).text()
        #expect(text.contains("Authorization: the app requests no SensorKit data\n"))
        // No empty table of days, and no footer explaining why day 1's SensorKit fetch finds
        // nothing: this app (ORKCatalog, Motion & Fitness alone) never fetches SensorKit data.
        #expect(!text.contains("Window fetched"), Comment(rawValue: text))
        #expect(!text.contains("holding period"), Comment(rawValue: text))
        #expect(text.hasSuffix("\nNo SensorKit fetches: the app asks SensorKit for no sensor, so no day has one."), Comment(rawValue: text))
    }

    @Test func withoutAWatchThereIsNoWatchData() {
        var o = HeadlessWeek.Options()
        o.phone.watchPaired = false
        o.days = 3
        let report = HeadlessWeek.run(o)
        #expect(!report.fetches.contains { $0.device == .appleWatch })
        #expect(report.fetches.contains { $0.device == .iPhone && $0.samples > 0 })
    }

    @Test func deniedParticipantGivesNoData() {
        var o = HeadlessWeek.Options()
        // No Required sensor: declining one is Don't Enroll in Study, which stores no answer.
        o.profile.required = []
        o.allow = false
        o.days = 2
        let report = HeadlessWeek.run(o)
        #expect(report.fetches.isEmpty)
        #expect(report.statuses.allSatisfy { $0.status == .denied })
        #expect(report.log.contains { $0.text.contains("not authorized, skipping fetch") })
        // The footer points at the rows' reasons, not at the holding period, which is not why
        // a participant who declined everything gives nothing.
        let text = report.text()
        #expect(text.hasSuffix("\n0 fetches, 0 samples: the app fetched nothing; each row says why."), Comment(rawValue: text))
    }

    /// A participant who declines every page of a sheet with a Required sensor meets the Required
    /// alert, whose only ways on are Change Choice and Don't Enroll in Study; declining, they do not
    /// enroll and nothing is stored. `week --deny` stored `denied` for the sleep study's Required
    /// accelerometer, which the sheet never lets a participant do.
    @Test func decliningARequiredSensorIsDontEnrollNotADenial() {
        var o = HeadlessWeek.Options()
        o.allow = false
        o.days = 2
        let report = HeadlessWeek.run(o)
        #expect(o.profile.required == [.accelerometer])
        #expect(report.statuses.allSatisfy { $0.status == .notDetermined }, "\(report.statuses)")
        #expect(report.events.contains { $0.message.contains("Don\u{2019}t Enroll") || $0.message.contains("Don't Enroll") },
                "\(report.events.map(\.message))")
        #expect(report.fetches.isEmpty)
    }

    /// A day before the study app crashed keeps SensorKit's reason; from the crash's day on,
    /// the reason is the crash.
    @Test func aWeekSaysTheAppCrashedFromTheDayItCrashed() {
        var o = HeadlessWeek.Options()
        o.profile.required = []
        o.allow = false
        o.days = 3
        let week = HeadlessWeek.run(o)
        let crash = SystemEvent(time: week.start + 1.5 * 86_400, detail: MotionEvent.crashed(reason: "SIGABRT"))
        let crashed = HeadlessWeek.Report(options: week.options, fetches: week.fetches, log: week.log,
                                          events: week.events + [crash], statuses: week.statuses,
                                          motionStatus: week.motionStatus, start: week.start, unfetched: week.unfetched)
        let rows = crashed.text().split(separator: "\n").filter { $0.contains("no fetch:") }
        func reasons(day: Int) -> [Substring] { rows.filter { $0.hasPrefix("\(day) ") } }
        #expect(reasons(day: 1).count == 4)
        #expect(reasons(day: 1).allSatisfy { $0.contains("no fetch: denied:") })
        for day in 2...3 {
            #expect(reasons(day: day).count == 4)
            #expect(reasons(day: day).allSatisfy { $0.hasSuffix("no fetch: the study app crashed") }, "day \(day)")
        }
    }

    @Test func secondLaunchAsksNothing() {
        let phone = SimulatedPhone(profile: .sleepStudy)
        let prompter = AutoPrompter(allow: true)
        phone.sensorKit.prompter = prompter
        phone.launch()
        phone.launch()
        #expect(prompter.sheetsShown == 1)
        #expect(phone.appLog.contains { $0.text == "All sensors already answered; not asking again" })
        #expect(phone.sensorKit.isRecording(.accelerometer))
    }

    @Test func motionAllowedQueriesActivity() {
        var o = HeadlessWeek.Options()
        o.profile = mobility
        o.days = 2
        let report = HeadlessWeek.run(o)
        #expect(report.motionStatus == "authorized")
        #expect(report.log.contains { $0.text.hasPrefix("queryActivity: ") && !$0.text.hasSuffix(": 0 activities") })
    }

    @Test func motionDeniedLogsError105() {
        var o = HeadlessWeek.Options()
        o.profile = mobility
        o.allow = false
        o.days = 1
        let report = HeadlessWeek.run(o)
        #expect(report.motionStatus == "denied")
        #expect(report.log.contains { $0.isError && $0.text.contains("CMErrorDomain 105") })
    }

    @Test func missingMotionUsageDescriptionCrashesTheAppNotTheSimulator() {
        var o = HeadlessWeek.Options()
        o.profile = mobility
        o.profile.motionUsageDescription = nil
        o.days = 3
        let report = HeadlessWeek.run(o)
        #expect(report.events.contains { $0.kind == .crash && $0.message.contains("NSMotionUsageDescription") })
        #expect(report.fetches.isEmpty, "a crashed app fetches nothing")
        #expect(report.text().contains("The study app crashed: This app has crashed because"))
    }

    @Test func grantingMotionLaterInSettingsRelaunchesTheApp() {
        let phone = SimulatedPhone(profile: mobility)
        let deny = AutoPrompter(allow: false)
        phone.sensorKit.prompter = deny
        phone.motion.prompter = deny
        phone.launch()
        #expect(phone.motion.status == .denied)
        phone.motion.setAuthorization(.authorized)
        phone.runtime.runUntilIdle()
        #expect(phone.launches == 2)
        #expect(phone.runtime.events.contains { $0.kind == .relaunch })
        #expect(phone.appLog.last { $0.text.hasPrefix("queryActivity") }?.text.hasPrefix("queryActivity: ") == true)
    }

    /// A relaunch soon after the last query asks CoreMotion for a window with nothing in it,
    /// which answers CMErrorDomain 103: the log says so in words, not as a failure.
    @Test func aRelaunchRightAfterAQueryIsNoError() throws {
        let phone = SimulatedPhone(profile: mobility)
        let allow = AutoPrompter(allow: true)
        phone.sensorKit.prompter = allow
        phone.motion.prompter = allow
        phone.launch()
        phone.runtime.runUntilIdle()
        #expect(phone.motion.status == .authorized)
        phone.launch()
        phone.runtime.runUntilIdle()
        let last = try #require(phone.appLog.last { $0.text.hasPrefix("queryActivity") })
        #expect(!last.isError)
        #expect(!phone.appLog.contains { $0.text.contains("queryActivity failed") })
        #expect(last.text.contains("no new motion activity since") && last.text.contains("CMErrorDomain 103, CMErrorUnknown"))
    }

    @Test func revokingASensorShowsTheErrorOnTheNextFetch() {
        let phone = SimulatedPhone(profile: .sleepStudy)
        let prompter = AutoPrompter(allow: true)
        phone.sensorKit.prompter = prompter
        phone.launch()
        phone.runtime.advance(by: 2 * 86_400)
        #expect(phone.sensorKit.status(of: .accelerometer) == .authorized)
        phone.sensorKit.setStatus(.denied, for: .accelerometer)
        phone.runtime.runUntilIdle()
        phone.app?.fetchNow()
        phone.runtime.runUntilIdle()
        #expect(phone.appLog.contains { $0.text == "accelerometer didChange denied" })
        #expect(phone.appLog.contains { $0.text == "accelerometer: not authorized, skipping fetch" })
    }
}

/// With Fitness Tracking off the app's own Motion & Fitness switch is disabled, so the study
/// app's advice after error 105 must send the participant to Fitness Tracking, not to a switch
/// they cannot turn on.
@Suite struct MotionRestrictedAdviceTests {
    @Test func fitnessTrackingOffAdvisesTurningItOn() throws {
        var options = SimulatedPhone.Options()
        options.fitnessTracking = false
        let phone = SimulatedPhone(profile: mobility, options: options)
        let allow = AutoPrompter(allow: true)
        phone.sensorKit.prompter = allow
        phone.motion.prompter = allow
        phone.launch()
        phone.runtime.runUntilIdle()
        #expect(phone.motion.status == .restricted)
        let line = try #require(phone.appLog.last { $0.text.contains("CMErrorDomain 105") })
        #expect(line.isError)
        #expect(line.text.contains("turn on Fitness Tracking"))
        #expect(!line.text.contains("allow it in Settings"))
    }

    @Test func aDenialStillAdvisesTheAppsSwitch() throws {
        let phone = SimulatedPhone(profile: mobility)
        let deny = AutoPrompter(allow: false)
        phone.sensorKit.prompter = deny
        phone.motion.prompter = deny
        phone.launch()
        phone.runtime.runUntilIdle()
        let line = try #require(phone.appLog.last { $0.text.contains("CMErrorDomain 105") })
        #expect(line.text.contains("allow it in Settings"))
    }
}
