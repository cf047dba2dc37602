import Foundation
import Testing
@testable import CoreMotionSim
import SimCore

@Test func firstQueryPromptsThenAllowDeliversData() {
    let d = MotionDevice()
    let r = d.query(d.ago(6 * hour), d.now)
    #expect(d.prompter.prompts.count == 1)
    let prompt = d.prompter.prompts[0]
    #expect(prompt.title == "“Trips” would like to access your Motion & Fitness activity.")
    #expect(prompt.buttons == ["Don’t Allow", "Allow"])
    #expect(prompt.message == "Detects your trips to the clinic.")
    d.runtime.runUntilIdle()
    #expect(r.calls == 0, "the handler waits for the answer")
    prompt.allow()
    #expect(d.daemon.status == .authorized)
    d.runtime.runUntilIdle()
    #expect(r.calls == 1 && r.error == nil)
    #expect(!(r.activities ?? []).isEmpty)
    #expect(d.daemon.relaunchCount == 0, "granting at the first alert does not relaunch")
}

@Test func seedZeroLengthQueryPromptsAndFailsWithUnknown() {
    let d = MotionDevice()
    d.prompter.autoAnswer = .allowed
    let r = d.query(d.now, d.now)
    d.runtime.runUntilIdle()
    #expect(d.prompter.prompts.count == 1)
    #expect(d.daemon.status == .authorized)
    #expect(r.code == Int(CMErrorUnknown.rawValue) && r.activities == nil)
}

@Test func denyFailsWith105AndNeverPromptsAgain() {
    let d = MotionDevice()
    let r = d.query(d.ago(hour), d.now)
    d.prompter.prompts[0].deny()
    d.runtime.runUntilIdle()
    #expect(r.code == Int(CMErrorMotionActivityNotAuthorized.rawValue) && r.activities == nil)
    #expect(r.error?.domain == CMErrorDomain)
    let again = d.query(d.ago(hour), d.now)
    d.runtime.runUntilIdle()
    #expect(again.code == 105)
    #expect(d.prompter.prompts.count == 1)
    #expect(d.runtime.perform { CMMotionActivityManager.authorizationStatus() } == .denied)
}

@Test func callsDuringPendingPromptShareTheAnswer() {
    let d = MotionDevice()
    let first = d.query(d.ago(hour), d.now)
    let second = d.query(d.ago(2 * hour), d.now)
    var updates: [CMMotionActivity?] = []
    d.manager.startActivityUpdates(to: OperationQueue()) { updates.append($0) }
    #expect(d.prompter.prompts.count == 1)
    #expect(d.events(.prompt).count == 1)
    d.prompter.prompts[0].allow()
    d.runtime.runUntilIdle()
    #expect(first.calls == 1 && second.calls == 1 && updates.count == 1)
    #expect(first.error == nil && second.error == nil)
}

@Test func pendingPromptDeniedFailsEveryWaitingCall() {
    let d = MotionDevice()
    let first = d.query(d.ago(hour), d.now)
    let second = d.query(d.ago(hour), d.now)
    d.prompter.prompts[0].deny()
    d.runtime.runUntilIdle()
    #expect(first.code == 105 && second.code == 105)
}

@Test func noPrompterLeavesNotDeterminedAndFails105() {
    let d = MotionDevice(prompter: false)
    let r = d.query(d.ago(hour), d.now)
    d.runtime.runUntilIdle()
    #expect(r.code == 105)
    #expect(d.daemon.status == .notDetermined)
    #expect(d.events(.prompt).first?.message.contains("No one could show") == true)
    // Someone to show it later: the next call asks.
    d.daemon.prompter = d.prompter
    d.query(d.ago(hour), d.now)
    #expect(d.prompter.prompts.count == 1)
}

@Test func unavailableHardwareFails104WithoutPrompt() {
    let d = MotionDevice()
    d.daemon.activityAvailable = false
    #expect(d.runtime.perform { CMMotionActivityManager.isActivityAvailable() } == false)
    let r = d.query(d.ago(hour), d.now)
    d.runtime.runUntilIdle()
    #expect(r.code == Int(CMErrorMotionActivityNotAvailable.rawValue))
    #expect(d.prompter.prompts.isEmpty)
}

@Test func unentitledAppFails106() {
    let d = MotionDevice()
    d.daemon.entitled = false
    let r = d.query(d.ago(hour), d.now)
    d.runtime.runUntilIdle()
    #expect(r.code == Int(CMErrorMotionActivityNotEntitled.rawValue))
    #expect(d.prompter.prompts.isEmpty)
}

@Test func ambientManagerFindsTheCurrentDevice() {
    let d = MotionDevice()
    d.prompter.autoAnswer = .allowed
    let r = QueryResult()
    d.runtime.perform {
        #expect(CMMotionActivityManager.authorizationStatus() == .notDetermined)
        #expect(CMMotionActivityManager.isActivityAvailable())
        let now = d.now
        CMMotionActivityManager().queryActivityStarting(from: now.addingTimeInterval(-day), to: now, to: .main) { a, e in
            r.calls += 1; r.activities = a; r.error = e.map { $0 as NSError }
        }
    }
    d.runtime.runUntilIdle()
    #expect(r.calls == 1 && r.activities != nil)
}
