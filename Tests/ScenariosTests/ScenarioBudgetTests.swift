import Foundation
import Testing
@testable import Scenarios

/// Scenarios within every size limit that still asked for minutes of work: their total work
/// is counted before they run, and the step that passes the budget is the error's line.
@Suite struct ScenarioBudgetTests {
    func errors(_ yaml: String) -> [ScenarioError] {
        do { _ = try ScenarioParser.parse(Data(yaml.utf8), file: "t.yaml", folder: ScenarioParserTests.folder); return [] } catch {
            return error.errors
        }
    }

    @Test func tenKilohertzForFourHundredDaysIsRefusedAtTheAdvance() {
        let e = errors("study: ../studies/sleep-study\nrates: {accelerometer: 10000}\nsteps:\n  - launch\n  - allowAll\n  - advance: 400d\n  - expectNoScreen: x\n")
        #expect(e.map { "\($0.line):\($0.column)" } == ["6:5"])
        #expect(e.first?.message.contains("more than the 100000000 results a scenario may ask for") == true, "\(e)")
        #expect(e.first?.message.contains("samples") == true)
        #expect(e.first?.suggestion?.contains("lower rates:") == true)
    }

    @Test func aHundredSixDayFetchesAtTenKilohertzAreRefusedAtTheFetchThatPassesTheBudget() {
        let fetches = String(repeating: "  - fetch: {sensor: accelerometer, last: 6d}\n", count: 100)
        let e = errors("study: ../studies/sleep-study\nrates: {accelerometer: 10000}\nsteps:\n  - launch\n  - allowAll\n  - advance: 7d\n"
                       + fetches + "  - expectNoScreen: x\n")
        #expect(e.count == 1)
        // 7 days on two devices is 25.1 M results; each 6-day fetch adds 10.4 M: the eighth passes 100 M.
        #expect(e.first?.line == 6 + 8, "\(e)")
    }

    @Test func ambientPressureIsCountedOnTheWatchAsWellAsTheIPhone() {
        // SensorKit records ambient pressure on both devices (the catalog's source devices): at
        // 10 kHz, 40 days are about 120 M results, counted as 60 M when only the iPhone's were.
        let e = errors("study: ../studies/sleep-study\nrates: {ambientPressure: 10000}\nsteps:\n  - launch\n  - allowAll\n"
                       + "  - advance: 40d\n  - expectNoScreen: x\n")
        #expect(e.map { "\($0.line):\($0.column)" } == ["6:5"], "\(e)")
        #expect(e.first?.message.contains("more than the 100000000 results a scenario may ask for") == true, "\(e)")
    }

    @Test func aThousandSquareScreenPhotographedFortyTimesIsRefused() {
        let shots = (1...40).map { "  - screenshot: s\($0)\n" }.joined()
        let e = errors("study: ../studies/sleep-study\nscreen: 1000x1000\nsteps:\n  - launch\n" + shots + "  - expectNoScreen: x\n")
        #expect(e.count == 1)
        #expect(e.first?.message.contains("screenshots so far write") == true || e.first?.message.contains("cells a scenario may draw") == true, "\(e)")
        #expect((e.first?.line ?? 0) > 4 && (e.first?.line ?? 0) < 4 + 40)
    }

    @Test func everydayScenariosStayWithinTheBudget() {
        #expect(errors("study: ../studies/sleep-study\nsteps:\n  - launch\n  - allowAll\n  - advance: 200d\n  - advance: 200d\n"
                       + "  - fetch: {sensor: heartRate, device: watch, last: 30d}\n  - expectNoScreen: x\n").isEmpty)
        let shots = (1...20).map { "  - screenshot: s\($0)\n" }.joined()
        #expect(errors("study: ../studies/sleep-study\nscreen: 200x60\nsteps:\n  - launch\n" + shots + "  - expectNoScreen: x\n").isEmpty)
        #expect(errors("study: ../studies/sleep-study\nrates: {accelerometer: 10000}\nsteps:\n  - launch\n  - allowAll\n  - advance: 2d\n"
                       + "  - fetch: {sensor: accelerometer, last: 1d}\n  - expectNoScreen: x\n").isEmpty)
    }
}
