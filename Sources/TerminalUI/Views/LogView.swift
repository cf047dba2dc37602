import Foundation
import Simulation

/// The event log under the dashboard's table: newest line at the bottom, scrolled back by
/// `logScroll` lines, long lines wrapped under their text, errors highlighted.
enum LogView {
    static func draw(_ state: Snapshot, in rect: Rect, theme: Theme, on screen: inout Screen) {
        guard rect.height > 1, rect.width > 20 else { return }
        let log = state.log
        let scroll = min(state.logScroll, max(0, log.count - 1))
        var title = "Log"
        if scroll > 0 { title += " · \(Plural.of(scroll, "line")) back · PgDn for newer" }
        screen.put(TextWrap.truncate(title, width: rect.width), x: rect.x, y: rect.y, style: theme.title)
        let rule = DisplayWidth.of(title) + 1
        if rule < rect.width { screen.put(repeating: "─", count: rect.width - rule, x: rect.x + rule, y: rect.y, style: theme.border) }

        let zone = state.timeZone
        let area = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
        let stampWidth = ClockText.stampWidth
        let textX = stampWidth + 1 + 3 + 1
        let textWidth = area.width - textX
        // Fill from the bottom up with the newest visible lines: each row's words, and its
        // line's stamp, source and look worked out once per line.
        var rows: [(stamp: String, source: String, text: String, app: Bool, error: Bool)] = []
        rows.reserveCapacity(area.height)
        var full = false
        var linesShown = 0
        for line in log.dropLast(scroll).reversed() {
            let wrapped = TextWrap.lines(line.text, width: textWidth)
            // An entry that no longer fits whole is left out rather than shown without its time.
            if !rows.isEmpty && rows.count + wrapped.count > area.height { full = true; break }
            let stamp = ClockText.stamp(Date(timeIntervalSinceReferenceDate: line.time), zone)
            let app = line.source == .app, error = line.isError
            for (i, text) in wrapped.enumerated().reversed() {
                rows.append((i == 0 ? stamp : "", i == 0 ? (app ? "app" : "sys") : "", text, app, error))
            }
            linesShown += 1
            if rows.count >= area.height { full = true; break }
        }
        screen.logPaging = paging(log, scroll: scroll, linesShown: linesShown, height: area.height, textWidth: textWidth)
        // A short log starts at the top; a long one keeps its newest line on the bottom row.
        let shown = rows.prefix(area.height)
        let bottom = full ? area.maxY - 1 : area.y + shown.count - 1
        for (i, row) in shown.enumerated() {
            let y = bottom - i
            screen.put(row.stamp, x: area.x, y: y, style: theme.secondary)
            screen.put(row.source, x: area.x + stampWidth + 1, y: y, style: row.app ? theme.text : theme.secondary)
            screen.put(row.text, x: area.x + textX, y: y, style: row.error ? theme.error : theme.text, maxWidth: textWidth)
        }
    }

    /// Pages that overlap by one line: back until the top line is on the bottom row, forward
    /// until the bottom line is on the top row (counting the rows the newer lines wrap to).
    private static func paging(_ log: [LogLine], scroll: Int, linesShown: Int, height: Int, textWidth: Int) -> LogPaging {
        let up = min(max(1, linesShown - 1), max(0, log.count - 1 - scroll))
        var down = 0, rows = 0
        if scroll > 0 {
            // The bottom line now, then each newer one while they fit.
            var index = log.count - 1 - scroll
            rows = TextWrap.lines(log[index].text, width: textWidth).count
            while index + 1 < log.count {
                let next = TextWrap.lines(log[index + 1].text, width: textWidth).count
                if rows + next > height { break }
                rows += next
                index += 1
            }
            down = max(1, index - (log.count - 1 - scroll))
        }
        return LogPaging(up: up, down: down)
    }
}
