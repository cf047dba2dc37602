import Foundation
import SimCore

/// Devices: the iPhone and Watch SensorKit reports, pairing the Apple Watch, and the device
/// list a reader fetches.
extension SensorKitDaemon {
    /// The `SRDevice` SensorKit reports for the phone's own data: its `systemVersion` is the
    /// iOS the phone runs now (an update in place changes it).
    package var iPhoneDevice: SRDevice { currentDevices.iPhone }

    /// The `SRDevice` SensorKit reports for data from the paired Apple Watch, running the
    /// watchOS released with the phone's iOS (`SRDevice.watchOSVersion(pairedWith:)`).
    package var watchDevice: SRDevice { currentDevices.watch }

    /// The devices for the iOS the phone runs, built again only when it changed, so a device
    /// is one object between updates.
    private var currentDevices: (iPhone: SRDevice, watch: SRDevice) {
        if let d = devices, d.os == osVersion { return (d.iPhone, d.watch) }
        let d = (os: osVersion, iPhone: SRDevice.defaultPhone(osVersion),
                 watch: SRDevice.defaultWatch(pairedWith: osVersion, productType: watchModel))
        devices = d
        return (d.iPhone, d.watch)
    }

    package var isWatchPaired: Bool { watchPairedSince != nil }

    package func setWatchPaired(_ paired: Bool) {
        if paired, watchPairedSince == nil {
            watchPairedSince = now
        } else if !paired, let since = watchPairedSince {
            watchPaired.insert(since, now)
            watchPairedSince = nil
        } else { return }
        runtime.record(SensorKitEvent.watchPairingChanged(paired: paired))
    }

    /// Times when a Watch was paired, up to now.
    var watchPairedIntervals: IntervalSet {
        var paired = watchPaired
        if let since = watchPairedSince { paired.insert(since, now) }
        return paired
    }

    /// `fetchDevices`: the devices that hold stored data for the reader's sensor.
    func fetchDevices(_ reader: SRSensorReader) {
        do {
            let devices = try devicesWithData(reader.sensor)
            deliver(reader) { $0.sensorReader($1, didFetch: devices) }
        } catch {
            deliver(reader) { $0.sensorReader($1, fetchDevicesDidFailWithError: error) }
        }
    }

    /// The devices that hold stored data for `sensor`, the iPhone first; empty when none does.
    /// Both APIs ask here (`fetchDevices`, `SRReader.devices`).
    func devicesWithData(_ sensor: SRSensor) throws(SRError) -> [SRDevice] {
        let sensor = sensor.parentSensor
        if let error = takeInjectedError(.fetchDevices, sensor) ?? absenceRefusal("fetchDevices") { throw error }
        if !app.isEntitled(sensor) { throw SRError(.invalidEntitlement) }
        if status(of: sensor) != .authorized { throw SRError(.noAuthorization) }
        if isLocked { throw SRError(.dataInaccessible) }
        var devices: [SRDevice] = []
        if !storedIntervals(sensor, device: .iPhone).isEmpty { devices.append(iPhoneDevice) }
        if !storedIntervals(sensor, device: .appleWatch).isEmpty { devices.append(watchDevice) }
        return devices
    }
}
