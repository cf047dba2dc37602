import Foundation
import Testing
import ConsentSimTesting
import SensorKitSim
import CoreMotionSim

extension InProcessSessionSuites {
    /// The session refuses rates, intervals and clock steps no phone could have, with a message
    /// naming them, instead of trapping in the generators or looping for ever.
    @Suite struct SessionArgumentTests {
        static var study: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
        }

        @Test(arguments: [Double.nan, .infinity, 0, -50, 20_000])
        func aRateOutOfRangeIsThrownNamingIt(_ hz: Double) throws {
            let session = try SRTestSession(study: Self.study)
            var rates = SRTestSession.SampleRates()
            rates.accelerometerHz = hz
            let error = #expect(throws: SRTestSession.Error.self) { try session.setSampleRates(rates) }
            #expect(error?.description.contains("accelerometerHz is \(hz)") == true, "\(String(describing: error))")
            #expect(session.sampleRates == SRTestSession.SampleRates(), "nothing changed")
        }

        @Test func anIntervalOrBatchOutOfRangeIsThrownNamingIt() throws {
            let session = try SRTestSession(study: Self.study)
            var rates = SRTestSession.SampleRates()
            rates.heartRateInterval = -1
            #expect(throws: SRTestSession.Error.invalidArgument("SRTestSession.sampleRates: heartRateInterval is -1.0; it must be a finite number of seconds of at least 1/10000 and at most 400 days")) {
                try session.setSampleRates(rates)
            }
            rates = SRTestSession.SampleRates()
            rates.motionBatchSize = 0
            let error = #expect(throws: SRTestSession.Error.self) { try session.setSampleRates(rates) }
            #expect(error?.description.contains("motionBatchSize") == true)
        }

        /// README said every setting of `sampleRates` refuses 0, but the counts a day or a week
        /// (Siri requests, phone calls, ECG sessions) take 0, a participant who never uses them: a
        /// team testing such a participant read that it could not. README names them and their range.
        @Test func theCountsADayOrAWeekTakeZeroAsREADMESays() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            let start = try #require(readme.range(of: "The session checks its arguments."))
            let paragraph = String(readme[start.lowerBound...]).components(separatedBy: "\n\n")[0]
            let session = try SRTestSession(study: Self.study)
            let counts: [(String, WritableKeyPath<SRTestSession.SampleRates, Double>)] = [
                ("siriRequestsPerDay", \.siriRequestsPerDay), ("phoneCallsPerDay", \.phoneCallsPerDay),
                ("electrocardiogramSessionsPerWeek", \.electrocardiogramSessionsPerWeek),
            ]
            for (name, path) in counts {
                var rates = SRTestSession.SampleRates()
                rates[keyPath: path] = 0
                try session.setSampleRates(rates)
                rates[keyPath: path] = -1
                #expect(throws: SRTestSession.Error.self) { try session.setSampleRates(rates) }
                #expect(paragraph.contains("`\(name)`"), "README's paragraph on the session's arguments does not name \(name), which takes 0")
            }
        }

        /// A study that cannot be read is named where it was looked for: a relative path is read
        /// from the working directory, which differs between `swift test` and Xcode, so "Study: no
        /// such file or folder" alone left the team guessing, and a broken file inside the folder
        /// was named as a bare "Info.plist:3", as `consent-sim` names it from the folder given.
        @Test func aStudyThatCannotBeReadIsNamedWithItsFolder() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-study-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let missing = folder.appendingPathComponent("Study")
            let absent = #expect(throws: (any Error).self) { _ = try SRTestSession(study: missing.path) }
            #expect("\(absent.map { "\($0)" } ?? "")" == "\(missing.path): no such file or folder")

            try FileManager.default.createDirectory(at: missing, withIntermediateDirectories: true)
            try "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict><key>CFBundleName</key>\n<oops/>\n</dict></plist>\n"
                .write(to: missing.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
            let broken = #expect(throws: (any Error).self) { _ = try SRTestSession(study: missing) }
            #expect("\(broken.map { "\($0)" } ?? "")".hasPrefix(missing.appendingPathComponent("Info.plist").path + ":"),
                    "\(broken.map { "\($0)" } ?? "")")
        }

        /// The phone's clock starts where consent-sim's --start and a scenario's start: may: a
        /// session started in the year 4001 wrote a participant its own loadState(from:) refused
        /// ("clock: … is not a date from 1970 to 2099"), and a NaN start made every time NaN.
        // Seconds since 2001 (a NaN `Date` cannot be printed as a test argument): the year 4001, 1969, NaN.
        @Test(arguments: [Date.distantFuture.timeIntervalSinceReferenceDate, -978_393_600, .nan])
        func aStartOutsideTheClocksRangeIsThrownNamingIt(_ seconds: Double) throws {
            let start = Date(timeIntervalSinceReferenceDate: seconds)
            let error = #expect(throws: SRTestSession.Error.self) { _ = try SRTestSession(study: Self.study, start: start) }
            #expect(error?.description.contains("SRTestSession(start:") == true, "\(String(describing: error))")
            #expect(error?.description.contains("from 1970 to 2099") == true, "\(String(describing: error))")
        }

        @Test func aProfileSessionStartedOutsideTheRangeStopsTheTestWithAMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let profile = SRTestSession.StudyProfile(appName: "Gait", bundleIdentifier: "org.example.gait", purpose: "Walking.",
                                                         sensors: [.accelerometer], entitled: [.accelerometer])
                _ = SRTestSession(profile: profile, start: .distantFuture)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("SRTestSession(start:") && text.contains("from 1970 to 2099"), "\(text)")
        }

        @Test func aRateInRangeIsSetAndUsed() throws {
            let session = try SRTestSession(study: Self.study)
            var rates = SRTestSession.SampleRates()
            rates.accelerometerHz = 10_000
            try session.setSampleRates(rates)
            #expect(session.sampleRates.accelerometerHz == 10_000)
        }

        @Test func settingANaNRateStopsTheTestWithAMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.sampleRates.accelerometerHz = .nan
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("SRTestSession.sampleRates: accelerometerHz is nan"), "\(text)")
        }

        @Test func advancingByInfinityStopsTheTestWithAMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.advance(by: .infinity)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("SRTestSession.advance(by: inf)"), "\(text)")
        }

        @Test func advancingBackwardsStopsTheTestWithAMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.advance(by: -60)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("finite number of seconds, 0 or more"), "\(text)")
        }

        @Test func aTurnOfNoResultsStopsTheTestWithAMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.fetchResultsPerTurn = 0
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("SRTestSession.fetchResultsPerTurn = 0: a turn hands out at least 1 result"), "\(text)")
        }

        /// `setAuthorizationStatus` is the participant in Settings. It took what Settings cannot
        /// do and logged it as "(Settings)": `.authorized` for a sensor the app is not entitled to
        /// (no sheet asks about it, Settings never lists it), and `.notDetermined`, which no switch
        /// can be set to; a test then read `authorized` where every phone reads `notDetermined`.
        @Test func settingsCannotAuthorizeASensorTheAppIsNotEntitledTo() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.setAuthorizationStatus(.authorized, for: .visits)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("SRTestSession.setAuthorizationStatus(.authorized, for: visits): visits has no switch"), "\(text)")
            #expect(text.contains("is not entitled to visits"), "\(text)")
        }

        @Test func settingsCannotMakeASensorUndecided() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.disableDialogs = true
                SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
                session.settle()
                session.setAuthorizationStatus(.notDetermined, for: .accelerometer)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("setAuthorizationStatus(.notDetermined, for: accelerometer): Settings cannot make a sensor undecided"), "\(text)")
            #expect(text.contains("clearData()"), "\(text)")
        }

        @Test func settingsHasNoSwitchForASensorNeverAskedAbout() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.setAuthorizationStatus(.denied, for: .accelerometer)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("accelerometer has no switch: the participant was never asked about it"), "\(text)")
            #expect(text.contains("let the app ask"), "\(text)")
        }

        /// What Settings can do still works: a switch of a sensor the participant answered, off and on.
        @Test func settingsTurnsAnAnsweredSensorOffAndOn() throws {
            let session = try SRTestSession(study: Self.study)
            session.disableDialogs = true
            SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
            session.settle()
            let reader = SRSensorReader(sensor: .accelerometer)
            session.setAuthorizationStatus(.denied, for: .accelerometer)
            #expect(reader.authorizationStatus == .denied)
            session.setAuthorizationStatus(.authorized, for: .accelerometer)
            #expect(reader.authorizationStatus == .authorized)
            #expect(session.systemLog.contains { $0.contains("accelerometer") && $0.contains("Settings") }, "\(session.systemLog)")
        }

        /// `setMotionAuthorizationStatus` took what Settings cannot do: `.notDetermined` after the
        /// app asked (the app's status went back to undecided, logged "(Settings)"), and
        /// `.restricted`, dropped with a log line the test never reads. Both now stop the test.
        @Test func settingsCannotMakeMotionUndecidedOrRestricted() async {
            let undecided = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.disableDialogs = true
                CMMotionActivityManager().queryActivityStarting(from: session.now.addingTimeInterval(-3600), to: session.now,
                                                                to: OperationQueue()) { _, _ in }
                session.settle()
                session.setMotionAuthorizationStatus(.notDetermined)
            }
            let text = String(decoding: undecided?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("setMotionAuthorizationStatus(.notDetermined): Settings cannot make Motion & Fitness undecided again"), "\(text)")
            let restricted = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.setMotionAuthorizationStatus(.restricted)
            }
            let restrictedText = String(decoding: restricted?.standardErrorContent ?? [], as: UTF8.self)
            #expect(restrictedText.contains("setMotionAuthorizationStatus(.restricted): restricted is no switch in Settings"), "\(restrictedText)")
        }

        /// With Fitness Tracking off, Settings disables the app's Motion & Fitness switch, as the
        /// demo's Settings page and a script's `settings:` step refuse it. The session flipped it
        /// anyway and quit the app: a test passed through a phone no participant can reach.
        @Test func settingsCannotFlipTheMotionSwitchWhileFitnessTrackingIsOff() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.disableDialogs = true
                CMMotionActivityManager().queryActivityStarting(from: session.now.addingTimeInterval(-3600), to: session.now,
                                                                to: OperationQueue()) { _, _ in }
                session.settle()
                session.fitnessTrackingEnabled = false
                session.setMotionAuthorizationStatus(.denied)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("setMotionAuthorizationStatus(.denied): the study app's Motion & Fitness switch is disabled while Fitness Tracking is off"), "\(text)")
        }

        /// A status given before the app asked is a test's setup, which no participant can make
        /// (Settings lists an app only once it asked): the log said "(Settings)"; it now says what it is.
        @Test func aMotionStatusSetBeforeTheAppAskedIsLoggedAsTheTestsSetup() throws {
            let session = try SRTestSession(study: Self.study)
            session.setMotionAuthorizationStatus(.authorized)
            #expect(CMMotionActivityManager.authorizationStatus() == .authorized)
            let line = try #require(session.systemLog.last { $0.contains("Motion & Fitness for") })
            #expect(line.contains("set by the test before the app asked") && !line.contains("(Settings)"), "\(line)")
        }

        /// iOS is never downgraded under an installed app. `osVersion` went from 27.1 to 17.0 after
        /// the app had made a reader and recorded, without a word, and the reader made on iOS 27.1
        /// kept reading on "iOS 17": the test saw a phone no participant has.
        @Test func loweringTheIOSVersionAfterTheAppRanStopsTheTestNamingTheRule() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                let reader = SRSensorReader(sensor: .accelerometer)
                session.osVersion = SRTestSession.OSVersion(17, 0)
                withExtendedLifetime(reader) {}
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("SRTestSession.osVersion cannot go from 27.1 to 17.0 after the phone was used"), "\(text)")
            #expect(text.contains("never downgraded") && text.contains("clearData()"), "\(text)")
        }

        /// An answer for a sensor no sheet of the app can list was kept without a word and never
        /// read: a test that meant `.deviceUsageReport` but wrote `.phoneUsageReport` (which the
        /// study's entitlement lacks) saw the sheet answer it with `defaultAnswer` and passed or
        /// failed for the wrong reason. The session now stops the test naming the sensor and why.
        @Test func anAnswerForASensorNoSheetCanListStopsTheTestNamingIt() async {
            let unentitled = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.sheetAnswers = [.accelerometer: .allow, .phoneUsageReport: .deny]
            }
            let text = String(decoding: unentitled?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("SRTestSession.sheetAnswers[phoneUsageReport]: no sheet of “Extractor Study” can list "
                                  + "phoneUsageReport (the app's entitlement lacks it)"), "\(text)")
            #expect(text.contains("its sheet can ask about .ambientLightSensor, .accelerometer, .deviceUsageReport"), "\(text)")
            let stream = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.sheetAnswers = [SRSensor.accelerometer.rawValue.sr_sensorForDeletionRecordsFromSensor()!: .deny]
            }
            let streamText = String(decoding: stream?.standardErrorContent ?? [], as: UTF8.self)
            #expect(streamText.contains("SRTestSession.sheetAnswers[accelerometer.deletionRecords]: the sheet asks about sensors, "
                                        + "not their deletion records; answer .accelerometer"), "\(streamText)")
        }

        /// Every sensor the app's sheet can list is taken, whether or not the app has asked yet.
        @Test func answersForSensorsTheSheetCanListAreTaken() throws {
            let session = try SRTestSession(study: Self.study)
            session.sheetAnswers = [.accelerometer: .deny, .ambientLightSensor: .allow, .deviceUsageReport: .deny]
            #expect(session.sheetAnswers.count == 3)
        }

        /// An answer for a sensor the app is entitled to but never requested was kept and silently
        /// unused: a test denying `.deviceUsageReport` saw the sheet ask only about the accelerometer
        /// and never learned its answer did nothing. Answering a sheet without it now says so in
        /// `systemLog`, once per sensor, naming the sheet's pages and why (a later request may still
        /// ask: the answer then applies, as the second sheet here shows).
        @Test func anAnswerNoSheetHasListedIsNotedWhenASheetIsAnsweredWithoutIt() throws {
            let session = try SRTestSession(study: Self.study)
            session.disableDialogs = true
            session.sheetAnswers = [.accelerometer: .allow, .deviceUsageReport: .deny, .ambientLightSensor: .deny]
            SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
            session.settle()
            SRSensorReader.requestAuthorization(sensors: [.accelerometer, .ambientLightSensor]) { _ in }
            session.settle()
            let notes = session.systemLog.filter { $0.hasPrefix("SRTestSession.sheetAnswers[") }
            #expect(notes.count == 2, "\(notes)")
            #expect(notes.first == "SRTestSession.sheetAnswers[ambientLightSensor] was not read: the sheet of “Extractor Study” "
                    + "listed accelerometer and no sheet since sheetAnswers was set has listed ambientLightSensor (the app's "
                    + "requestAuthorization did not ask for ambientLightSensor; it applies only once a request of the app does)", "\(notes)")
            #expect(notes.last?.contains("sheetAnswers[deviceUsageReport] was not read") == true, "\(notes)")
            #expect(SRSensorReader(sensor: .deviceUsageReport).authorizationStatus == .notDetermined)
            #expect(SRSensorReader(sensor: .ambientLightSensor).authorizationStatus == .denied)
            // A new answer for a sensor answered before is not read either: SensorKit never asks twice.
            session.sheetAnswers = [.accelerometer: .deny, .deviceUsageReport: .allow]
            SRSensorReader.requestAuthorization(sensors: [.accelerometer, .deviceUsageReport]) { _ in }
            session.settle()
            let again = session.systemLog.filter { $0.hasPrefix("SRTestSession.sheetAnswers[") }.dropFirst(2)
            #expect(again.count == 1 && again.first?.contains("sheetAnswers[accelerometer] was not read: the sheet of “Extractor "
                    + "Study” listed deviceUsageReport") == true && again.first?.hasSuffix("(accelerometer: already answered (authorized))") == true,
                    "\(again)")
            #expect(SRSensorReader(sensor: .accelerometer).authorizationStatus == .authorized)
        }

        /// `osVersion = OSVersion(20)` was taken, a phone nobody has, with the rules of the releases
        /// around it; the session refuses what `--ios` refuses, with its words.
        @Test func anIOSVersionAppleDidNotReleaseStopsTheTest() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                session.osVersion = SRTestSession.OSVersion(20)
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("SRTestSession.osVersion: iOS 20.0 was never released; the simulator knows iOS 14.0–14.8"), "\(message)")
        }

        /// What stays allowed: a version set before the app first runs, an update later, and a lower
        /// version after `clearData()`, a fresh install.
        @Test func theIOSVersionIsSetBeforeUseRaisedLaterAndLoweredAfterAFreshInstall() throws {
            let session = try SRTestSession(study: Self.study)
            session.osVersion = SRTestSession.OSVersion(17, 0)
            _ = SRSensorReader(sensor: .accelerometer)
            session.advance(by: 60)
            session.osVersion = SRTestSession.OSVersion(26, 0)
            #expect(SRDevice.current.systemVersion == "26.0")
            session.clearData()
            session.osVersion = SRTestSession.OSVersion(17, 4)
            #expect(SRDevice.current.systemVersion == "17.4")
        }

        #if DEBUG
        @Test func aSessionUsedFromAnotherThreadStopsWithTheRule() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let session = try SRTestSession(study: SessionArgumentTests.study)
                let box = SessionBox(session)
                let done = DispatchSemaphore(value: 0)
                let other = Thread { box.session.advance(by: 60); done.signal() }
                other.start()
                done.wait()
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("SRTestSession.advance(by:) was called from another thread"), "\(text)")
        }
        #endif
    }
}

/// Hands a session to another thread, which is the misuse under test.
private final class SessionBox: @unchecked Sendable {
    let session: SRTestSession
    init(_ session: SRTestSession) { self.session = session }
}
