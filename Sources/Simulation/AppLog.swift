import SensorKitSim
import SimCore

/// One line of the study app's log: a call it made or a callback it received, at its virtual time.
package struct AppLogEntry: Sendable, Equatable {
    /// Wall time (seconds since 2001) on the virtual clock.
    package let time: Double
    package let event: StudyAppEvent

    package var text: String { event.description }
    package var isError: Bool { event.isError }
}

/// The outcome of one fetch: the study app's, or a scenario's own.
package struct FetchRecord: Sendable, Equatable {
    package let sensor: SRSensor
    package let device: SRDevice.Kind
    /// The device's model as SensorKit reports it (`iPhone`, `Watch`), for display.
    package let deviceModel: String
    /// Which sensor on which kind of device.
    package var key: SensorOnDevice { SensorOnDevice(sensor, device) }
    /// The requested window `(from, to)`, as wall times.
    package let from: Double
    package let to: Double
    package let results: Int
    package let samples: Int
    /// The SensorKit error code, when the fetch failed.
    package let errorCode: Int?
    /// Wall time at which the fetch finished.
    package let finishedAt: Double
    /// Why the fetch failed or delivered nothing, as SensorKit decided it when it ended.
    package let why: FetchExplanation?

    package init(sensor: SRSensor, device: SRDevice, from: Double, to: Double, results: Int, samples: Int,
                 errorCode: Int?, finishedAt: Double, why: FetchExplanation? = nil) {
        self.sensor = sensor; self.device = device.kind; deviceModel = device.model; self.from = from; self.to = to
        self.results = results; self.samples = samples; self.errorCode = errorCode; self.finishedAt = finishedAt
        self.why = why
    }
}
