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

    /// With nothing the app may read, no fetch can return data: `d` is not offered (it used to
    /// run eight nights and then ask whether anything was allowed).
    @Test func withNothingAllowedThereIsNoJump() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        #expect(!sim.accepts(.jumpToFirstData), "the sheet is up, unanswered")
        sim.send(.press(.sheetCancel))
        #expect(sim.snapshot.appRunning)
        #expect(!sim.accepts(.jumpToFirstData), "cancelled: nothing is allowed")
        let start = sim.now
        sim.send(.jumpToFirstData)
        #expect(sim.now == start)
    }

    /// An app without the SensorKit entitlement is never shown the sheet: nothing can be allowed.
    @Test func anAppWithoutTheEntitlementHasNoJump() {
        var profile = StudyProfile.sleepStudy
        profile.entitled = nil
        let sim = ConsentSimulation(profile: profile)
        sim.send(.launch)
        #expect(sim.snapshot.appRunning)
        #expect(!sim.accepts(.jumpToFirstData))
    }

    /// An allowed sensor that records nothing (a Watch-only one with no Watch paired) still
    /// offers the jump, which gives up after its nights.
    @Test func anAllowedSensorWithNothingRecordedGivesUpAfterItsNights() {
        var profile = StudyProfile.sleepStudy
        profile.sensors = [.wristTemperature]
        profile.required = []
        let sim = ConsentSimulation(profile: profile)
        sim.send(.setWatchPaired(false))
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        #expect(sim.accepts(.jumpToFirstData))
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
