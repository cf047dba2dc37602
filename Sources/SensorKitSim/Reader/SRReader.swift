import Foundation
import Observation

/// Apple's `SRReader` (iOS 27): one reader of one typed sensor, with async calls, an observable
/// `authorizationStatus` and fetches as `AsyncSequence`s.
///
/// It runs over the same simulated SensorKit as the deprecated `SRSensorReader`: authorization,
/// the app's recording stake and the stored data are shared by both. Nothing runs behind the
/// caller's back: each call does its work when awaited, and status changes reach observers when
/// the device's queue is pumped (`SRTestSession.settle()` or `advance(by:)`).
// The availability is what `AsyncSequence`'s `Failure` and Observation need on Apple platforms
// (Linux ignores it); Apple's own reader is iOS 27.0 and later.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class SRReader<Sensor: SRDataSensor>: Sendable {
    /// The sensor this reader was made for; it fixes the `Sample` type of its responses.
    public let sensor: Sensor
    let link: ReaderLink

    /// A reader of `sensor` on the current simulated device. It throws only when the phone's
    /// iOS has no `SRReader`; a missing entitlement or permission fails the calls that need it.
    public init(sensor: Sensor) throws {
        self.sensor = sensor
        link = try ReaderLink(sensor: sensor.srSensor, daemon: SensorKitDaemon.currentDaemon())
    }

    deinit { link.close() }

    /// The sensor's authorization; observable (Observation), it follows the sheet and Settings.
    public var authorizationStatus: SRAuthorizationStatus { checkPhone("authorizationStatus"); return link.observedStatus }

    /// Adds this app's interest in recording the sensor. Throws `SRError` `noAuthorization`
    /// or `invalidEntitlement` when the app may not record it.
    public func startRecording() async throws {
        checkPhone("startRecording()")
        try link.serialized { () throws(SRError) in
            // A reader of an app process that ended acts no more (`ReaderLink.close()`).
            if !link.isClosed { try link.daemon.startRecording(link.sensor) }
        }
    }

    /// Drops this app's interest; the sensor records on while anyone else holds one.
    public func stopRecording() async throws {
        checkPhone("stopRecording()")
        try link.serialized { () throws(SRError) in
            if !link.isClosed { try link.daemon.stopRecording(link.sensor) }
        }
    }

    /// The devices that hold stored data for the sensor (the iPhone first), or none.
    public var devices: [SRDevice] {
        get async throws {
            checkPhone("devices")
            return try link.serialized { () throws(SRError) in link.isClosed ? [] : try link.daemon.devicesWithData(link.sensor) }
        }
    }

    /// The sensor's samples in the request's window, one response per result, then the end.
    public func samples(matching request: SRFetchRequest) -> some AsyncSequence<SRFetchResponse<Sensor.Sample>, any Error> {
        checkPhone("samples(matching:)")
        return FetchStream<Sensor.Sample>(link: link, request: request, readsDeletionRecords: false)
    }

    /// The sensor's deletion records in the request's window.
    public func deletionRecords(matching request: SRFetchRequest) -> some AsyncSequence<SRFetchResponse<SRDeletionRecord>, any Error> {
        checkPhone("deletionRecords(matching:)")
        return FetchStream<SRDeletionRecord>(link: link, request: request, readsDeletionRecords: true)
    }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SRReader: Observation.Observable {}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SRReader {
    private func checkPhone(_ member: String) {
        link.binding.check("SRReader.\(member)", on: "a reader of \(link.sensor)")
    }
}
