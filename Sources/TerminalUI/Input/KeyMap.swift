import Simulation

/// Turns keys into commands for what is on screen now.
public enum KeyMap {
    /// Lines PageUp and PageDown scroll the log by where the screen does not say how many lines
    /// it shows (see `LogPaging`).
    public static let logPage = KeyBinding.logPage

    /// The command for `key` in `state`, drawn as `screen`; nil when the
    /// key does nothing there (so the event loop can skip a redraw). Clicks press the control
    /// under the pointer, found through the hotspots `screen` was drawn with.
    public static func command(for key: Key, in state: Snapshot, screen: Screen) -> Command? {
        if case .char("q") = key { return .quit }
        // Below the minimum size nothing is visible, so nothing but quitting should act.
        if screen.width < Layout.minimumWidth || screen.height < Layout.minimumHeight { return nil }
        let covered = phoneCovered(state, on: screen)
        if case .mouse(let x, let y) = key {
            // A click anywhere closes the help, which covers the controls; a click on the
            // legend drawn over the phone closes it.
            if state.showsHelp { return .action(.toggleHelp) }
            if covered { return .action(.toggleLegend) }
            guard let id = screen.control(atX: x, y: y), state.accepts(.press(id)) else { return nil }
            return .action(.press(id))
        }
        // Under an overlay the phone's focus and page stay as they are: a key would act unseen.
        if covered && actsOnFocus(key) { return nil }
        if !state.showsHelp, !covered, let scroll = scrollCommand(for: key, in: state, area: screen.scrollArea) { return scroll }
        // The log pages by what the dashboard shows of it, when it is drawn.
        if let paging = screen.logPaging, let command = command(for: key, in: state), case .action(.scrollLog(let n)) = command,
           key == .pageUp || key == .pageDown {
            let lines = n > 0 ? paging.up : paging.down
            return lines > 0 ? .action(.scrollLog(n > 0 ? lines : -lines)) : nil
        }
        // An arrow moves the focus by where the controls are drawn; where the focused control is
        // not drawn, the key table's Tab order answers instead.
        if [Key.up, .down, .left, .right].contains(key), !state.showsHelp, let focused = state.focusedControl,
           screen.hotspots.contains(where: { $0.control == focused }) {
            return arrowFocus(from: focused, key, state, screen)
        }
        return command(for: key, in: state)
    }

    /// Why `key` does nothing in `state`, for a key the help lists whose refusal the phone does
    /// not show (`d` with no fetch that could return data, `f` with the app not running, `s` over
    /// the sheet, `+` at the top speed), as the bottom line says it (`"d: …"`), and for a key the
    /// key table does not answer (`x`, F5: not a key of the demo), and for a key the open help
    /// holds back (`"R: the help is open …"`); nil for any other key, or when it does something.
    public static func refusal(for key: Key, in state: Snapshot, screen: Screen) -> String? {
        guard screen.width >= Layout.minimumWidth, screen.height >= Layout.minimumHeight else { return nil }
        // A key no entry of the key table answers did nothing without a word; it says so.
        // Under the help a character does nothing but close it or quit, whatever it would do
        // elsewhere (autoplay's a included).
        if state.showsHelp, case .char(let c) = key, KeyBinding.binding(for: key)?.command(key, state).map(actsUnderHelp) != true {
            return refusal(c, "the help is open (? or Esc closes it)")
        }
        if let name = unlistedName(key) { return "\(name): not a key of the demo (? lists the keys)" }
        guard case .char(let c) = key, let binding = KeyBinding.binding(for: key),
              case .action(let action)? = binding.command(key, state), let reason = state.refusal(of: action) else { return nil }
        return refusal(c, reason)
    }

    /// How the bottom line says why the key `c` does nothing: `"u: nothing to install …"`.
    public static func refusal(_ c: Character, _ reason: String) -> String { "\(c): \(reason)" }

    /// The name of a key the key table does not answer (`x`, `F5`), or nil for one it does
    /// and for what the screen answers (clicks, the wheel, a resize).
    private static func unlistedName(_ key: Key) -> String? {
        switch key {
        case .unlisted(let name): return name
        case .char(let c): return KeyBinding.binding(for: key) == nil ? String(c) : nil
        default: return nil
        }
    }

    /// Whether an overlay hides the phone on `screen`: the help, or the legend where the window
    /// has no room for it beside the phone (`AppView` then leaves the phone no region).
    static func phoneCovered(_ state: Snapshot, on screen: Screen) -> Bool {
        (state.showsHelp || state.showsLegend) && screen.regions[.phone] == nil
    }

    /// Whether `key` moves the phone's focus or presses the focused control.
    static func actsOnFocus(_ key: Key) -> Bool { [Key.tab, .backTab, .up, .down, .left, .right, .enter, .space].contains(key) }

    /// The focus moved to the nearest enabled control drawn toward `key` (`SpatialFocus`); nil
    /// when none is drawn that way on a page that shows all of its controls.
    private static func arrowFocus(from focused: ControlID, _ key: Key, _ state: Snapshot, _ screen: Screen) -> Command? {
        let candidates = state.controls.filter(\.enabled).map(\.id)
        guard let target = SpatialFocus.target(from: focused, toward: key, candidates: candidates, on: screen) else {
            // A page that scrolls draws only some of its controls: past the last one drawn, the
            // order goes on to those out of view (Settings' rows follow the focus).
            return screen.scrollArea != nil ? command(for: key, in: state) : nil
        }
        return state.accepts(.focus(target)) ? .action(.focus(target)) : nil
    }

    /// Every key and what it does, in the key table's order: the lines of the demo's help
    /// overlay, which `help run` prints too.
    public static var helpLines: [(keys: String, text: String)] { KeyBinding.all.compactMap(\.help) }

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
    /// asks it which keys to offer. The key table says what a key asks for; the reducer says
    /// whether that does anything now (nil when it does not).
    static func command(for key: Key, in state: Snapshot) -> Command? {
        guard let binding = KeyBinding.binding(for: key) else { return nil }
        return command(for: key, of: binding, in: state, state.reducerContext)
    }

    /// The same for a key of `binding`, with the reducer's context built once by a caller that
    /// asks about many keys (the status line).
    static func command(for key: Key, of binding: KeyBinding, in state: Snapshot, _ context: ReducerContext) -> Command? {
        guard let command = binding.command(key, state) else { return nil }
        if state.showsHelp, !actsUnderHelp(command) { return nil }
        if case .action(let action) = command, !state.accepts(action, context) { return nil }
        return command
    }

    /// Whether a key asking for `command` acts while the help is open: the help covers the
    /// phone and the dashboard, so any other key acted unseen beneath it (a reset or an update
    /// changed the participant's answers, `]` ran an hour of fetches, while the board read the
    /// help). Only `?` and Esc, which close it, and `q` act; the others say the help is open.
    static func actsUnderHelp(_ command: Command) -> Bool {
        switch command {
        case .quit, .action(.toggleHelp), .action(.escape): true
        default: false
        }
    }
}
