#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif

/// A view model as an iOS 27 SwiftUI app writes one: main-actor isolated, reading with
/// `for try await` over `samples(matching:)`. Apple's names only, in Swift 6 language mode.
@MainActor final class AmbientLightModel {
    let reader: SRReader<SRAmbientLightSensor>
    private(set) var lux: [Double] = []
    private(set) var failures = 0

    init() throws { reader = try SRReader(sensor: .ambientLight) }

    var isAuthorized: Bool { reader.authorizationStatus == .authorized }

    func askAndRecord() async throws {
        try await SRAuthorizationStatus.requestAuthorization(for: [reader.sensor])
        if isAuthorized { try await reader.startRecording() }
    }

    func load(from: SRAbsoluteTime, to: SRAbsoluteTime) async throws {
        let request = SRFetchRequest()
        request.from = from
        request.to = to
        for try await response in reader.samples(matching: request) {
            switch response.sample {
            case .success(let sample): lux.append(sample.lux.value)
            case .failure: failures += 1
            }
        }
    }
}
