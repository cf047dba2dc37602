import Foundation
import Testing
import SensorKitSim
@testable import Simulation

/// `reset`: the presenter's fresh install of the same study on the same seed.
@Suite struct ResetTests {
    /// The sleep study answered (everything allowed) and run for `days`.
    private func usedPhone(days: Double = 3, options: SimulatedPhone.Options = SimulatedPhone.Options()) -> ConsentSimulation {
        let sim = ConsentSimulation(profile: .sleepStudy, options: options)
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        for _ in StudyProfile.sleepStudy.sensors { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.send(.advance(days * 86_400))
        return sim
    }

    @Test func resetPutsAnswersDataClockAndSettingsBackToTheStart() {
        let sim = usedPhone()
        sim.send(.setCollection(false))
        sim.send(.press(.collectionOffTurnOff))
        let start = SimulatedPhone.Options().start
        #expect(sim.snapshot.now > start)
        let events = sim.send(.reset)
        #expect(events.map(\.kind) == [.participant(.resetToFreshInstall)])
        let s = sim.snapshot
        #expect(s.foreground == .home && !s.appRunning && s.launches == 0)
        #expect(s.now == start)
        #expect(s.collectionEnabled)
        for sensor in StudyProfile.sleepStudy.sensors {
            #expect(s.status(of: sensor) == .notDetermined)
            #expect(!s.isRecordingForApp(sensor))
        }
        #expect(s.log.isEmpty)
        // A fresh install asks again.
        sim.send(.launch)
        #expect(sim.snapshot.foreground == .sheet(.intro))
    }

    @Test func afterAResetTheSameStepsGiveTheSameSamples() {
        let first = usedPhone(days: 2)
        let counts = first.snapshot.dashboard.rows?.map { $0.samples }
        first.send(.reset)
        first.send(.launch)
        first.send(.press(.sheetNext))
        for _ in StudyProfile.sleepStudy.sensors { first.send(.press(.sheetAllow)) }
        first.send(.press(.sheetDone))
        first.send(.advance(2 * 86_400))
        #expect(first.snapshot.dashboard.rows?.map { $0.samples } == counts)
        #expect(counts?.contains { $0 > 0 } == true)
    }

    /// Checks read every event's text; each is worded once and kept, so the kept texts must
    /// follow the journal through sends and resets, read at any point.
    @Test func journalTextsFollowTheJournalThroughResets() {
        let sim = usedPhone(days: 1)
        #expect(sim.journalTexts() == sim.journal.map(\.text))
        sim.send(.advance(3600))
        sim.send(.reset)
        #expect(sim.journalTexts() == sim.journal.map(\.text))
        sim.send(.launch)
        sim.send(.reset)
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        #expect(sim.journalTexts() == sim.journal.map(\.text))
        #expect(sim.journalTexts().count > 20)
    }

    @Test func resetStartsANewPhoneAndTheJournalKeepsWhatCameBefore() {
        // A week of history is not replayed or undone: a new phone starts, and the journal (what
        // transcripts and expectEvent read) goes on after the old one.
        let sim = usedPhone(days: 7)
        let before = sim.journal
        #expect(before.count > 50)
        #expect(sim.send(.reset).count == 1)
        #expect(sim.journal == before + [Event(time: SimulatedPhone.Options().start.timeIntervalSinceReferenceDate,
                                               kind: .participant(.resetToFreshInstall))])
        #expect(sim.snapshot.log.isEmpty)
    }

    @Test func thePhonesStartingSettingsSurviveAReset() {
        var options = SimulatedPhone.Options()
        options.fitnessTracking = false
        let sim = usedPhone(days: 1, options: options)
        sim.send(.setFitnessTracking(true))
        #expect(sim.snapshot.fitnessTracking)
        sim.send(.reset)
        #expect(!sim.snapshot.fitnessTracking)
    }
}
