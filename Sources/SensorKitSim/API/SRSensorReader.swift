import Foundation
import SimCore

/// Apple's `SRSensorReader`: one reader, one sensor. Every call returns at once; what
/// happened arrives later through the delegate, when the device's queue is pumped.
open class SRSensorReader: NSObject {
    public let sensor: SRSensor
    open weak var delegate: SRSensorReaderDelegate?
    let daemon: SensorKitDaemon
    /// The installed phone the reader was made on (DeviceBinding's rule).
    let binding: DeviceBinding
    /// Results of the fetch in progress that reached the delegate protocol's default.
    var unreadResults = 0
    /// The app process that made the reader was killed (`endAppProcess`): nothing reaches it,
    /// and its calls do nothing.
    var processEnded = false
    /// False for the host's own readers (a scenario's fetch), whose fetches are not the app's.
    package var reportsFetches = true

    /// A reader of `sensor` on the current simulated device.
    ///
    /// On a device, a sensor the phone's SensorKit has no description for (one newer than its
    /// iOS, or a raw value SensorKit never had) ends the app here: `initWithSensor:` raises
    /// "Failed to find description for sensor". `#available` cannot tell the simulated phone's
    /// version apart on Linux, so guarded code would reach it here too: the simulator makes the
    /// reader (every call then fails as for a sensor never authorized) and logs what a device
    /// would do instead of stopping the test.
    ///
    /// Designated, as Apple's `initWithSensor:` is, so a team's subclass (a test double) inherits it.
    public init(sensor: SRSensor) {
        let daemon: SensorKitDaemon
        if let chosen = DaemonForNewObject.chosen(SensorKitDaemon.self) {
            daemon = chosen
        } else {
            daemon = SensorKitDaemon.currentDaemon()
            let parent = sensor.parentSensor, os = daemon.osVersion
            if SensorCatalog.info(for: parent) == nil || !SensorAvailability.exists(parent, on: os) {
                daemon.runtime.driving {
                    daemon.runtime.record(SensorKitEvent.readerSensorUnknown(sensor: sensor, os: os,
                                                                             introduced: SensorAvailability.minimumOS(for: parent)))
                }
            }
        }
        self.sensor = sensor
        self.daemon = daemon
        binding = DeviceBinding(daemon.runtime)
        super.init()
        daemon.runtime.driving { daemon.attach(self) }
    }

    /// A reader bound to an explicit daemon (tests and tools). A factory rather than an
    /// initializer: a `package` designated initializer would hide `init(sensor:)` from a
    /// subclass outside the package.
    package static func make(sensor: SRSensor, daemon: SensorKitDaemon) -> SRSensorReader {
        DaemonForNewObject.making(on: daemon) { SRSensorReader(sensor: sensor) }
    }

    open var authorizationStatus: SRAuthorizationStatus {
        checkPhone("authorizationStatus")
        return daemon.runtime.driving { daemon.readerStatus(of: sensor.parentSensor) }
    }

    // A reader of an app process that ended (`processEnded`) does nothing, as that process's
    // code would not run on a device: it neither hears nor acts for the relaunched app.
    open func startRecording() {
        call("startRecording()") { $0.startRecording(self) }
    }
    open func stopRecording() {
        call("stopRecording()") { $0.stopRecording(self) }
    }
    open func fetchDevices() {
        call("fetchDevices()") { $0.fetchDevices(self) }
    }
    open func fetch(_ request: SRFetchRequest) {
        call("fetch(_:)") { $0.fetch(request, for: self) }
    }

    /// One call of the reader: checked against `DeviceBinding`'s rule, done with the phone to
    /// itself (`DeviceRuntime.driving`, so readers used from concurrent tasks take turns), and
    /// nothing done for a reader whose process ended.
    private func call(_ member: String, _ body: (SensorKitDaemon) -> Void) {
        checkPhone(member)
        daemon.runtime.driving {
            if !processEnded { body(daemon) }
            daemon.settleIfAsked(after: "SRSensorReader.\(member)")
        }
    }

    private func checkPhone(_ member: String) {
        binding.check("SRSensorReader.\(member)", on: "a reader of \(sensor)")
    }

    /// Asks the person to authorize `sensors`. `completion(nil)` means the sheet was answered,
    /// not that anything was granted: read `authorizationStatus` or wait for `didChange`.
    open class func requestAuthorization(sensors: Set<SRSensor>, completion: @escaping (Error?) -> Void) {
        let daemon = SensorKitDaemon.currentDaemon()
        daemon.runtime.driving {
            daemon.requestAuthorization(sensors: sensors, completion: completion)
            daemon.settleIfAsked(after: "SRSensorReader.requestAuthorization(sensors:completion:)")
        }
    }

    /// The async form. It pumps the device's queue once, so a prompter that answers at once
    /// (a script) resumes it immediately; otherwise it resumes when the host pumps the queue
    /// after the person answers. In an `SRTestSession` that shows the sheet (`disableDialogs`
    /// false), await it from a task the test does not wait on, then `answerSheet()` and
    /// `settle()`: awaited by the test itself, no one is left to answer it and it never returns.
    open class func requestAuthorization(sensors: Set<SRSensor>) async throws {
        try await SensorKitDaemon.requestAuthorization(sensors: sensors)
    }
}
