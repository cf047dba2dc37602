import Foundation
import Testing
import SimCore
import SensorKitSim
@testable import Simulation

/// The study app's results are tallied by SensorKit (no result object per sample) unless an
/// observer must see each one; both ways the app must record the same thing.
@Suite struct StudyAppTallyTests {
    /// Sees every result, so SensorKit delivers each one through `didFetchResult`.
    final class EveryResult: FetchObserver {
        var results = 0
        func received(_ result: SRFetchResult<AnyObject>, sensor: SRSensor, request: SRFetchRequest) { results += 1 }
        func finished(_ record: FetchRecord, request: SRFetchRequest) {}
    }

    /// Three days of every sensor on a phone with a Watch, the participant allowing all.
    static func run(observer: FetchObserver?) -> SimulatedPhone {
        let sensors = SensorCatalog.all.filter { $0.recordsOnIPhone || $0.recordsOnWatch }.map(\.sensor)
        let profile = StudyProfile(appName: "All", bundleIdentifier: "org.example.all", purpose: "Everything.",
                                   sensors: sensors, entitled: Set(sensors))
        let phone = SimulatedPhone(profile: profile)
        phone.fetchObserver = observer
        let prompter = AutoPrompter(allow: true, declined: [])
        phone.sensorKit.prompter = prompter
        phone.motion.prompter = prompter
        phone.launch()
        phone.runtime.advance(by: 3 * 86_400)
        return phone
    }

    @Test func tallyingRecordsWhatDeliveringEveryResultDoes() {
        let tallied = StudyAppTallyTests.run(observer: nil)
        let observer = EveryResult()
        let delivered = StudyAppTallyTests.run(observer: observer)
        #expect(observer.results > 100_000, "the observed run did not go through didFetchResult")
        #expect(tallied.fetches == delivered.fetches)
        #expect(tallied.appLog == delivered.appLog)
        #expect(tallied.storage.lastValues == delivered.storage.lastValues)
        // Heart rate (1 Hz), PPG and ECG batches, 50 Hz motion: all counted and plotted.
        #expect(tallied.fetches.contains { $0.sensor == .heartRate && $0.samples > 50_000 })
        for sensor in [SRSensor.heartRate, .photoplethysmogram, .accelerometer, .ambientPressure] {
            #expect((tallied.storage.lastValues[SensorOnDevice(sensor, .appleWatch)]?.count ?? 0) > 50, "\(sensor)")
        }
    }
}
