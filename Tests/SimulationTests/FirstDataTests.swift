import Foundation
import Testing
import Simulation
import SensorKitSim

/// Jumping to the first data, and what the phone says while data is still held.
@Suite struct FirstDataTests {
    static func consented() -> ConsentSimulation {
        let sim = ConsentSimulation(profile: .sleepStudy)   // starts Monday 2 March 2026, 08:00 UTC
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        return sim
    }

    /// Data recorded from 08:00 on Monday is held until 08:00 on Tuesday; the app fetches at
    /// 03:00 up to 24 hours back, so Wednesday 03:00 is the first fetch with data.
    @Test func theJumpStopsAtTheFirstNightlyFetchThatReturnsData() throws {
        let sim = Self.consented()
        #expect(sim.snapshot.firstData == nil)
        sim.send(.jumpToFirstData)
        let first = try #require(sim.snapshot.firstData)
        #expect(first.results > 0)
        let expected = ISO8601DateFormatter().date(from: "2026-03-04T03:00:00Z")!
        #expect(sim.snapshot.now == expected)
    }

    @Test func theFirstNightsEmptyFetchSaysTheDataIsHeld() {
        let sim = Self.consented()
        sim.send(.advance(20 * 3600))            // Tuesday 04:00: the first nightly fetch has run
        let held = sim.snapshot.log.map(\.text).filter { $0.contains("0 results, as expected") }
        #expect(!held.isEmpty)
        #expect(held.first?.contains("still in SensorKit's holding period") == true)
        #expect(sim.snapshot.firstData == nil)
    }

    @Test func withNothingAllowedTheJumpGivesUpAfterItsNights() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        sim.send(.press(.sheetCancel))
        let start = sim.now
        sim.send(.jumpToFirstData)
        #expect(sim.snapshot.firstData == nil)
        #expect(sim.now.timeIntervalSince(start) <= Double(FirstDataSearch.nights) * 86_400)
        #expect(sim.now.timeIntervalSince(start) > Double(FirstDataSearch.nights - 1) * 86_400)
    }

    /// An app that asks for no SensorKit sensor never fetches SensorKit data: there is no first
    /// data to jump to, so `d` does nothing (and the status line does not offer it) instead of
    /// running eight nights and asking whether anything is allowed.
    @Test func anAppWithoutSensorKitHasNoFirstDataToJumpTo() {
        let walk = StudyProfile(appName: "Walk", bundleIdentifier: "org.example.walk", purpose: "", sensors: [], entitled: [],
                                motionUsageDescription: "Counts steps.", usesMotionActivity: true)
        let sim = ConsentSimulation(profile: walk)
        sim.send(.launch)
        sim.send(.press(.motionAllow))
        #expect(sim.snapshot.appRunning)
        #expect(!sim.accepts(.jumpToFirstData))
        let start = sim.now
        sim.send(.jumpToFirstData)
        #expect(sim.now == start)
    }
}
