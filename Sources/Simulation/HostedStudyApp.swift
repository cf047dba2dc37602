/// A study team's own app code, run by the simulator in place of its built-in study app: the
/// sheet, the dashboard, `week` and `play` then show what the team's readers do.
///
/// The app is written against Apple's API (`SRSensorReader`, `SRSensorReaderDelegate`,
/// `CMMotionActivityManager`) and runs on the simulated phone: one instance per process, made
/// at each launch and dropped when iOS ends the process, as on a phone.
public protocol HostedStudyApp: AnyObject {
    /// A fresh process of the app. Lines given to `log` appear in the simulator's app log.
    init(log: @escaping (String) -> Void)
    /// `application(_:didFinishLaunchingWithOptions:)`: make readers, ask for authorization,
    /// start recording.
    func applicationDidFinishLaunching()
    /// Fetch what is new: called for the dashboard's `f` key and for the daily background
    /// refresh at `StudyAppBehavior.dailyFetchAt` (`f` is refused for a study whose Info.plist
    /// requests no SensorKit data: it has nothing to fetch).
    func fetchNow()
}

/// The team's app type, carried in `SimulatedPhone.Options`.
public struct HostedApp: @unchecked Sendable {
    // A metatype is immutable; the wrapper only tells the compiler so.
    let type: any HostedStudyApp.Type

    public init(_ type: any HostedStudyApp.Type) { self.type = type }

    /// The Swift name of the app's type, for the dashboard's header.
    public var name: String { String(describing: type) }
}
