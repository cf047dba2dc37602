import SimCore
import SensorKitSim

/// An error a scenario makes SensorKit answer instead of its own: the next `times` calls of
/// `api` for `sensor` (any sensor when nil) fail with `code`.
public struct InjectedFault: Equatable, Sendable {
    public var api: SensorKitAPI
    public var sensor: SRSensor?
    public var code: SRError.Code
    public var times: Int

    public init(api: SensorKitAPI, sensor: SRSensor?, code: SRError.Code, times: Int = 1) {
        self.api = api
        self.sensor = sensor
        self.code = code
        self.times = times
    }
}
