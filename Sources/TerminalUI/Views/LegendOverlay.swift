import SimCore

/// The legend of the dashboard: what its columns, symbols and log sources mean, in a box over
/// the dashboard (or the whole screen when the phone covers it), toggled with `l`.
enum LegendOverlay {
    /// Each entry: the column names (compact and full where they differ) and what they mean.
    static let entries: [(terms: String, meaning: String)] = [
        ("Sensor, Device", "one row per sensor and per device that records it (iPhone, Apple Watch)"),
        ("Auth, Status", "what the app reads: yes (authorized), denied, — (notDetermined: never asked)"),
        ("Rec ● ○", "● SensorKit records the sensor for the app; ○ it does not"),
        ("Total, Samples", "samples stored from the last 7 days"),
        ("Held", "of those, samples newer than 24 hours: SensorKit holds them back so the participant can delete them"),
        ("Fetchable", "what the app may read: from 7 days ago up to 24 hours ago (the compact view shows the end); "
            + "— and a reason (ask, deny, off, noEnt, as below): nothing; "
            + "no Watch: none paired"),
        ("Last, Last fetch", "results of the app's last fetch; — no fetch yet; err N: SensorKit error N; for an empty fetch, why it was empty (below)"),
        ("Why empty", "the reason SensorKit gave nothing: " + EmptyFetchReason.allCases.map(\.compactText).joined(separator: ", ")
            + " (the full view and README spell them out)"),
        ("Trend", "the values the last fetch returned, oldest first"),
        ("app, sys", "log lines from the study app, and from SensorKit and CoreMotion"),
    ]

    static func draw(in area: Rect, theme: Theme, on screen: inout Screen) {
        let termWidth = entries.map { DisplayWidth.of($0.terms) }.max() ?? 0
        let width = min(area.width, 96)
        let meaningWidth = max(10, width - 4 - termWidth - 2)
        let rows = entries.map { TextWrap.lines($0.meaning, width: meaningWidth) }
        let height = min(area.height, rows.reduce(0) { $0 + $1.count } + 4)
        let box = area.centred(width: width, height: height)
        Box.draw(box, label: "Legend", style: theme.border, on: &screen)
        let x = box.x + 2
        var y = box.y + 1
        for (entry, lines) in zip(entries, rows) {
            guard y + lines.count <= box.maxY - 3 else { break }
            screen.put(entry.terms, x: x, y: y, style: theme.key)
            for line in lines {
                screen.put(line, x: x + termWidth + 2, y: y, style: theme.text, maxWidth: meaningWidth)
                y += 1
            }
        }
        screen.put("Press l or Esc to close.", x: x, y: box.maxY - 2, style: theme.secondary, maxWidth: box.width - 4)
    }
}
