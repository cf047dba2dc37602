/// Settings › General › Background App Refresh (the study app's own switch) and Settings ›
/// Battery › Low Power Mode: whether iOS wakes the app for its background fetch.
///
/// Registered on the device's runtime, where every daily wake-up asks it, so the built-in
/// study apps, a hosted app and `SRTestSession`'s background refresh share one decider.
/// Foreground work (the app open on screen, a fetch the participant starts) is not affected.
public final class BackgroundRefresh {
    /// The app's Background App Refresh switch. On by default, as for a newly installed app.
    public var appRefreshEnabled = true
    /// Low Power Mode: while on, iOS turns Background App Refresh off for every app.
    public var lowPowerMode = false
    /// The last wake iOS refused and why, until a wake runs again: what makes an empty fetch
    /// `noFetchRan`.
    public private(set) var lastSkipped: (time: Double, reason: String)?
    /// The app's name as the phone shows it, for the reason's words.
    public var appName: String
    /// Hears each wake iOS refused, at its time, with the reason (the phone journals it).
    public var onSkipped: ((Double, String) -> Void)?

    public init(appName: String) { self.appName = appName }

    /// Why iOS does not wake the app in the background now; nil when it does.
    public var blockingReason: String? {
        if lowPowerMode { return "Low Power Mode is on, which turns off Background App Refresh" }
        if !appRefreshEnabled { return "Background App Refresh is off for \(appName)" }
        return nil
    }

    /// Decides a wake due at `time`: true when it runs; a refused one is remembered as the
    /// last skipped wake and told to `onSkipped`.
    public func admitWake(at time: Double) -> Bool {
        guard let why = blockingReason else {
            lastSkipped = nil
            return true
        }
        lastSkipped = (time, why)
        onSkipped?(time, why)
        return false
    }
}
