import Foundation
import Testing

/// Autoplay and reset in the real binary, in a real terminal: what a presenter sees.
@Suite struct AutoplayWalkTests {
    static let flow = "Scenarios/flows/required-denied-change-choice.yaml"

    /// The caption on the bottom line, or "" when none.
    private func caption(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// 4 in "⏸ 4/8 Decline Accelerometer — …".
    private func stepNumber(_ caption: String) -> Int? {
        let words = caption.split(separator: " ")
        return words.count > 1 ? words[1].split(separator: "/").first.flatMap { Int($0) } : nil
    }

    /// Step by step with →, so that a loaded machine's slow screen captures cannot miss a
    /// caption (the scripted-terminal tests time autoplay's own pace).
    @Test func autoplayOfABundledFlowReachesItsLastStepWithCaptions() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try tmux.type("\(try TmuxSession.binary()) run --play \(Self.flow) --pace 600; echo EXIT=$?")
        // In a full test run, suites that wait on child processes can hold both of Swift's
        // cooperative threads for a minute, so this test may not run for that long: the pace is
        // slow enough (the first caption stays up for 300 s) that nothing moves on without it.
        try await tmux.waitUntil("autoplay's first caption", timeout: 60) { caption($0).hasPrefix("▶ Autoplay: ") }
        // Eight actions; the flow's four checks run unseen.
        for step in 1...8 {
            try tmux.press("Right")
            try await tmux.waitUntil("step \(step)'s caption") { caption($0).hasPrefix("▶ \(step)/8 ") }
        }
        try tmux.press("Right")
        let end = try await tmux.waitFor("■ Finished: 8 of 8 steps, every check passed")
        // The flow ends on the dashboard with the sheet answered.
        #expect(!end.contains("Research Sensor & Usage Data Request"))
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test func spacePausesRightStepsOnAndLeftGoesBack() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        // Pace 30: the flow's eight actions play for four minutes, long enough to be caught playing
        // even when a full test run keeps this test from running for a minute (see the test above).
        try tmux.type("\(try TmuxSession.binary()) run --play \(Self.flow) --pace 30; echo EXIT=$?")
        try await tmux.waitUntil("autoplay playing", timeout: 60) { caption($0).hasPrefix("▶ ") }
        try tmux.press("Space")
        let paused = try await tmux.waitUntil("the pause") { caption($0).hasPrefix("⏸") }
        // Paused means paused: more than half a pace later (when the focus would have moved or the
        // button been pressed) the same screen is up.
        try await Task.sleep(for: .seconds(16))
        #expect(try tmux.capture() == paused)
        // → performs a step at once: the one announced, if it was not pressed yet, else the next.
        // A test held back for minutes by the rest of the run may pause on the last step; then →
        // finishes, and ← goes back before the eighth, as from any step.
        try tmux.press("Right")
        let next = try await tmux.waitUntil("the next step") {
            $0 != paused && (stepNumber(caption($0)) != nil || caption($0).hasPrefix("■ Finished"))
        }
        let performed = stepNumber(caption(next)) ?? 8
        try tmux.press("Left")
        // Back from step 1 is the start, before any step.
        try await tmux.waitUntil("the step before") {
            caption($0).hasPrefix(performed > 1 ? "⏸ \(performed - 1)/8 " : "⏸ Autoplay:")
        }
        // Space resumes: the steps go on by themselves (to the end, when the step was the last).
        try tmux.press("Space")
        try await tmux.waitUntil("a later step, by itself", timeout: 90) {
            (stepNumber(caption($0)) ?? 0) > performed || caption($0).hasPrefix("■ Finished")
        }
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test func resetReturnsToTheSheetWithEverySensorNotDetermined() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 5")
        try await tmux.allowEverything()
        try await tmux.waitUntil("the sensors authorized") { ScreenText.authorization(of: "Accelerometer", in: $0) == "yes" }
        try tmux.press("R")
        let fresh = try await tmux.waitUntil("the sheet again") {
            $0.contains("Research Sensor & Usage Data Request") && $0.contains("Next")
        }
        for sensor in ["Ambient Light Sensor", "Accelerometer", "On-Wrist State", "Wrist Temperature"] {
            #expect(ScreenText.authorization(of: sensor, in: fresh) == "—", "\(sensor) is not notDetermined")
        }
        #expect(fresh.contains("1 launch"))
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
