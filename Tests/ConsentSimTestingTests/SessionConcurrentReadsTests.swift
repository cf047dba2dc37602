import Foundation
import Testing
import ConsentSimTesting
import SensorKitSim

/// `SRReader` is `Sendable`, as Apple's is, so a team's code reads each device, or several
/// sensors, at once from a task group or `async let`; SensorKit serves them all. Each case runs
/// in a process of its own: before, such reads raced in the simulated device and crashed it.
@Suite struct SessionConcurrentReadsTests {
    static var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    /// How many samples a read of `device`'s window ending a day ago holds.
    static func count(_ reader: SRReader<SRAccelerometerSensor>, _ device: SRDevice, endingAt to: Double) async throws -> Int {
        let request = SRFetchRequest()
        request.device = device
        request.from = SRAbsoluteTime(to - 6 * 3600)
        request.to = SRAbsoluteTime(to)
        var samples = 0
        for try await response in reader.samples(matching: request) { samples += try response.sample.get().count }
        return samples
    }

    @Test func readsFromATaskGroupEachGetTheWholeWindow() async {
        await #expect(processExitsWith: .success) {
            let session = try SRTestSession(study: SessionConcurrentReadsTests.study)
            session.disableDialogs = true
            session.sampleRates.accelerometerHz = 1
            let reader = try SRReader(sensor: .accelerometer)
            try await SRAuthorizationStatus.requestAuthorization(for: [reader.sensor])
            try await reader.startRecording()
            session.advance(by: 2 * 86_400)
            let devices = try await reader.devices
            let to = SRAbsoluteTime.current().rawValue - 86_400
            var alone: [Int] = []
            for device in devices { alone.append(try await SessionConcurrentReadsTests.count(reader, device, endingAt: to)) }
            guard devices.count == 2, alone.allSatisfy({ $0 == 6 * 3600 }) else { exit(2) }
            for _ in 0..<10 {
                let together = try await withThrowingTaskGroup(of: Int.self) { group in
                    for i in 0..<8 {
                        group.addTask {
                            _ = try await reader.devices
                            return try await SessionConcurrentReadsTests.count(reader, devices[i % 2], endingAt: to)
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                guard together == Array(repeating: 6 * 3600, count: 8) else { exit(3) }
            }
            withExtendedLifetime(session) {}
        }
    }
}
