import Foundation
import Simulation
import CoreMotionSim
import SensorKitSim
import SimCore

/// What the study app experiences: the virtual clock, the app's state, a row per sensor and
/// device (authorization, recording, samples, holding period, fetches), and the event log.
enum DashboardView {
    static func draw(_ state: Snapshot, in rect: Rect, theme: Theme, on screen: inout Screen) {
        let d = state.dashboard
        let zone = state.timeZone
        var y = rect.y

        // The clock on the right, the app's state on the left.
        var clock = ClockText.full(d.now, zone) + "  " + ClockText.speed(d.speed)
        if d.paused { clock += "  paused" }
        let clockWidth = DisplayWidth.of(clock)
        let clockX = rect.maxX - clockWidth
        screen.put(ClockText.full(d.now, zone), x: clockX, y: y, style: theme.title)
        screen.put(ClockText.speed(d.speed), x: clockX + DisplayWidth.of(ClockText.full(d.now, zone)) + 2, y: y, style: theme.text)
        if d.paused { screen.put("paused", x: rect.maxX - 6, y: y, style: theme.focused(theme.warning)) }
        // The dashboard is the simulator's own panel: English, whatever the phone's language.
        let appState = SystemText.english.name(of: AppRunState(running: d.appRunning, crashed: state.crashReason != nil, launches: d.launches))
        let launches = Plural.of(d.launches, "launch", "launches")
        let left = rect.width - clockWidth - 2
        let full = " · \(appState) · \(launches)", short = " · \(appState)"
        // A long name is cut before the app's state is: it took the whole line at 80 columns, and
        // whether the app runs or crashed was not said (a dozen columns of the name stay).
        let appName = state.profile.appName
        let nameRoom = DisplayWidth.of(appName) + DisplayWidth.of(short) <= left ? left : max(min(left, 12), left - DisplayWidth.of(short))
        let name = TextWrap.truncate(appName, width: max(0, nameRoom))
        var x = rect.x + screen.put(name, x: rect.x, y: y, style: theme.title, maxWidth: max(0, nameRoom))
        // Cut mid-word, "2 launches" read "2 launche": where the whole line does not fit, the
        // launch count goes first, then the app's state is cut with an ellipsis.
        let room = max(0, rect.x + left - x)
        let rest = DisplayWidth.of(full) <= room ? full : TextWrap.truncate(short, width: room)
        let restStyle = state.crashReason != nil && !d.appRunning ? theme.error : theme.secondary
        x += screen.put(rest, x: x, y: y, style: restStyle, maxWidth: room)
        y += 1

        if state.studyErrors > 0 {
            let n = state.studyErrors
            let text = "\(Plural.of(n, "error")) in the study's files · \(ProgramName.current) check lists \(n == 1 ? "it" : "them")"
            screen.put(TextWrap.truncate(text, width: rect.width), x: rect.x, y: y, style: theme.error)
            y += 1
        }
        if let motion = d.motionStatus {
            let text = "Motion & Fitness: \(motion.description) · Fitness Tracking \(d.fitnessTracking ? "on" : "off")"
            screen.put(TextWrap.truncate(text, width: rect.width), x: rect.x, y: y,
                       style: motion == .authorized ? theme.text : theme.warning)
            y += 1
        }
        if !state.watchPaired && state.profile.sensors.contains(where: { SensorCatalog.info(for: $0)?.recordsOnWatch == true }) {
            screen.put(TextWrap.truncate("No Apple Watch paired: its sensors record nothing", width: rect.width), x: rect.x, y: y,
                       style: theme.focused(theme.warning))
            y += 1
        }
        if let f = state.firstData {
            let when = ClockText.weekdayTime(Date(timeIntervalSinceReferenceDate: f.finishedAt), zone)
            let text = "First data: \(when), \(f.sensor) from the \(f.device), \(Plural.of(f.results, "result"))"
            screen.put(TextWrap.truncate(text, width: rect.width), x: rect.x, y: y, style: theme.switchOn)
            y += 1
        }
        y += 1

        let table = DashboardTable(width: rect.width, zone: zone, theme: theme)
        // A snapshot that did not count the rows draws none (the phone covers this frame).
        let rows = d.rows ?? []
        if !rows.isEmpty {
            table.drawHeader(x: rect.x, y: y, theme: theme, on: &screen)
            y += 1
        }
        // Keep a few lines for the log however many rows there are.
        let maxRows = max(1, rect.maxY - y - 6)
        let shown = rows.count > maxRows ? Array(rows.prefix(maxRows - 1)) : rows
        for row in shown {
            table.drawRow(row, x: rect.x, y: y, on: &screen)
            y += 1
        }
        if shown.count < rows.count {
            screen.put("… \(Plural.of(rows.count - shown.count, "more row")) (a taller window shows them)", x: rect.x, y: y, style: theme.secondary,
                       maxWidth: rect.width)
            y += 1
        }
        if d.rows?.isEmpty == true {
            screen.put("The study requests no SensorKit data.", x: rect.x, y: y, style: theme.secondary, maxWidth: rect.width)
            y += 1
        }
        y += 1
        screen.regions[.dashboard] = Rect(x: rect.x, y: rect.y, width: rect.width, height: y - rect.y)
        let log = Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y)
        LogView.draw(state, in: log, theme: theme, on: &screen)
        screen.regions[.log] = log
    }
}
