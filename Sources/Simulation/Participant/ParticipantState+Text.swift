import Foundation
import SensorKitSim
import SimCore

extension ParticipantState {
    /// What the file holds, for `consent-sim state`: the app, the clock, the Apple Watch, each
    /// sensor's status and recording, and Motion & Fitness.
    public var summaryLines: [String] {
        func time(_ t: Double) -> String { ISODateTime.string(from: Date(timeIntervalSinceReferenceDate: t)) }
        func hours(_ spans: [[Double]]) -> String {
            let total = spans.reduce(0.0) { $0 + (($1.count == 2) ? $1[1] - $1[0] : 0) }
            // Under an hour in minutes: two minutes of recording is not "0.0 h".
            if total < 3600 { return total < 60 ? "\(Int(total)) s" : "\(Int(total / 60)) min" }
            return String(format: "%.1f h", total / 3600)
        }
        var lines = [
            "App: \(app.name) (\(app.bundleIdentifier)), version \(app.version ?? "(none)"), files fingerprint \(app.fingerprint)",
            "Saved in format version \(version); virtual clock \(time(clock)); seed \(seed); the app launched \(Plural.of(launches, "time"))",
            "iPhone: iOS \(ios ?? "not saved (resumes on the one given, or \(OSVersion.current))")" + (lang.map { "; language \($0)" } ?? ""),
            // The statuses below are the participant's answers; the app reads none of them while collection is off.
            "Research Sensor & Usage Data collection: "
                + (sensorKit.collectionEnabled ? "on" : "off (the app reads every sensor as denied until it is on again)"),
            watchLine(hours: hours),
            "Sensors:",
        ]
        // The app's own sensors too: one it requests that was never answered (a sheet closed
        // unanswered, or the sensor an update added) is still to be asked.
        let named = Set(app.sensors).union(sensorKit.statuses.keys).union(sensorKit.recorded.keys).union(sensorKit.stakes.keys)
        let order = SensorCatalog.all.map(\.swiftName).filter(named.contains) + named.subtracting(SensorCatalog.all.map(\.swiftName)).sorted()
        for name in order {
            var parts = [sensorKit.statuses[name] ?? "notDetermined"]
            if app.sensors.contains(name) { parts.append(app.required.contains(name) ? "requested, Required" : "requested") }
            else { parts.append("not requested by this version") }
            if let since = sensorKit.recordingSince[name] { parts.append("recording since \(time(since))") }
            if let holders = sensorKit.stakes[name], !holders.isEmpty { parts.append("kept recording by \(holders.joined(separator: ", "))") }
            if let spans = sensorKit.recorded[name] { parts.append("recorded before: \(hours(spans))") }
            if let spans = sensorKit.deleted[name] { parts.append("deleted: \(hours(spans))") }
            lines.append("  \(name): " + parts.joined(separator: "; "))
        }
        if order.isEmpty { lines.append("  (none requested, answered or recorded)") }
        lines.append("Motion & Fitness: \(motion.status); Fitness Tracking \(motion.fitnessTracking ? "on" : "off")")
        let switches = settings ?? SavedBackgroundSwitches()
        lines.append("Background App Refresh \(switches.backgroundAppRefresh ? "on" : "off"); Low Power Mode \(switches.lowPowerMode ? "on" : "off")"
                     + (switches.backgroundAppRefresh && !switches.lowPowerMode ? "" : " (iOS does not wake the app for its daily fetch)"))
        return lines
    }

    /// Whether a Watch is paired now, which the resumed phone keeps: "paired since DATE" or "none paired".
    public var watchPairing: String {
        sensorKit.watchPairedSince.map {
            "paired since \(ISODateTime.string(from: Date(timeIntervalSinceReferenceDate: $0)))" + (sensorKit.watchModel.map { " (\($0))" } ?? "")
        } ?? "none paired"
    }

    /// Whether a Watch is paired (a Watch's sensors record only while one is), and for how long
    /// one was before.
    private func watchLine(hours: ([[Double]]) -> String) -> String {
        "Apple Watch: \(watchPairing)" + (sensorKit.watchPaired.isEmpty ? "" : "; paired before: \(hours(sensorKit.watchPaired))")
    }
}
