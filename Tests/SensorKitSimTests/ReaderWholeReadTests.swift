import Foundation
import Testing
import SimCore
@testable import SensorKitSim

/// The built-in study app's package-only read of an `SRReader` fetch: the counts the stream
/// gives, its refusals, and a typed sensor for every sensor in the catalog.
@Suite struct ReaderWholeReadTests {
    final class Counts: FetchTally {
        var results = 0, samples = 0
        func add(timestamp: SRAbsoluteTime, sampleCount: Int, leadingSample: () -> Any) {
            results += 1
            samples += sampleCount
        }
    }

    @Test func everyCatalogSensorHasItsTypedSensor() {
        for info in SensorCatalog.all {
            #expect(DataSensors.typed(info.sensor)?.srSensor == info.sensor, "\(info.sensor)")
        }
        #expect(Set(DataSensors.all.map(\.srSensor)).count == DataSensors.all.count)
    }

    @Test func aWholeReadCountsWhatTheStreamYields() async throws {
        var config = SensorKitConfig()
        config.rates.accelerometerHz = 5
        let phone = Phone(config: config)
        phone.daemon.setStatus(.authorized, for: .accelerometer)
        phone.daemon.addStake(phone.daemon.app.bundleIdentifier, to: .accelerometer)
        phone.runtime.advance(by: 2 * day)
        let request = phone.request(from: -2 * day, to: -1 * day)
        let reader = try phone.runtime.perform { try SRReader(sensor: .accelerometer) }
        var results = 0, samples = 0
        for try await response in reader.samples(matching: request) {
            results += 1
            samples += try response.sample.get().count
        }
        let tally = Counts()
        let read = try reader.readWhole(matching: request, tally: tally) { _ in true }
        #expect(results > 0)
        #expect(read?.results == results && read?.samples == samples)
        #expect(tally.results == results && tally.samples == samples)
        var handed = 0
        let each = try reader.readWhole(matching: request, tally: nil) { handed += $0.sampleCount; return true }
        #expect(each?.samples == samples && handed == samples)

        phone.daemon.setStatus(.denied, for: .accelerometer)
        #expect(throws: SRError(.noAuthorization)) { try reader.readWhole(matching: request, tally: tally) { _ in true } }
    }
}
