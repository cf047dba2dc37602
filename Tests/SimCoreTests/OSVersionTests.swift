import Foundation
import Testing
@testable import SimCore

@Suite struct OSVersionTests {
    @Test(arguments: [("17.4", OSVersion(17, 4)), ("27", OSVersion(27)), (" 26.0.1 ", OSVersion(26, 0, 1)), ("14.0", OSVersion(14))])
    func readsWhatApplesVersionsLookLike(_ text: String, _ expected: OSVersion) throws {
        #expect(try OSVersion(parsing: text) == expected)
    }

    @Test(arguments: ["", "abc", "17.", ".4", "17.4.1.2", "17,4", "-17", "1000", "17.4b"])
    func refusesWhatIsNotAVersion(_ text: String) {
        #expect(throws: OSVersion.ParseError(text: text, reason: .malformed)) { try OSVersion(parsing: text) }
    }

    @Test func refusesAVersionWithoutSensorKitAndSaysWhy() throws {
        let error = try #require(throws: OSVersion.ParseError.self) { try OSVersion(parsing: "13.7") }
        #expect(error.reason == .tooOld)
        #expect(error.description == "iOS 13.7 has no SensorKit (it arrived in iOS 14.0); give 14.0 or later")
    }

    /// A release after the current one has no known rules: `--ios 99` was accepted and ran
    /// iOS 27's rules under that name. So was `--ios 27.99`, a minor release not out.
    @Test func refusesAReleaseNotOutYetAndSaysWhich() throws {
        let error = try #require(throws: OSVersion.ParseError.self) { try OSVersion(parsing: "99") }
        #expect(error.reason == .tooNew)
        #expect(error.description == "iOS 99 is not released; the simulator knows iOS 14.0–14.8, 15.0–15.8, 16.0–16.7, "
                + "17.0–17.7, 18.0–18.7, 26.0–26.7 and 27.0–27.2 (there is no iOS 19 to 25; 27.2 is in beta; a phone runs 27.1 unless told)")
        #expect(throws: OSVersion.ParseError(text: "28.0", reason: .tooNew)) { try OSVersion(parsing: "28.0") }
        #expect(throws: OSVersion.ParseError(text: "27.99", reason: .tooNew)) { try OSVersion(parsing: "27.99") }
        #expect(throws: OSVersion.ParseError(text: "27.3", reason: .tooNew)) { try OSVersion(parsing: "27.3") }
        #expect(try OSVersion(parsing: "27.2") == OSVersion(27, 2), "the release in beta")
    }

    /// `--ios 20` and `ios: "18.9"` were accepted and played as a phone nobody has: Apple went
    /// from iOS 18 to iOS 26, and each earlier release stopped at its last minor one.
    @Test(arguments: ["19", "20.1", "25.4", "17.9", "18.99", "14.9"])
    func refusesAVersionAppleNeverReleased(_ text: String) throws {
        let error = try #require(throws: OSVersion.ParseError.self) { try OSVersion(parsing: text) }
        #expect(error.reason == .notARelease)
        #expect(error.description.hasPrefix("iOS \(text) was never released; the simulator knows iOS 14.0–14.8, "), "\(error)")
    }

    /// Where iOS 26's minor releases end is our assumption: 26.8 is refused as a release the
    /// simulator does not know, not stated as one Apple never released.
    @Test func aMinorReleasePastAnAssumedLastOneIsUnknownNotUnreleased() throws {
        let error = try #require(throws: OSVersion.ParseError.self) { try OSVersion(parsing: "26.8") }
        #expect(error.reason == .notARelease)
        #expect(error.description.hasPrefix("iOS 26.8 is not a release the simulator knows (where that major's releases end is an assumption"),
                "\(error)")
    }

    /// `--ios 27.1.99` and `ios: 26.0.42` were accepted and played under that name, though no
    /// minor release of Apple's had more than 12 patch releases (16.7.12), and the one in beta
    /// has none: the message names the limit and the releases the simulator knows.
    @Test(arguments: ["27.1.99", "26.0.42", "17.4.13", "27.2.1", "14.8.999"])
    func refusesAPatchReleaseAppleNeverMade(_ text: String) throws {
        let error = try #require(throws: OSVersion.ParseError.self) { try OSVersion(parsing: text) }
        #expect(error.reason == .notAPatchRelease)
        #expect(error.description.hasPrefix("iOS \(text) was never released: Apple's patch releases are few (the most a minor "
                                            + "release had is 12, iOS 16.7.12; 27.2, in beta, has none); give the release without its "
                                            + "patch number, or one of iOS 14.0–14.8, "), "\(error)")
    }

    @Test(arguments: ["14.8.1", "15.8", "16.7.10", "16.7.12", "17.7", "18.7", "26.0.1", "26.7", "27.0", "27.1", "27.1.2", "27.2"])
    func acceptsEveryRelease(_ text: String) {
        #expect(throws: Never.self) { try OSVersion(parsing: text) }
    }

    @Test func comparesPartByPart() {
        #expect(OSVersion(17, 4) < OSVersion(18))
        #expect(OSVersion(17, 10) > OSVersion(17, 4))
        #expect(OSVersion(27, 1) < OSVersion(27, 2))
        #expect(OSVersion(26, 0, 1) > OSVersion(26))
        #expect(OSVersion(18).description == "18.0" && OSVersion(26, 0, 1).description == "26.0.1")
    }

    @Test func thePhoneRunsTheCurrentReleaseUnlessToldOtherwise() {
        #expect(DeviceRuntime(clock: VirtualClock(start: .now)).osVersion == OSVersion.current)
        #expect(OSVersion.current.major == 27)
    }

    @Test func theMotionAlertTurnsIntoASentenceWithAllowFromIOS18() {
        #expect(MotionAlertForm(OSVersion(17, 4)) == .titleCase)
        #expect(MotionAlertForm(OSVersion(18)) == .sentence)
        #expect(MotionAlertForm(.current).title(app: "Trips") == "“Trips” would like to access your Motion & Fitness activity.")
        #expect(MotionAlertForm(.current).allowButton == "Allow")
        #expect(MotionAlertForm(OSVersion(17)).title(app: "Trips") == "“Trips” Would Like to Access Your Motion & Fitness Activity")
        #expect(MotionAlertForm(OSVersion(17)).allowButton == "OK")
    }
}
