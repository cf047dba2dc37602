import SensorKitSim

/// One `SRReader` of the built-in study app, whatever its typed sensor: the app holds the
/// `SRSensor`s its Info.plist names, and SensorKit's iOS 27 API wants a typed sensor for each.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
protocol StudyAppReader: AnyObject, Sendable {
    var sensor: SRSensor { get }
    /// Observable, as `SRReader.authorizationStatus` is.
    var authorizationStatus: SRAuthorizationStatus { get }
    func startRecording() async throws
    var devices: [SRDevice] { get async throws }
    /// The fetch read whole: see `SRReader.readWhole(matching:tally:each:)`.
    func readWhole(_ request: SRFetchRequest, tally: FetchTally?,
                   each: (SRFetchResult<AnyObject>) -> Bool) throws(SRError) -> (results: Int, samples: Int)?
    /// The typed sensor, for `SRAuthorizationStatus.requestAuthorization(for:)`.
    var dataSensor: any SRDataSensor { get }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
enum StudyAppReaders {
    /// A reader of `sensor`; nil when the iOS 27 API has no typed sensor for it. Throws as
    /// `SRReader(sensor:)` does (on an iOS without `SRReader`).
    static func make(_ sensor: SRSensor) throws -> (any StudyAppReader)? {
        guard let typed = DataSensors.typed(sensor) else { return nil }
        return try open(typed, as: sensor)
    }

    private static func open<S: SRDataSensor>(_ typed: S, as sensor: SRSensor) throws -> any StudyAppReader {
        TypedStudyAppReader(reader: try SRReader(sensor: typed), sensor: sensor)
    }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private final class TypedStudyAppReader<S: SRDataSensor>: StudyAppReader {
    let reader: SRReader<S>
    let sensor: SRSensor

    init(reader: SRReader<S>, sensor: SRSensor) {
        self.reader = reader
        self.sensor = sensor
    }

    var authorizationStatus: SRAuthorizationStatus { reader.authorizationStatus }
    func startRecording() async throws { try await reader.startRecording() }
    var devices: [SRDevice] { get async throws { try await reader.devices } }
    var dataSensor: any SRDataSensor { reader.sensor }

    func readWhole(_ request: SRFetchRequest, tally: FetchTally?,
                   each: (SRFetchResult<AnyObject>) -> Bool) throws(SRError) -> (results: Int, samples: Int)? {
        try reader.readWhole(matching: request, tally: tally, each: each)
    }
}
