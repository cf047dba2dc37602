import SensorKitSim

/// What the phone shows, as a key: two states the participant cannot tell apart are one
/// screen. Built from the foreground, its controls (labels, kinds, whether they can be
/// pressed) and what the review page lists, never from the clock or the app's internals.
/// Having opened the privacy policy is not part of it: the link opens the browser and the
/// sheet looks as it did (the terminal's "→ opens" line stands in for the browser, not for
/// anything the sheet shows).
public struct ScreenKey: Hashable, Sendable {
    public let foreground: Foreground
    /// Each control as drawn: its label, its kind (a switch's position included) and whether it is enabled.
    let controls: [String]
    /// What the review page lists as given and denied.
    let sheetShows: [String]

    public init(_ snapshot: Snapshot) {
        foreground = snapshot.foreground
        controls = snapshot.controls.map { "\($0.label)|\($0.kind)|\($0.enabled)" }
        var shows: [String] = []
        if let sheet = snapshot.sheet, case .review = sheet.page {
            shows = sheet.sensors.map { "\($0.rawValue)=\(sheet.answers[$0].map(String.init) ?? "-")" }
        }
        sheetShows = shows
    }
}
