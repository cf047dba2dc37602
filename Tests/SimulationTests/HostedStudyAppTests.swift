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
            case .enableCollection: Issue.record("collection is on: no Enable page"); return
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

    /// Records the accelerometer and fetches yesterday's hour from the iPhone on each refresh.
    final class FetchingApp: NSObject, HostedStudyApp, SRSensorReaderDelegate {
        private let reader = SRSensorReader(sensor: .accelerometer)

        init(log: @escaping (String) -> Void) {
            super.init()
            reader.delegate = self
        }

        func applicationDidFinishLaunching() {
            SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { [self] _ in reader.startRecording() }
        }

        func fetchNow() {
            let request = SRFetchRequest()
            let now = SRAbsoluteTime.current()
            request.from = SRAbsoluteTime(now.rawValue - 86_400 - 3600)
            request.to = SRAbsoluteTime(now.rawValue - 86_400)
            reader.fetch(request)
        }

        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool { true }
    }

    /// The week's table is built from the hosted app's fetches as SensorKit saw them end.
    @Test func theHostedAppsFetchesFillTheWeek() {
        var options = HeadlessWeek.Options()
        options.phone.hostedApp = HostedApp(FetchingApp.self)
        options.days = 3
        let report = HeadlessWeek.run(options)
        let accelerometer = report.fetches.filter { $0.sensor == .accelerometer }
        #expect(accelerometer.count == 3, "one daily refresh a day")
        #expect(accelerometer.allSatisfy { $0.device == .iPhone && $0.errorCode == nil })
        // The first refresh's hour predates the recording; later ones hold a whole hour at 50 Hz,
        // the sample at `to` included.
        #expect(accelerometer.map(\.samples) == [0, 3600 * 50, 3600 * 50])
    }
}
