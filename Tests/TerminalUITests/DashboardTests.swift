import Testing
@testable import Simulation
@testable import TerminalUI

@Suite struct DashboardTests {
    func row(containing text: String, in screen: Screen) -> Int? {
        (0..<screen.height).first { screen.line($0).contains(text) }
    }

    @Test func studyErrorsAreNamedUnderTheHeader() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.noteStudyErrors(3)
        let screen = AppView.render(sim.snapshot, width: 120, height: 40)
        #expect(screen.line(1).contains("3 errors in the study's files · consent-sim check lists them"))
        #expect(screen.text.contains("The study's files have 3 errors"))
    }

    @Test func errorsInTheLogAreHighlighted() {
        let sim = Fixtures.motionAlert()
        sim.send(.press(.motionDeny))
        let screen = AppView.render(sim.snapshot, width: 120, height: 40)
        let y = row(containing: "CMErrorDomain 105", in: screen)!
        let x = DisplayWidth.of(String(screen.line(y).prefix { $0 != "C" }))
        #expect(screen[x, y].style == Theme.colour.error)
        #expect(screen.text.contains("Motion & Fitness: denied"))
    }

    @Test func scrollingShowsOlderLinesAndSaysSo() {
        let sim = Fixtures.dashboard()
        let last = sim.snapshot.log.last!
        // Its first words: a long line wraps.
        let newest = "4 Mar 03:00:00 \(last.source == .app ? "app" : "sys") " + last.text.prefix(40)
        #expect(AppView.render(sim.snapshot, width: 200, height: 30).text.contains(newest))
        sim.send(.scrollLog(5))
        let screen = AppView.render(sim.snapshot, width: 200, height: 30)
        #expect(!screen.text.contains(newest))
        #expect(screen.text.contains("Log · 5 lines back"))
    }

    @Test func clockShowsSpeedAndPause() {
        let sim = Fixtures.dashboard()
        sim.send(.togglePause)
        sim.send(.faster)
        let top = AppView.render(sim.snapshot, width: 80, height: 24).line(0)
        #expect(top.contains("Wed 4 Mar 2026 08:00:00  ×600  paused"))
        #expect(top.hasPrefix("Sleep Study · running · 1 launch"))
    }

    @Test func tableRowsPerSensorAndDevice() {
        let screen = AppView.render(Fixtures.dashboard().snapshot, width: 80, height: 24)
        let accel = (0..<screen.height).map(screen.line).filter { $0.hasPrefix("Accelerometer ") }
        #expect(accel.count == 2)
        #expect(accel[0].contains("iPhone") && accel[1].contains("Watch"))
        #expect(accel.allSatisfy { $0.contains("●") && $0.contains("8.6M") && $0.contains("4.3M") })
        #expect(accel.allSatisfy { $0.contains { "▁▂▃▄▅▆▇█".contains($0) } })
    }
}
