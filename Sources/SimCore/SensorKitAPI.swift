/// A SensorKit call that a test or a scenario can make fail, named as StoreKitTest's
/// `SKTestSession.setSimulatedError(_:forAPI:)` names its APIs. Each covers both of Apple's
/// forms: `SRSensorReader`'s delegate call and `SRReader`'s async one.
///
/// Public here rather than in SensorKitSim, whose public surface is Apple's names only.
public enum SensorKitAPI: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `SRSensorReader.requestAuthorization(sensors:completion:)`, `SRAuthorizationStatus.requestAuthorization(for:)`.
    case requestAuthorization
    /// `startRecording()`: the delegate's `startRecordingFailedWithError`, or a thrown error.
    case startRecording
    /// `stopRecording()`: the delegate's `stopRecordingFailedWithError`, or a thrown error.
    case stopRecording
    /// `fetchDevices()`: the delegate's `fetchDevicesDidFailWithError`, or `SRReader.devices` throwing.
    case fetchDevices
    /// `fetch(_:)`: the delegate's `fetching:failedWithError:`, or `samples(matching:)` throwing.
    case fetch

    public var description: String { rawValue }
}
