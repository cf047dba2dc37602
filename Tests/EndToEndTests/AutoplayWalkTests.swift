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

    /// Launches the flow at `pace` with Space typed ahead, so that autoplay is paused on its
    /// first caption before anything can move on: in a full test run the suites that wait on
    /// child processes can keep a test from running for minutes, longer than any pace that a
    /// test could wait out, so no step here may depend on how soon the test looks.
    @discardableResult
    private func launchPaused(_ tmux: TmuxSession, pace: Int) async throws -> String {
        try tmux.type("\(try TmuxSession.binary()) run --play \(Self.flow) --pace \(pace); echo EXIT=$?")
        try tmux.press("Space")
        return try await tmux.waitUntil("autoplay paused on its first caption") { caption($0).hasPrefix("⏸ Autoplay: ") }
    }

    /// Ctrl-C during an autoplayed `advance: 300d` on the study that asks for every sensor
    /// waited for the whole step (21 s, debug build) before the demo ended: the step now stops
    /// at its next timer, and the demo ends at once with 130, the terminal given back.
    @Test func ctrlCEndsTheDemoInsideALongAutoplayedStep() async throws {
        let folder = try endToEndFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let study = PlayCommandTests.root.appendingPathComponent("Scenarios/studies/all-sensors").path
        let flow = folder.appendingPathComponent("long.yaml")
        try "study: \(study)\nsteps:\n  - launch\n  - answer: {default: allow}\n  - advance: 300d\n  - expectNoScreen: nothing\n"
            .write(to: flow, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession()
        defer { tmux.close() }
        // Paused on its first caption (Space typed ahead), → performs each step at once.
        try tmux.type("\(try TmuxSession.binary()) run --play \(flow.path) --pace 30; echo EXIT=$?")
        try tmux.press("Space")
        try await tmux.waitUntil("autoplay paused on its first caption") { caption($0).hasPrefix("⏸ Autoplay: ") }
        for step in 1...2 {
            try tmux.press("Right")
            try await tmux.waitUntil("step \(step)'s caption") { caption($0).hasPrefix("⏸ \(step)/3 ") }
        }
        // The long step, under way for some 20 s; Ctrl-C two seconds into it.
        try tmux.press("Right")
        try await Task.sleep(for: .seconds(2))
        let signalled = Date()
        try tmux.press("C-c")
        try await tmux.waitFor("EXIT=130")
        let waited = Date().timeIntervalSince(signalled)
        #expect(waited < 5, "the demo took \(waited) s to end after Ctrl-C")
    }

    /// Step by step with →, every caption seen, to the end.
    @Test func autoplayOfABundledFlowReachesItsLastStepWithCaptions() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await launchPaused(tmux, pace: 30)
        // Eight actions; the flow's four checks run unseen.
        for step in 1...8 {
            try tmux.press("Right")
            try await tmux.waitUntil("step \(step)'s caption") { caption($0).hasPrefix("⏸ \(step)/8 ") }
        }
        try tmux.press("Right")
        let end = try await tmux.waitFor("■ Finished: 8 of 8 steps, every check passed")
        // The flow ends on the dashboard with the sheet answered.
        #expect(!end.contains("Research Sensor & Usage Data Request"))
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    /// A key the demo has no use for (F5, Home) says so and leaves autoplay as it is, rather than
    /// taking over from it as a key that acts does.
    @Test func anUnlistedKeyLeavesAutoplayAsItIs() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await launchPaused(tmux, pace: 30)
        try tmux.press("F5")
        let screen = try await tmux.waitFor("F5: not a key of the demo")
        #expect(caption(screen).hasPrefix("⏸ Autoplay: "), Comment(rawValue: caption(screen)))
        try tmux.press("Right")
        try await tmux.waitUntil("step 1, performed") { caption($0).hasPrefix("⏸ 1/8 ") }
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test func spacePausesRightStepsOnAndLeftGoesBack() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        // Pace 30: unpaused, the first caption would give way to the first action in 15 s.
        let paused = try await launchPaused(tmux, pace: 30)
        // Paused means paused: more than half a pace later (when the focus would have moved or the
        // button been pressed) the same screen is up.
        try await Task.sleep(for: .seconds(16))
        #expect(try tmux.capture() == paused)
        // → performs the next action at once and stays paused; ← undoes the last one.
        try tmux.press("Right")
        try await tmux.waitUntil("step 1, performed") { caption($0).hasPrefix("⏸ 1/8 ") }
        try tmux.press("Right")
        try await tmux.waitUntil("step 2, performed") { caption($0).hasPrefix("⏸ 2/8 ") }
        try tmux.press("Left")
        try await tmux.waitUntil("back to step 1") { caption($0).hasPrefix("⏸ 1/8 ") }
        try tmux.press("Left")
        try await tmux.waitUntil("back to the start") { caption($0).hasPrefix("⏸ Autoplay: ") }
        // Space resumes: the steps go on by themselves (to the end, if the test is held back for
        // the four minutes the flow plays for).
        try tmux.press("Space")
        try await tmux.waitUntil("a step played by itself", timeout: 90) {
            (caption($0).hasPrefix("▶ ") && stepNumber(caption($0)) != nil) || caption($0).hasPrefix("■ Finished")
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
