import Observation
import Synchronization
#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif

/// Counts the authorization changes Observation reports for the app's readers.
///
/// `withObservationTracking` reports one change and forgets: each report arms the next one.
public final class PermissionWatch: Sendable {
    private let changes = Mutex(0)

    public init() {}

    /// How many changes were reported so far.
    public var count: Int { changes.withLock { $0 } }

    /// Starts watching `reader`'s `authorizationStatus`.
    public func watch<Sensor: SRDataSensor>(_ reader: SRReader<Sensor>) {
        withObservationTracking { _ = reader.authorizationStatus } onChange: { [self] in
            changes.withLock { $0 += 1 }
            watch(reader)
        }
    }
}
