import Foundation
import Testing
@testable import Scenarios

/// What a failing step says: the expected and the found, worded so the tester knows what to
/// do next (add `next`, name a sensor the study requests, handle the Required alert).
@Suite struct ScenarioMessageTests {
    let runner = ScenarioRunnerTests()

    /// The failure of `steps` (after `launch`) on `study`, as (expected, found).
    func failure(_ steps: String, study: String = "sleep-study", header: String = "") throws -> (String, String) {
        let r = try runner.run("study: ../studies/\(study)\n\(header)steps:\n  - launch\n\(steps)  - expectNoScreen: nothing at all\n")
        let f = try #require(r.failure, "the scenario passed")
        return (f.expected, f.found)
    }

    /// A window that ends before it starts fails as malformed, with that reason and no other
    /// about the window's place in time (it does not "end before recording started"), and the
    /// transcript names the error.
    @Test func aReversedWindowFailsAsMalformed() throws {
        let fetch = "  - answer: {default: allow}\n  - advance: 3d\n  - fetch: {sensor: ambientLightSensor, from: -1d, to: -3d}\n"
        let passes = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n\(fetch)"
                                    + "  - expectFetch: {sensor: ambientLightSensor, error: fetchRequestInvalid}\n", transcript: true)
        #expect(passes.passed, Comment(rawValue: passes.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        #expect(passes.transcript.flatMap(\.events).contains { $0.hasSuffix("scenario: Scenario fetch of ambientLightSensor from iPhone failed: SRErrorDomain 3 (fetchRequestInvalid)") })
        let (_, found) = try failure(fetch + "  - expectFetch: {sensor: ambientLightSensor, samples: 5}\n")
        #expect(found == "it failed with fetchRequestInvalid (malformedWindow: the window 4 Mar 08:00 to 2 Mar 08:00 "
                + "ends before it starts: the request is refused (fetchRequestInvalid))")
        let named = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n\(fetch)"
                                   + "  - expectFetch: {sensor: ambientLightSensor, reason: malformedWindow}\n")
        #expect(named.passed, Comment(rawValue: named.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// An expectFetch with nothing to read says why: a Watch-only sensor read on the iPhone (the
    /// default device) is told to name the Watch; otherwise, that nothing fetched it.
    @Test func anExpectFetchWithNoFetchSaysWhatToDo() throws {
        #expect(try failure("  - answer: {default: allow}\n  - expectFetch: {sensor: wristTemperature, results: 1}\n").1
                == "wristTemperature records on the Apple Watch only, and expectFetch reads the iPhone unless told: add device: watch")
        #expect(try failure("  - answer: {default: allow}\n  - expectFetch: {sensor: ambientLightSensor, results: 1}\n").1
                == "neither a fetch: step before it nor the study app fetched it")
        // An iPhone sensor read from the Watch is told where it records.
        #expect(try failure("  - answer: {default: allow}\n  - expectFetch: {sensor: ambientLightSensor, device: watch, results: 1}\n").1
                == "ambientLightSensor records on the iPhone only, and nothing fetched it from the Watch: write device: iphone")
    }

    /// A missing event is shown beside the newest events (the Required alert the participant
    /// just saw, not the first events of the run), or beside the one event that differs only in
    /// case.
    @Test func aMissingEventIsShownBesideTheNewestOrTheNearMiss() throws {
        let steps = "  - next\n  - allow: ambientLightSensor\n  - deny: accelerometer\n"
        let (_, found) = try failure(steps + "  - expectEvent: zzqq\n")
        #expect(found.hasPrefix("latest events, newest last: "), "\(found)")
        #expect(found.hasSuffix("Required alert: accelerometer is Required by the study"), "\(found)")
        let (_, near) = try failure(steps + "  - expectEvent: accelerometer is required by the study\n")
        #expect(near == "none; one differs only in case: Required alert: accelerometer is Required by the study")
    }

    /// An expectFetch that names no device reads the fetch: step it follows, on that step's
    /// device: it used to read the app's nightly iPhone fetch and pass while the scenario's own
    /// Watch fetch returned nothing. Naming the iPhone still reads the iPhone.
    @Test func anExpectFetchWithoutADeviceReadsTheFetchItFollows() throws {
        let steps = "  - answer: {default: allow}\n  - advance: 2d\n  - fetch: {sensor: accelerometer, device: watch, from: -30h, to: -25h}\n"
        let (expected, found) = try failure(steps + "  - expectFetch: {sensor: accelerometer, results: \">0\"}\n", header: "watch: false\n")
        #expect(expected == "at least 1 result from accelerometer from the Watch")
        #expect(found == "0 results (noWatch: no Apple Watch was paired during the window 3 Mar 02:00 to 3 Mar 07:00)")
        let iPhone = try runner.run("study: ../studies/sleep-study\nwatch: false\nsteps:\n  - launch\n\(steps)"
                                    + "  - expectFetch: {sensor: accelerometer, device: iphone, results: \">0\"}\n")
        #expect(iPhone.passed, Comment(rawValue: iPhone.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// Settings deletes the data of the sensors the study collects; deleting another's failed
    /// nowhere and logged a deletion that could not happen.
    @Test func deletingASensorTheStudyDoesNotRequestFails() throws {
        let (expected, found) = try failure("  - answer: {default: allow}\n  - settings: {deleteData: [accelerometer, heartRate]}\n")
        #expect(expected == "a change Settings can make" && found == "heartRate has no data to delete: the study does not request it",
                "\(expected) / \(found)")
    }

    @Test func allowOnTheOpeningPageSaysToAddNext() throws {
        #expect(try failure("  - allow: accelerometer\n") == ("the sheet's page for accelerometer", "the sheet's opening page (add next first)"))
    }

    @Test func aSensorTheStudyDoesNotRequestIsNamedWithWhatItRequests() throws {
        #expect(try failure("  - next\n  - deny: heartRate\n") == ("the sheet's page for heartRate",
            "this study does not request heartRate; it requests: ambientLightSensor, accelerometer, onWristState, wristTemperature"))
        #expect(try failure("  - answer: {heartRate: deny, default: allow}\n").1
                == "this study does not request heartRate; it requests: ambientLightSensor, accelerometer, onWristState, wristTemperature")
    }

    @Test func aPageAlreadyAnsweredSaysBackReturnsToIt() throws {
        #expect(try failure("  - next\n  - allow: ambientLightSensor\n  - allow: ambientLightSensor\n").1
                == "the page for accelerometer (ambientLightSensor was answered on page 1: back returns to it)")
        #expect(try failure("  - allowAll\n  - allow: accelerometer\n").1
                == "the sheet's review page: every page is answered (back returns to accelerometer)")
    }

    @Test func doneBeforeTheLastPageSaysHowManyAreLeft() throws {
        #expect(try failure("  - next\n  - allow: ambientLightSensor\n  - done\n") == ("the sheet's review page",
            "the sheet's page for accelerometer (2 of 4) (3 pages still to answer; answer: {default: allow} answers them and taps Done)"))
    }

    @Test func anAnswerMapWithoutADefaultMustNameEveryPage() throws {
        #expect(try failure("  - answer: {accelerometer: allow, ambientLightSensor: deny}\n")
                == ("an answer for every page of the sheet", "no answer for onWristState, wristTemperature (name them, or add default: allow|deny)"))
    }

    @Test func aRequiredSensorDeniedByAnAnswerMapFailsNamingIt() throws {
        let (expected, found) = try failure("  - answer: {default: deny}\n")
        #expect(expected == "an answer for every page of the sheet")
        #expect(found == "accelerometer is Required for this study, and denying it raised the Required alert (allow it, or add onRequired: changeChoice or dontEnroll)")
    }

    @Test func onRequiredAnswersTheAlert() throws {
        let changed = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - next\n  - deny: ambientLightSensor\n"
                                     + "  - answer: {default: deny, onRequired: changeChoice}\n"
                                     + "  - expectStatus: {accelerometer: authorized, ambientLightSensor: denied, wristTemperature: denied}\n")
        #expect(changed.passed, Comment(rawValue: changed.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let declined = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - answer: {default: deny, onRequired: dontEnroll}\n"
                                      + "  - expectStatus: {accelerometer: notDetermined}\n  - expectEvent: promptDeclined\n")
        #expect(declined.passed, Comment(rawValue: declined.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// README: "`stop` leaves the Required alert up for the next step". The parser refused it
    /// ("onRequired: expected changeChoice, dontEnroll or fail, got stop"), though the runner
    /// had the case; `answer:` now stops at the alert, and the next step answers it.
    @Test func onRequiredStopLeavesTheAlertForTheNextStep() throws {
        let r = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n"
                               + "  - answer: {accelerometer: deny, default: allow, onRequired: stop}\n"
                               + "  - expectScreen: \"Accelerometer Is Required For this Study\"\n"
                               + "  - changeChoice\n  - answer: {default: allow}\n"
                               + "  - expectStatus: {accelerometer: authorized, wristTemperature: authorized}\n")
        #expect(r.passed, Comment(rawValue: r.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    @Test func aRequiredOverrideForASensorNotRequestedFailsTheSetup() throws {
        let r = try runner.run("study: ../studies/sleep-study\nrequired: [heartRate]\nsteps:\n  - launch\n  - expectNoScreen: x\n")
        #expect(r.failure?.step.source == "(setup)")
        #expect(r.failure?.found == "qa.yaml:2:11: required: heartRate — this study does not request heartRate; it requests: ambientLightSensor, accelerometer, onWristState, wristTemperature")
    }

    /// `expectStatus: {S: notDetermined}` and `expectRecording: {S: false}` of a sensor nothing
    /// in the scenario asks about passed whatever happened (a typo for another sensor, or the
    /// wrong study): they are refused before anything runs, at their line; a sensor an `update:`
    /// version or `given:` brings is checked as before.
    @Test func aCheckOfASensorNothingAsksAboutIsRefused() throws {
        let status = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - answer: {default: allow}\n  - expectStatus: {heartRate: notDetermined}\n")
        #expect(status.failure?.step.source == "(setup)")
        #expect(status.failure?.found == "qa.yaml:5:5: expectStatus: heartRate — no version of the app in this scenario asks for heartRate "
                + "(it asks for: ambientLightSensor, accelerometer, onWristState, wristTemperature), so it is never asked about and the check checks nothing")
        let recording = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - expectRecording: {accelerometer: false, visits: false}\n")
        #expect(recording.failure?.found.hasPrefix("qa.yaml:4:5: expectRecording: visits — no version of the app") == true,
                Comment(rawValue: recording.failure?.found ?? "passed"))
        let updated = try runner.run("study: ../studies/walking-study-v1\nsteps:\n  - launch\n  - answer: {default: allow}\n"
                                     + "  - update: ../studies/walking-study-v2\n  - expectStatus: {phoneUsageReport: notDetermined}\n")
        #expect(updated.passed, Comment(rawValue: updated.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let motion = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - expectStatus: {motion: notDetermined}\n")
        #expect(motion.failure?.found == "qa.yaml:4:5: expectStatus: motion — no version of the app in this scenario uses Motion & Fitness, "
                + "so it is never asked about and the check checks nothing")
        let asks = try runner.run("study: ../studies/mobility-study\nsteps:\n  - launch\n  - expectStatus: {motion: notDetermined}\n")
        #expect(asks.passed, Comment(rawValue: asks.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let given = try runner.run("study: ../studies/sleep-study\ngiven: {authorized: [heartRate]}\nsteps:\n  - launch\n  - expectRecording: {heartRate: false}\n")
        #expect(given.passed, Comment(rawValue: given.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        // An app that asks SensorKit for nothing (ORKCatalog) is said to, not given an empty list ("it asks for: ").
        let none = try runner.run("study: ../../Tests/StudyConfigTests/Fixtures/RealWorld/orkcatalog\nsteps:\n  - launch\n"
                                  + "  - expectStatus: {accelerometer: notDetermined}\n")
        #expect(none.failure?.found == "qa.yaml:4:5: expectStatus: accelerometer — no version of the app in this scenario asks for accelerometer "
                + "(it asks SensorKit for no sensor), so it is never asked about and the check checks nothing",
                Comment(rawValue: none.failure?.found ?? "passed"))
    }

    @Test func requiredAndOptionalOverridesChangeTheSheet() throws {
        // The sleep study marks accelerometer Required; made optional, denying it raises no alert.
        let optional = try runner.run("study: ../studies/sleep-study\noptional: [accelerometer]\nsteps:\n  - launch\n"
                                      + "  - answer: {default: deny}\n  - expectStatus: {accelerometer: denied}\n")
        #expect(optional.passed, Comment(rawValue: optional.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let required = try failure("  - answer: {ambientLightSensor: deny, default: allow}\n", header: "required: [ambientLightSensor]\n")
        #expect(required.1.hasPrefix("ambientLightSensor is Required for this study"))
    }

    @Test func fetchCountsSayWhatWasExpectedAndFound() throws {
        let fetched = "  - answer: {default: allow}\n  - advance: 2d\n  - fetch: {sensor: accelerometer, from: -30h, to: -25h}\n"
        #expect(try failure(fetched + "  - expectFetch: {sensor: accelerometer, results: \"<10\"}\n")
                == ("at most 9 results from accelerometer from the iPhone", "1800 results"))
        #expect(try failure(fetched + "  - expectFetch: {sensor: accelerometer, samples: \">=1000000\"}\n")
                == ("at least 1000000 samples from accelerometer from the iPhone", "900000 samples"))
        #expect(try failure(fetched + "  - expectFetch: {sensor: accelerometer, completed: false}\n")
                == ("the fetch of accelerometer from the iPhone to fail", "it completed with 1800 results, 900000 samples"))
        #expect(try failure(fetched + "  - expectFetch: {sensor: accelerometer, window: {from: -31h, to: -25h}}\n")
                == ("the fetch of accelerometer from the iPhone to ask for 2026-03-03 01:00:00 to 2026-03-03 07:00:00",
                    "it asked for 2026-03-03 02:00:00 to 2026-03-03 07:00:00"))
        #expect(try failure("  - fetch: {sensor: accelerometer, last: 1h}\n  - expectFetch: {sensor: accelerometer, error: none}\n")
                == ("the fetch of accelerometer from the iPhone to complete", "it failed with noAuthorization (notDetermined: the participant has not answered for accelerometer: "
                    + "never asked, or the sheet was closed unanswered (Cancel, Don't Enroll in Study) (notDetermined → noAuthorization))"))
    }

    /// `expectFetch: {sensor: S}` (with a device or not) checked only that some fetch of S
    /// had happened, so one that failed with noAuthorization passed: it is refused at its line.
    @Test func anExpectFetchThatChecksNothingIsRefused() throws {
        for step in ["expectFetch: {sensor: accelerometer}", "expectFetch: {sensor: accelerometer, device: watch}"] {
            let yaml = "study: ../studies/sleep-study\nsteps:\n  - launch\n  - fetch: {sensor: accelerometer, last: 1h}\n  - \(step)\n"
            #expect(throws: ScenarioFileError.self) { try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: ScenarioRunnerTests.flows) }
            do { _ = try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: ScenarioRunnerTests.flows) } catch {
                #expect(error.description.hasPrefix("qa.yaml:5:18: expectFetch: names nothing to check"), Comment(rawValue: error.description))
            }
        }
        #expect(try failure("  - fetch: {sensor: accelerometer, last: 1h}\n  - expectFetch: {sensor: accelerometer, completed: true}\n").0
                == "the fetch of accelerometer from the iPhone to complete")
    }

    /// `reason: noFetchRan` with a window checks the window the refused wake left unread (it
    /// passed whatever the window said), and a count, completion or error beside it, which a
    /// fetch that never ran cannot have, is refused when the file is read.
    @Test func aFetchThatNeverRanIsCheckedForItsWindowAndNothingElse() throws {
        let off = "  - answer: {default: allow}\n  - settings: {backgroundAppRefresh: off}\n  - advance: 2d\n"
        let header = "start: 2026-03-02T08:00:00Z\n"
        #expect(try failure(off + "  - expectFetch: {sensor: accelerometer, reason: noFetchRan, window: {from: 2020-01-01T00:00:00Z, to: 2020-01-02T00:00:00Z}}\n",
                            header: header)
                == ("the fetch of accelerometer from the iPhone to ask for 2020-01-01 00:00:00 to 2020-01-02 00:00:00",
                    "it asked for 2026-02-25 03:00:00 to 2026-03-03 03:00:00"))
        let unread = try runner.run("study: ../studies/sleep-study\n\(header)steps:\n  - launch\n\(off)"
                                    + "  - expectFetch: {sensor: accelerometer, reason: noFetchRan, window: {from: 2026-02-25T03:00:00Z, to: 2026-03-03T03:00:00Z}}\n")
        #expect(unread.passed, Comment(rawValue: unread.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        for key in ["results: 5", "samples: \">0\"", "completed: true", "error: none"] {
            let yaml = "study: ../studies/sleep-study\nsteps:\n  - launch\n\(off)  - expectFetch: {sensor: accelerometer, reason: noFetchRan, \(key)}\n"
            #expect(throws: ScenarioFileError.self) { try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: ScenarioRunnerTests.flows) }
            do { _ = try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: ScenarioRunnerTests.flows) } catch {
                #expect(error.errors.map(\.line) == [7])
                #expect(error.description.contains("does not go with reason: noFetchRan"))
            }
        }
    }

    /// A launch step over a running app ended its process and started it again, which tapping
    /// the icon on iOS does not do: it fails the step and names relaunch; after a crash, or
    /// with the app's process ended, it opens the app as before.
    @Test func launchingARunningAppFailsTheStepAndNamesRelaunch() throws {
        #expect(try failure("  - answer: {default: allow}\n  - launch\n")
                == ("the study app to open", "it is already running (write relaunch to end its process and start it again)"))
        let relaunched = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - answer: {default: allow}\n"
                                        + "  - relaunch\n  - expectEvent: \"launched again (launch 2)\"\n")
        #expect(relaunched.passed, Comment(rawValue: relaunched.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// A reset is a fresh install: `expectEvent`'s counts start again with it, as `expectFetch`'s
    /// fetches do; they counted the launches of the phone before it too.
    @Test func eventChecksStartAgainAtAReset() throws {
        let r = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - reset\n  - launch\n"
                               + "  - expectEvent: {pattern: \"The study app launched\", times: 1}\n")
        #expect(r.passed, Comment(rawValue: r.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let (_, found) = try failure("  - answer: {default: allow}\n  - reset\n  - launch\n  - expectEvent: \"accelerometer → authorized (sheet)\"\n")
        #expect(found.hasPrefix("latest events, newest last:"), "\(found)")
    }

    /// `watch: unpair` with no Watch paired, `watch: pair` with one paired, `unlock` of an
    /// unlocked phone and `lock:` of a locked one changed nothing visible and passed; each fails
    /// the step, saying what the phone has.
    @Test func pairingAPairedWatchOrUnpairingNoneFailsTheStep() throws {
        #expect(try failure("  - watch: unpair\n", header: "watch: false\n")
                == ("the Apple Watch to unpair", "no Apple Watch is paired (the header's watch:, --no-watch or an earlier watch: unpair)"))
        #expect(try failure("  - watch: pair\n") == ("an Apple Watch to pair", "one is already paired"))
        #expect(try failure("  - watch: unpair\n  - watch: unpair\n").1.hasPrefix("no Apple Watch is paired"))
        #expect(try failure("  - unlock\n") == ("the phone to unlock", "it is not locked (a lock: ends by itself when its time is up)"))
        #expect(try failure("  - lock: 1h\n  - advance: 2h\n  - unlock\n").0 == "the phone to unlock")
        // A lock: while locked silently moved the unlock time (2h became 1h from now).
        #expect(try failure("  - lock: 2h\n  - lock: 1h\n")
                == ("the phone to lock", "it is locked already (an earlier lock: still runs; unlock first, or advance past it)"))
        let relocked = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - lock: 1h\n  - advance: 2h\n  - lock: 1h\n  - expectLog: locked\n")
        #expect(relocked.passed, Comment(rawValue: relocked.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let locked = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - lock: 2h\n  - advance: 1h\n  - unlock\n  - expectLog: unlocked\n")
        #expect(locked.passed, Comment(rawValue: locked.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let both = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - watch: unpair\n  - expectLog: \"Apple Watch unpaired\"\n  - watch: pair\n  - expectLog: \"Apple Watch paired\"\n")
        #expect(both.passed, Comment(rawValue: both.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// An expectStatus or expectRecording of several sensors named only the first that
    /// differed, so the tester fixed it and ran again to learn of the next; each is named now.
    @Test func everyStatusOrRecordingThatDiffersIsNamed() throws {
        let allowed = "  - answer: {default: allow}\n"
        #expect(try failure(allowed + "  - expectStatus: {accelerometer: denied, onWristState: authorized, ambientLightSensor: denied}\n")
                == ("accelerometer to be denied; ambientLightSensor to be denied", "accelerometer is authorized; ambientLightSensor is authorized"))
        #expect(try failure(allowed + "  - expectRecording: {accelerometer: false, ambientLightSensor: false}\n")
                == ("accelerometer not recording for the study app; ambientLightSensor not recording for the study app",
                    "accelerometer is recording; ambientLightSensor is recording"))
        // One alone is worded as it was.
        #expect(try failure(allowed + "  - expectRecording: {accelerometer: false, ambientLightSensor: true}\n")
                == ("accelerometer not recording for the study app", "it is recording"))
        #expect(try failure("  - expectStatus: {accelerometer: denied}\n") == ("accelerometer to be denied", "accelerometer is notDetermined"))
    }

    /// `scroll: down` at the page's bottom (or `up` at its top, `bottom` twice) moved nothing and
    /// passed; each fails the step, saying which end the page is at.
    @Test func aScrollPastThePagesEndFailsTheStep() throws {
        #expect(try failure("  - scroll: up\n", study: "heart-study") == ("the page to scroll up", "it is at its top already"))
        #expect(try failure("  - scroll: bottom\n  - scroll: down\n", study: "heart-study") == ("the page to scroll down", "it is at its bottom already"))
        #expect(try failure("  - scroll: bottom\n  - scroll: bottom\n", study: "heart-study").1 == "it is at its bottom already")
        let moved = try runner.run("study: ../studies/heart-study\nsteps:\n  - launch\n  - scroll: down\n  - scroll: top\n  - expectNoScreen: nothing at all\n")
        #expect(moved.passed, Comment(rawValue: moved.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// `press: [q]` passed and went on to the next step (the demo would have quit), the demo's
    /// screenshot and update keys passed doing nothing, and so did a key that does nothing on
    /// the screen; each fails the step, naming the key and what to write instead.
    @Test func aKeyThatDoesNothingInTheScenarioFailsThePress() throws {
        #expect(try failure("  - press: [q]\n") == ("q to act in the scenario", "q quits the demo; a scenario ends after its last step"))
        #expect(try failure("  - press: [Enter, q, Enter]\n").0 == "q (key 2 of 3) to act in the scenario")
        #expect(try failure("  - press: [c]\n").1 == "c saves the demo's screenshot; a scenario takes one with screenshot: NAME")
        #expect(try failure("  - press: [u]\n").1 == "u installs run --update-to's version; a scenario installs one with update: STUDY")
        #expect(try failure("  - press: [\"%\"]\n") == ("% to do something on this screen", "% does nothing here"))
        // The keys the screen answers still act.
        let acted = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - press: [Enter, Tab, Enter]\n  - expectScreen: \"2 of 4\"\n")
        #expect(acted.passed, Comment(rawValue: acted.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// A `settings:` change that leaves a switch where it was (allowing an allowed sensor,
    /// revoking a denied one, Collection on while on, …) changed nothing and passed, as if the
    /// participant had revoked or granted something; each fails the step, saying where the switch is.
    @Test func aSettingsChangeThatChangesNothingFailsTheStep() throws {
        let answered = "  - answer: {accelerometer: deny, default: allow, onRequired: changeChoice}\n"
        #expect(try failure(answered + "  - settings: {allow: [ambientLightSensor]}\n")
                == ("a change Settings can make", "ambientLightSensor's switch is already on (authorized): the step changes nothing"))
        #expect(try failure(answered + "  - settings: {deny: [ambientLightSensor]}\n  - settings: {deny: [ambientLightSensor]}\n")
                == ("a change Settings can make", "ambientLightSensor's switch is already off (denied): the step changes nothing"))
        #expect(try failure(answered + "  - settings: {collection: on}\n").1
                == "Research Sensor & Usage Data collection is already on: the step changes nothing")
        #expect(try failure("  - settings: {fitnessTracking: on}\n").1 == "Fitness Tracking is already on: the step changes nothing")
        #expect(try failure("  - settings: {backgroundAppRefresh: on}\n").1 == "Background App Refresh is already on: the step changes nothing")
        #expect(try failure("  - settings: {lowPowerMode: off}\n").1 == "Low Power Mode is already off: the step changes nothing")
        #expect(try failure("  - answer: {default: allow}\n  - motion: allow\n  - settings: {motion: on}\n", study: "mobility-study").1
                == "the study app's Motion & Fitness switch is already on (authorized): the step changes nothing")
        // The same changes made from the other side still pass and say what they did.
        let changed = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n" + answered
                                     + "  - settings: {deny: [ambientLightSensor], collection: off, lowPowerMode: on, backgroundAppRefresh: off}\n  - turnOff\n"
                                     + "  - expectStatus: {ambientLightSensor: denied}\n  - settings: {allow: [ambientLightSensor], collection: on}\n"
                                     + "  - expectStatus: {ambientLightSensor: authorized}\n")
        #expect(changed.passed, Comment(rawValue: changed.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// With collection off Settings lists no study (iOS 26.1's `SensorKitPrivacySettingsController`),
    /// so a script's step naming the study's sensor switches or Delete Unshared Data fails, saying
    /// why; the answers come back with collection.
    @Test func studySettingsAreNotListedWhileCollectionIsOff() throws {
        let off = "  - answer: {default: allow}\n  - settings: {collection: off}\n  - turnOff\n"
        let notListed = "is not in Settings while Research Sensor & Usage Data collection is off: the page lists no study then (turn collection on first)"
        #expect(try failure(off + "  - settings: {deny: [ambientLightSensor]}\n")
                == ("a change Settings can make", "ambientLightSensor's switch " + notListed))
        #expect(try failure(off + "  - settings: {deleteData: [ambientLightSensor]}\n").1 == "Delete Unshared Data " + notListed)
        let back = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n" + off
                                  + "  - expectStatus: {ambientLightSensor: denied}\n  - settings: {collection: on}\n"
                                  + "  - expectStatus: {ambientLightSensor: authorized}\n")
        #expect(back.passed, Comment(rawValue: back.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// The phone writes Don’t with a typographic apostrophe: `expectNoScreen: "Don't Allow"`
    /// typed with a straight one passed with the button on screen, and `expectScreen` failed.
    /// Straight and typographic quotes match each other, on the screen and in events alike.
    @Test func straightQuotesReadThePhonesTypographicOnes() throws {
        #expect(try failure("  - next\n  - expectNoScreen: \"Don't Allow Collection\"\n")
                == ("the screen not to show \"Don't Allow Collection\"", "a match on the sheet's page for ambientLightSensor (1 of 4)"))
        let found = try runner.run("study: ../studies/mobility-study\nsteps:\n  - launch\n  - next\n  - expectScreen: \"Don't Allow Collection\"\n"
                                   + "  - expectScreen: \"Don’t Allow Collection\"\n  - allowAll\n  - done\n"
                                   + "  - expectEvent: '\"Mobility Study\" would like to access your Motion'\n")
        #expect(found.passed, Comment(rawValue: found.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    /// `cancel` on the review page (which has Done and Back, no Cancel) and `back` on the opening
    /// page (no Back) did nothing and passed, the sheet still up: each fails the step, naming
    /// the buttons the page has.
    @Test func aButtonThePageDoesNotDrawFailsTheStep() throws {
        #expect(try failure("  - allowAll\n  - cancel\n")
                == ("the sheet's Cancel button", "the sheet's review page, which has no such button (it has: Done, Back)"))
        #expect(try failure("  - back\n")
                == ("the sheet's Back button", "the sheet's opening page, which has no such button (it has: Next, View Study Privacy Policy, Cancel)"))
        let drawn = try runner.run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - next\n  - back\n  - cancel\n"
                                   + "  - expectEvent: \"promptDeclined (4)\"\n")
        #expect(drawn.passed, Comment(rawValue: drawn.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    @Test func negatedAndCountedEventsSayHowMany() throws {
        #expect(try failure("  - expectNoEvent: requestAuthorization\n")
                == ("no event matching \"requestAuthorization\"", "1 such event, first: requestAuthorization(ambientLightSensor, accelerometer, onWristState, wristTemperature)"))
        #expect(try failure("  - answer: {default: allow}\n  - expectEvent: {pattern: willStartRecording, times: \"1..3\"}\n")
                == ("between 1 and 3 events matching \"willStartRecording\"", "4, the last: wristTemperature willStartRecording"))
    }

    @Test func theLogIsWhatTheDashboardShows() throws {
        // The participant's taps are events, not log lines.
        #expect(try failure("  - next\n  - expectLog: \"Sheet: page 1\"\n").0 == "the log to show \"Sheet: page 1\"")
        #expect(try failure("  - expectNoLog: requestAuthorization\n")
                == ("the log not to show \"requestAuthorization\"", "it does: requestAuthorization(ambientLightSensor, accelerometer, onWristState, wristTemperature)"))
    }

    /// `rates:` reaches the engine: a rate kept as a gap between samples (heart rate) takes its inverse.
    @Test func ratesChangeHowManySamplesAFetchGets() throws {
        func samples(_ header: String) throws -> Int {
            let r = try runner.run("study: ../studies/heart-study\n\(header)steps:\n  - launch\n  - answer: {default: allow}\n  - motion: allow\n"
                                   + "  - advance: 2d\n  - fetch: {sensor: heartRate, device: watch, from: -30h, to: -25h}\n"
                                   + "  - expectFetch: {sensor: heartRate, device: watch, samples: 0}\n")
            let found = try #require(r.failure?.found, "no heart rate samples at all")
            return try #require(Int(found.split(separator: " ")[0]))
        }
        let usual = try samples("")
        let slower = try samples("rates: {heartRate: 0.1}\n")    // one every 10 s instead of every second
        #expect(slower > 0)
        #expect(Double(usual) / Double(slower) > 5)
    }

    @Test func theScreenIsRenderedAtTheHeadersSize() throws {
        let wide = try runner.run("study: ../studies/sleep-study\nscreen: 120x40\nsteps:\n  - launch\n  - expectStatus: {accelerometer: notDetermined}\n  - expectCrash: x\n")
        let lines = try #require(wide.failure?.screen.split(separator: "\n", omittingEmptySubsequences: false))
        #expect(lines.count == 40)
        #expect(lines.allSatisfy { $0.count == 120 })
    }
}
