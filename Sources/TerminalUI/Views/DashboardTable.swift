import Foundation
import Simulation
import SensorKitSim

/// The dashboard's table: one row per sensor and device, with columns chosen to fit.
///
/// Two column sets: the full one spells everything out (status names as Apple's API has
/// them, the whole fetchable window); the compact one, for 80-column terminals and the
/// side-by-side layout, shortens words and shows only the window's end (a weekday and time).
struct DashboardTable {
    struct Column {
        let header: String
        /// Fixed width; nil for the column that takes the space left.
        let width: Int?
        var minWidth = 0
        var maxWidth = Int.max
        var rightAligned = false
        let cell: (Dashboard.Row, Int) -> (String, Style)
    }

    /// From this width on, the full column set.
    static let fullWidth = 118

    let columns: [Column]
    let widths: [Int]
    let separator: Int

    init(width: Int, zone: TimeZone, theme: Theme) {
        let full = width >= Self.fullWidth
        columns = full ? Self.fullColumns(zone, theme) : Self.compactColumns(zone, theme)
        separator = full ? 2 : 1
        // Flexible columns, left to right, take what they can up to their maximum while
        // leaving the later ones their minimum.
        var left = width - columns.compactMap(\.width).reduce(0, +) - separator * (columns.count - 1)
        var reserved = columns.filter { $0.width == nil }.reduce(0) { $0 + $1.minWidth }
        widths = columns.map { column in
            if let w = column.width { return w }
            reserved -= column.minWidth
            let w = max(column.minWidth, min(column.maxWidth, left - reserved))
            left -= w
            return w
        }
    }

    var totalWidth: Int { widths.reduce(0, +) + separator * (widths.count - 1) }

    func drawHeader(x: Int, y: Int, theme: Theme, on screen: inout Screen) {
        var cx = x
        for (column, w) in zip(columns, widths) {
            let text = column.rightAligned ? TextWrap.rightAligned(column.header, to: w) : TextWrap.truncate(column.header, width: w)
            screen.put(text, x: cx, y: y, style: theme.title, maxWidth: w)
            cx += w + separator
        }
    }

    func drawRow(_ row: Dashboard.Row, x: Int, y: Int, on screen: inout Screen) {
        var cx = x
        for (column, w) in zip(columns, widths) {
            let (text, style) = column.cell(row, w)
            let fitted = column.rightAligned ? TextWrap.rightAligned(text, to: w) : TextWrap.truncate(text, width: w)
            screen.put(fitted, x: cx, y: y, style: style, maxWidth: w)
            cx += w + separator
        }
    }

    // MARK: Cells

    private static func statusStyle(_ s: SRAuthorizationStatus, _ theme: Theme) -> Style {
        switch s {
        case .authorized: theme.switchOn
        case .denied: theme.destructive
        case .notDetermined: theme.secondary
        }
    }

    private static func recording(_ row: Dashboard.Row, _ theme: Theme) -> (String, Style) {
        row.recording ? ("●", theme.switchOn) : ("○", theme.secondary)
    }

    private static func lastFetch(_ row: Dashboard.Row, _ theme: Theme, long: Bool) -> (String, Style) {
        guard let f = row.lastFetch else { return ("—", theme.secondary) }
        if let code = f.errorCode { return (long ? "error \(code)" : "err \(code)", theme.error) }
        // A bare 0 reads as broken ("switched off, or no data yet?"): say why SensorKit gave
        // nothing, as it decided when the fetch ended.
        if f.results == 0, let why = f.why { return (long ? why.reason.shortText : why.reason.compactText, theme.warning) }
        if f.results == 0 && row.held > 0 { return (long ? "0 · held" : "held", theme.warning) }
        return (CountText.compact(f.results), theme.text)
    }

    /// Whether the row's fetchable window says instead that no Watch is paired: a Watch-only
    /// sensor's row with nothing stored. What an unpaired Watch recorded while it was paired
    /// stays fetchable for the look-back (FIDELITY.md), so such a row shows its counts and window.
    private static func noWatch(_ row: Dashboard.Row) -> Bool { !row.devicePaired && row.samples == 0 }

    private static func device(_ kind: SRDevice.Kind, long: Bool) -> String {
        switch kind {
        case .iPhone: "iPhone"
        case .appleWatch: long ? "Apple Watch" : "Watch"
        }
    }

    private static func date(_ t: Double, _ zone: TimeZone) -> String {
        ClockText.short(Date(timeIntervalSinceReferenceDate: t), zone)
    }

    private static func fullColumns(_ zone: TimeZone, _ theme: Theme) -> [Column] {
        [
            Column(header: "Sensor", width: nil, minWidth: 14, maxWidth: 24) { r, _ in (r.name, theme.text) },
            Column(header: "Device", width: 11) { r, _ in (device(r.device, long: true), theme.text) },
            Column(header: "Status", width: 13) { r, _ in (r.status.description, statusStyle(r.status, theme)) },
            Column(header: "Rec", width: 3) { r, _ in recording(r, theme) },
            Column(header: "Samples", width: 7, rightAligned: true) { r, _ in (CountText.compact(r.samples), theme.text) },
            Column(header: "Held", width: 6, rightAligned: true) { r, _ in (CountText.compact(r.held), theme.text) },
            Column(header: "Fetchable window", width: 27) { r, _ in
                if let later = r.introducedLater { return ("none: needs iOS \(later)+", theme.secondary) }
                if noWatch(r) { return ("no Apple Watch paired", theme.secondary) }
                if let why = r.nothingFetchable { return ("none: \(why.shortText)", theme.secondary) }
                return ("\(date(r.fetchableLower, zone)) – \(date(r.fetchableUpper, zone))", theme.text)
            },
            Column(header: "Last fetch", width: 10, rightAligned: true) { r, _ in lastFetch(r, theme, long: true) },
            Column(header: "Trend", width: nil, minWidth: 8, maxWidth: 60) { r, w in (Sparkline.render(r.values, width: w), theme.button) },
        ]
    }

    private static func compactColumns(_ zone: TimeZone, _ theme: Theme) -> [Column] {
        [
            Column(header: "Sensor", width: nil, minWidth: 12, maxWidth: 22) { r, _ in (r.name, theme.text) },
            Column(header: "Device", width: 6) { r, _ in (device(r.device, long: false), theme.text) },
            Column(header: "Auth", width: 6) { r, _ in
                let word = switch r.status { case .authorized: "yes"; case .denied: "denied"; case .notDetermined: "—" }
                return (word, statusStyle(r.status, theme))
            },
            Column(header: "Rec", width: 3) { r, _ in recording(r, theme) },
            Column(header: "Total", width: 5, rightAligned: true) { r, _ in (CountText.compact(r.samples), theme.text) },
            Column(header: "Held", width: 5, rightAligned: true) { r, _ in (CountText.compact(r.held), theme.text) },
            // The window's end only; it lies within the last week, so the weekday is enough.
            Column(header: "Fetchable", width: 9) { r, _ in
                if let later = r.introducedLater { return ("iOS \(later)+", theme.secondary) }
                if noWatch(r) { return ("no Watch", theme.secondary) }
                if let why = r.nothingFetchable { return ("— \(why.compactText)", theme.secondary) }
                return (ClockText.weekdayTime(Date(timeIntervalSinceReferenceDate: r.fetchableUpper), zone), theme.text)
            },
            Column(header: "Last", width: 5, rightAligned: true) { r, _ in lastFetch(r, theme, long: false) },
            Column(header: "Trend", width: nil, minWidth: 6, maxWidth: 40) { r, w in (Sparkline.render(r.values, width: w), theme.button) },
        ]
    }
}
