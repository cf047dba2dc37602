import SimCore
import SensorKitSim

/// The study app's Background App Refresh switch and Low Power Mode, and the daily wakes iOS
/// does not give while either keeps the app from running in the background (mindLAMP #308).
extension SimulatedPhone {
    /// The switches, as the phone's runtime holds them for every daily wake-up to ask.
    package var backgroundRefresh: BackgroundRefresh {
        if let b = runtime.service(BackgroundRefresh.self) { return b }
        let b = BackgroundRefresh(appName: profile.appName)
        b.onSkipped = { [weak self] time, why in self?.noteSkippedWake(at: time, reason: why) }
        runtime.register(b)
        return b
    }

    /// Flips one switch; the journal says so when it changed, and a switch already where it was
    /// asked to go is refused (a scenario's `settings:` step fails on it, as on any Settings
    /// change that changes nothing).
    func setBackgroundSwitch(_ which: BackgroundSwitch, on: Bool) {
        let b = backgroundRefresh
        b.appName = profile.appName
        let already = switch which {
        case .appRefresh: b.appRefreshEnabled == on
        case .lowPowerMode: b.lowPowerMode == on
        }
        guard !already else {
            note(.participant(.refused("\(which.name) is already \(on ? "on" : "off"): the step changes nothing")))
            return
        }
        switch which {
        case .appRefresh: b.appRefreshEnabled = on
        case .lowPowerMode: b.lowPowerMode = on
        }
        note(.system(SystemEvent(time: runtime.clock.now, detail: SystemNote(.settings, which.changed(on: on, app: profile.appName)))))
    }

    /// A daily wake iOS refused: the journal says why and, for each sensor and device the app
    /// would have fetched, the window it would have read and why it stays unread.
    func noteSkippedWake(at time: Double, reason: String) {
        var windows: [FetchRecord] = []
        for sensor in profile.sensors where sensorKit.status(of: sensor) == .authorized {
            for device in [sensorKit.iPhoneDevice, sensorKit.watchDevice]
            where !sensorKit.storedIntervals(sensor, device: device.kind).isEmpty {
                guard let (from, to) = nextAppWindow(sensor, device.kind) else { continue }
                let why = sensorKit.explainFetch(sensor, device.kind, from: from, to: to, lastFetchRan: false, noFetchDetail: reason)
                windows.append(FetchRecord(sensor: sensor, device: device, from: from, to: to, results: 0, samples: 0,
                                           errorCode: nil, finishedAt: time, why: why))
            }
        }
        for window in windows { unreadWindows[window.key] = window }
        note(.system(SystemEvent(time: time, detail: SkippedBackgroundFetch(reason: reason, windows: windows))))
    }

    /// The study app's latest fetch of `key` (its daily fetch, or one the participant asked
    /// for), or the window a refused wake left unread if that came later; nil before either.
    /// What `expectFetch` reads when no `fetch:` step ran later, and the dashboard's Last cell.
    package func lastAppFetch(of key: SensorOnDevice) -> FetchRecord? {
        unreadWindows[key] ?? fetches.last { $0.key == key }
    }
}

/// One of the switches that decide whether iOS runs the app in the background.
public enum BackgroundSwitch: String, Sendable, CaseIterable {
    /// Settings › General › Background App Refresh › the app.
    case appRefresh
    /// Settings › Battery › Low Power Mode.
    case lowPowerMode

    /// The switch as Settings names it (in English, as the log is written).
    var name: String {
        switch self {
        case .appRefresh: SystemText.english.backgroundAppRefresh
        case .lowPowerMode: SystemText.english.lowPowerMode
        }
    }

    func changed(on: Bool, app: String) -> String {
        switch self {
        case .appRefresh: "\(name) turned \(on ? "on" : "off") for \(app)"
        case .lowPowerMode: on ? "\(name) turned on: \(Self.appRefresh.name) is off while it lasts" : "\(name) turned off"
        }
    }
}

/// A daily background fetch iOS did not wake the app for, and the windows it left unread
/// (each a fetch record with no results whose reason is `noFetchRan`).
struct SkippedBackgroundFetch: SystemEventDetail, Equatable {
    let reason: String
    let windows: [FetchRecord]

    var kind: SystemEvent.Kind { .note }

    var description: String {
        "iOS did not wake the study app for its daily fetch: \(reason); "
            + (windows.isEmpty ? "nothing was due" : "\(Plural.of(windows.count, "window")) left unfetched until the app runs in the foreground or the switch is back")
    }
}
