import SimCore
import SensorKitSim

/// Which SensorKit API the built-in study app is written on.
public enum StudyAppAPI: String, Sendable, CaseIterable {
    /// iOS 27's `SRReader`: async calls, an observable `authorizationStatus`, fetches as streams.
    case reader
    /// The deprecated `SRSensorReader` and its delegate (iOS 13 to 27).
    case delegate

    /// The iOS that brought `SRReader`.
    public static var readerIntroduced: OSVersion { ReaderLink.introduced }

    /// The API an app built for `os` uses when nothing is asked: `SRReader` where it exists.
    public static func `default`(on os: OSVersion) -> StudyAppAPI { os < readerIntroduced ? .delegate : .reader }

    /// The API the app runs on `os` when `requested` (nil: the default). A reader app on an older
    /// iOS falls back to the delegate API, as an app does in its `if #available(iOS 27, *)` else
    /// branch; `fellBack` says so, for the app's log.
    public static func resolve(_ requested: StudyAppAPI?, on os: OSVersion) -> (api: StudyAppAPI, fellBack: Bool) {
        guard let requested else { return (Self.default(on: os), false) }
        if requested == .reader && os < readerIntroduced { return (.delegate, true) }
        return (requested, false)
    }
}
