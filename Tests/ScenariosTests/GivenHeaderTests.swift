import Foundation
import Testing
import SensorKitSim
import CoreMotionSim
import Simulation
@testable import Scenarios

/// `given:` starts the phone with a participant who answered before: it parses into what it
/// says, its mistakes are named at their line, and the first sheet asks only the rest.
@Suite struct GivenHeaderTests {
    let p = ScenarioParserTests()
    static let ok = "  - launch\n  - expectNoScreen: nothing\n"

    func message(_ yaml: String) -> String { p.errors(yaml).map(\.description).joined(separator: "\n") }

    @Test func givenParsesAndIsInTheHeaderLines() throws {
        let s = try p.parse("study: ../studies/sleep-study\ngiven: {authorized: [accelerometer], denied: wristTemperature, motion: restricted}\nsteps:\n" + Self.ok)
        #expect(s.given == EarlierAnswers(authorized: [.accelerometer], denied: [.wristTemperature], motion: .restricted))
        #expect(s.headerLines.contains(
            "given: {authorized: [accelerometer], denied: [wristTemperature], motion: restricted} (answered before the run)"))
    }

    @Test func givenMistakesAreNamed() {
        #expect(message("study: ../studies/sleep-study\ngiven: [accelerometer]\nsteps:\n" + Self.ok).hasPrefix(
            "t.yaml:2:8: given: expected a map such as {authorized: [accelerometer]"))
        #expect(message("study: ../studies/sleep-study\ngiven: {allowed: [accelerometer]}\nsteps:\n" + Self.ok)
                == "t.yaml:2:9: unknown given: key \"allowed\" (expected one of: authorized, denied, motion)")
        #expect(message("study: ../studies/sleep-study\ngiven: {motion: allow}\nsteps:\n" + Self.ok)
                == "t.yaml:2:17: given: motion: expected one of authorized, denied, restricted, got allow")
        #expect(message("study: ../studies/sleep-study\ngiven: {authorized: [accelerometer], denied: [accelerometer]}\nsteps:\n" + Self.ok)
                == "t.yaml:2:46: given: accelerometer is both authorized and denied; name it in one of them")
        #expect(message("study: ../studies/sleep-study\ngiven: {denied: [acelerometer]}\nsteps:\n" + Self.ok).contains(
            "given: denied: unknown sensor \"acelerometer\""))
    }

    /// The statuses hold before the first launch, and Motion & Fitness `restricted` reads as such.
    @Test func theParticipantStartsAnswered() throws {
        let s = try p.parse("study: ../studies/mobility-study\ngiven: {authorized: [accelerometer], motion: restricted}\nsteps:\n" + Self.ok)
        let sim = try ScenarioRunner.makeSimulation(s)
        #expect(sim.snapshot.phone.statuses[.accelerometer] == .authorized)
        #expect(sim.snapshot.phone.statuses[.pedometerData] == .notDetermined)
        #expect(sim.snapshot.phone.motionStatus == .restricted)
        #expect(sim.snapshot.launches == 0)
    }
}
