import Foundation
import Testing
import SimCore
@testable import Scenarios
@testable import Simulation

/// `device: iphone | ipad` and `link: required | weak`: on an iPad SensorKit.framework is absent.
@Suite struct DeviceHeaderTests {
    let p = ScenarioParserTests()
    static let ok = "  - launch\n  - expectNoScreen: nothing\n"

    func message(_ yaml: String) -> String { p.errors(yaml).map(\.description).joined(separator: "\n") }

    @Test func deviceAndLinkParseAndShowInTheTranscriptHeader() throws {
        let s = try p.parse("study: ../studies/sleep-study\ndevice: ipad\nlink: weak\nsteps:\n" + Self.ok)
        #expect(s.device == .ipad && s.link == .weak)
        #expect(s.headerLines.contains("device: ipad"))
        #expect(s.headerLines.contains("link: weak (overrides the study)"))
        let plain = try p.parse("study: ../studies/sleep-study\nsteps:\n" + Self.ok)
        #expect(plain.device == .iphone && plain.link == nil)
        #expect(!plain.headerLines.contains { $0.hasPrefix("device:") || $0.hasPrefix("link:") })
    }

    @Test func aMisspeltDeviceOrLinkIsNamedAtItsLineWithTheFix() {
        #expect(message("study: ../studies/sleep-study\ndevice: ipda\nsteps:\n" + Self.ok)
                == "t.yaml:2:9: device: expected one of iphone, ipad, got ipda (did you mean ipad?)")
        #expect(message("study: ../studies/sleep-study\nlink: optinal\nsteps:\n" + Self.ok)
                .hasPrefix("t.yaml:2:7: link: expected one of required, weak, got optinal"))
        #expect(message("study: ../studies/sleep-study\ndevise: ipad\nsteps:\n" + Self.ok)
                == "t.yaml:2:1: unknown header key \"devise\" (did you mean device?)")
    }

    private func play(_ header: String, _ steps: String) throws -> (ScenarioResult, ConsentSimulation?) {
        let s = try p.parse("study: ../studies/sleep-study\n" + header + "steps:\n  - launch\n" + steps)
        let (result, sim, _) = ScenarioRunner(s).play()
        return (result, sim)
    }

    @Test func aRequiredLinkOnAnIPadEndsTheAppAtLaunchWithTheLoadersMessage() throws {
        let (result, sim) = try play("device: ipad\n", "  - expectCrash: \"Library not loaded\"\n")
        #expect(result.passed, Comment(rawValue: result.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let phone = try #require(sim?.phone)
        #expect(phone.app == nil, "the app's code never ran")
        let crash = try #require(sim?.snapshot.crashReason)
        #expect(crash.hasPrefix("dyld["))
        #expect(crash.contains("Library not loaded: /System/Library/Frameworks/SensorKit.framework/SensorKit"))
        #expect(crash.contains("Referenced from: /private/var/containers/Bundle/Application/…/Sleep Study.app/Sleep Study"))
        #expect(sim?.snapshot.foreground == .crashed)
        #expect(sim?.snapshot.deviceName == "iPad")
        #expect(!phone.sensorKit.hasBeenUsed, "no sheet, no reader")
    }

    @Test func onAnIPhoneTheSameAppStartsAndAsks() throws {
        let (result, sim) = try play("link: required\n", "  - expectScreen: \"Research Sensor & Usage Data\"\n")
        #expect(result.passed)
        #expect(sim?.snapshot.crashReason == nil)
        #expect(sim?.snapshot.deviceName == "iPhone")
    }

    @Test(arguments: ["api: reader", "api: delegate"])
    func aWeakLinkOnAnIPadStartsAsksNothingAndSaysWhy(api: String) throws {
        let (result, sim) = try play("device: ipad\nlink: weak\napp: {\(api)}\n", """
              - expectNoScreen: "Research Sensor & Usage Data Request"
              - expectLog: "SensorKit is not available on this device"
              - advance: 2d
              - fetch: {sensor: accelerometer, last: 1h}
              - expectFetch: {sensor: accelerometer, completed: false, error: dataInaccessible, reason: unavailableOnDevice}

            """)
        #expect(result.passed, Comment(rawValue: result.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let phone = try #require(sim?.phone)
        #expect(phone.app?.isRunning == true)
        #expect(sim?.snapshot.statuses[.accelerometer] == .notDetermined, "nothing was asked")
        // Launch, then two nightly fetches: each says why nothing is read.
        #expect(phone.appLog.filter { $0.event == .sensorKitUnavailable }.count == 3)
    }
}
