import Foundation

/// What SensorKit handed the app's readers, per sensor and device: each result's timestamp
/// (`SRAbsoluteTime` raw value) and how often it was delivered. Kept only when a test session
/// asks (`SensorKitDaemon.deliveryRecord`), so `verify` can tell a result filed under the
/// wrong device from one read twice even where both devices record on one grid.
///
/// A timestamp per result, not the samples: a week of 50 Hz motion is some sixty thousand
/// entries per device.
package final class DeliveryRecord {
    package struct Key: Hashable {
        package let sensor: SRSensor
        package let device: SRDevice.Kind
    }

    private var counts: [Key: [Double: Int]] = [:]

    package init() {}

    func add(_ sensor: SRSensor, _ device: SRDevice.Kind, _ time: Double) {
        counts[Key(sensor: sensor.parentSensor, device: device), default: [:]][time, default: 0] += 1
    }

    /// How often each timestamp of `sensor` from `device` was delivered.
    package func delivered(_ sensor: SRSensor, _ device: SRDevice.Kind) -> [Double: Int] {
        counts[Key(sensor: sensor.parentSensor, device: device)] ?? [:]
    }
}
