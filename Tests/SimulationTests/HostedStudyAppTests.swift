import Foundation
import Testing
import SensorKitSim
@testable import Simulation

/// A team's own app runs in the simulation in place of the built-in study app: its request
/// brings up the sheet, and its log lines are the dashboard's app lines.
@Suite struct HostedStudyAppTests {
    final class TinyApp: HostedStudyApp {
        private let log: (String) -> Void
        private let reader = SRSensorReader(sensor: .accelerometer)

        init(log: @escaping (String) -> Void) { self.log = log }

        func applicationDidFinishLaunching() {
            log("TinyApp launched")
            SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { [self] error in
                log("TinyApp request done, error: \(error.map { "\($0)" } ?? "none")")
                reader.startRecording()
            }
        }

        func fetchNow() { log("TinyApp fetching") }
    }

    @Test func theHostedAppsRequestShowsTheSheetAndItsLinesAreLogged() {
        var options = SimulatedPhone.Options()
        options.hostedApp = HostedApp(TinyApp.self)
        let sim = ConsentSimulation(profile: .sleepStudy, options: options)
        sim.send(.launch)
        guard case .sheet = sim.snapshot.foreground else {
            Issue.record("no sheet: \(sim.snapshot.foreground)")
            return
        }
        for _ in 0..<10 {
            guard case .sheet(let page) = sim.snapshot.foreground else { break }
            switch page {
            case .intro: sim.send(.press(.sheetNext))
            case .sensor: sim.send(.press(.sheetAllow))
            case .review: sim.send(.press(.sheetDone))
            }
        }
        let texts = sim.snapshot.log.map(\.text)
        #expect(texts.contains("TinyApp launched"))
        #expect(texts.contains("TinyApp request done, error: none"))
        #expect(sim.snapshot.status(of: .accelerometer) == .authorized)
        #expect(sim.snapshot.isRecordingForApp(.accelerometer))
        sim.send(.fetchNow)
        #expect(sim.snapshot.log.last?.text == "TinyApp fetching")
    }
}
