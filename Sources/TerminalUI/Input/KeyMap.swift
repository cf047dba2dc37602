import Simulation

/// Turns keys into commands for what is on screen now.
public enum KeyMap {
    /// Lines PageUp and PageDown scroll the log by where the screen does not say how many lines
    /// it shows (see `LogPaging`).
    public static let logPage = 5

    /// The command for `key` in `state`, drawn as `screen`; nil when the
    /// key does nothing there (so the event loop can skip a redraw). Clicks press the control
    /// under the pointer, found through the hotspots `screen` was drawn with.
    public static func command(for key: Key, in state: Snapshot, screen: Screen) -> Command? {
        if case .char("q") = key { return .quit }
        // Below the minimum size nothing is visible, so nothing but quitting should act.
        if screen.width < Layout.minimumWidth || screen.height < Layout.minimumHeight { return nil }
        if case .mouse(let x, let y) = key {
            // A click anywhere closes the help, which covers the controls.
            if state.showsHelp { return .action(.toggleHelp) }
            guard let id = screen.control(atX: x, y: y),
                  let control = state.controls.first(where: { $0.id == id }), control.enabled else { return nil }
            return .action(.press(id))
        }
        if !state.showsHelp, let scroll = scrollCommand(for: key, in: state, area: screen.scrollArea) { return scroll }
        // The log pages by what the dashboard shows of it, when it is drawn.
        if let paging = screen.logPaging, let command = command(for: key, in: state), case .action(.scrollLog(let n)) = command,
           key == .pageUp || key == .pageDown {
            let lines = n > 0 ? paging.up : paging.down
            return lines > 0 ? .action(.scrollLog(n > 0 ? lines : -lines)) : nil
        }
        return command(for: key, in: state)
    }

    /// Lines one notch of the mouse wheel scrolls.
    public static let wheelLines = 3

    /// Scrolling the phone's page, when `key` scrolls it: ↑ and ↓ while a page of text can
    /// still move that way (at its end they move the focus again), PgUp and PgDn while it can
    /// (else they scroll the log), the wheel over it. The wheel elsewhere scrolls the log.
    private static func scrollCommand(for key: Key, in state: Snapshot, area: ScrollArea?) -> Command? {
        func to(_ move: ScrollArea.Move) -> Command? {
            guard let area, area.target(move) != area.offset else { return nil }
            return .action(.scrollPage(to: area.target(move)))
        }
        let arrows = area?.arrowsScroll == true
        switch key {
        case .down: return arrows ? to(.lineDown) : nil
        case .up: return arrows ? to(.lineUp) : nil
        case .pageDown: return to(.pageDown)
        case .pageUp: return to(.pageUp)
        case .wheel(let x, let y, let down):
            // The phone's border, where the indicator is, counts as the page.
            if let area, area.rect.inset(-1, 0).contains(x, y) { return to(.lines(down ? wheelLines : -wheelLines)) }
            return command(for: down ? .pageDown : .pageUp, in: state).map { _ in .action(.scrollLog(down ? -wheelLines : wheelLines)) }
        default: return nil
        }
    }

    /// The command for a key that needs no screen (anything but a click); the status line
    /// asks it which keys to offer.
    static func command(for key: Key, in state: Snapshot) -> Command? {
        // The help covers the controls: moving the focus or pressing one would act unseen.
        let controls = state.showsHelp ? [] : state.controls
        switch key {
        case .up, .left, .backTab:
            return controls.count > 1 ? .action(.focusPrevious) : nil
        case .down, .right, .tab:
            return controls.count > 1 ? .action(.focusNext) : nil
        case .enter, .space:
            guard controls.indices.contains(state.focus), controls[state.focus].enabled else { return nil }
            return .action(.activateFocused)
        case .escape:
            return canEscape(state) ? .action(.escape) : nil
        case .mouse, .wheel, .resize:
            return nil
        case .pageUp:
            return state.logScroll < max(0, state.log.count - 1) ? .action(.scrollLog(logPage)) : nil
        case .pageDown:
            return state.logScroll > 0 ? .action(.scrollLog(-logPage)) : nil
        case .char("q"):
            return .quit
        case .char(let c):
            return command(for: c, state)
        }
    }

    private static func command(for c: Character, _ state: Snapshot) -> Command? {
        switch c {
        case "?": return .action(.toggleHelp)
        case "s": return state.isSystemPromptUp ? nil : .action(.openSettings)
        case "f": return state.appRunning ? .action(.fetchNow) : nil
        case "l": return .action(.toggleLegend)
        case "d": return state.appRunning && state.firstData == nil ? .action(.jumpToFirstData) : nil
        case "p": return .action(.togglePause)
        case "+", "=": return state.speedIndex < ConsentSimulation.speeds.count - 1 ? .action(.faster) : nil
        case "-": return state.speedIndex > 0 ? .action(.slower) : nil
        case "]": return .action(.advance(3600))
        case "}": return .action(.advance(86_400))
        case "r": return .action(state.foreground == .crashed ? .press(.crashRelaunch) : .launch)
        case "R": return .action(.reset)
        case "c": return .screenshot
        default: return nil
        }
    }

    /// Whether Esc changes anything: it closes the help, steps back in the sheet or Settings,
    /// or answers the Required alert; the Motion alert and the home screen ignore it.
    private static func canEscape(_ state: Snapshot) -> Bool {
        if state.showsHelp || state.showsLegend { return true }
        switch state.foreground {
        case .sheet, .requiredAlert, .settings: return true
        case .home, .motionAlert, .crashed: return false
        }
    }
}
