import SimCore

/// Which sensors exist on an iOS version: a sensor exists from the version that introduced it
/// (the catalog's `introduced` column, from Apple's headers) onwards.
///
/// On an older phone SensorKit does not know the sensor: its prompt ignores it (logging that
/// no description could be found, as for any unknown sensor), so it gets no page.
/// `SheetDecision` is the one place that applies this; `check`, the phone and `SRTestSession`
/// all ask it.
package enum SensorAvailability {
    /// The version that introduced `sensor` (its parent, for a stream such as `.tombstones`);
    /// nil for a sensor the catalog does not list.
    package static func minimumOS(for sensor: SRSensor) -> OSVersion? { byParent[sensor.parentSensor] }

    /// Whether `sensor` exists on `os`. A sensor the catalog does not list is taken to exist.
    package static func exists(_ sensor: SRSensor, on os: OSVersion) -> Bool {
        minimumOS(for: sensor).map { os >= $0 } ?? true
    }

    /// The sensors among `sensors` that `os` lacks, in their order.
    package static func missing(_ sensors: [SRSensor], on os: OSVersion) -> [SRSensor] {
        sensors.filter { !exists($0, on: os) }
    }

    private static let byParent: [SRSensor: OSVersion] = Dictionary(uniqueKeysWithValues: SensorCatalog.all.compactMap { info in
        (try? OSVersion(parsing: info.introduced)).map { (info.sensor, $0) }
    })
}
