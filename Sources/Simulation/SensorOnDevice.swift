import SensorKitSim

/// A sensor on one kind of device: the key of everything kept per sensor and device (the
/// study app's anchors and sparkline values, a scenario's fetches, the dashboard's rows).
package struct SensorOnDevice: Hashable, Sendable, CustomStringConvertible {
    package let sensor: SRSensor
    package let device: SRDevice.Kind

    package init(_ sensor: SRSensor, _ device: SRDevice.Kind) {
        self.sensor = sensor
        self.device = device
    }

    package var description: String { "\(sensor) on the \(device == .iPhone ? "iPhone" : "Apple Watch")" }
}
