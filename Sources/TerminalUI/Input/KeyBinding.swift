import Simulation

/// One entry of the key table: the keys, what they ask for, and how the status line and the
/// help overlay name them. The key map, the status line and the help read this one table.
struct KeyBinding: Sendable {
    /// The keys this entry answers (none for what the screen answers: clicks, page scrolling).
    let keys: [Key]
    /// The keys that decide whether the status line offers it: it is offered when one of them
    /// does something now (Tab for all the focus keys, + and - for the speed).
    let offeredBy: [Key]
    /// How the status line offers it (`"Tab"`, `"move"`), or nil when it is not offered there.
    /// The label may depend on the state (`pause`/`resume`).
    let status: (@Sendable (Snapshot) -> (key: String, label: String))?
    /// The help overlay's line, or nil when another entry's line covers it.
    let help: (keys: String, text: String)?
    /// What a key of this entry asks for in `state`, before the reducer is asked whether it does anything.
    let command: @Sendable (Key, Snapshot) -> Command?

    init(_ keys: [Key], offeredBy: [Key]? = nil, status: (@Sendable (Snapshot) -> (key: String, label: String))? = nil,
         help: (keys: String, text: String)?, _ command: @escaping @Sendable (Key, Snapshot) -> Command? = { _, _ in nil }) {
        self.keys = keys
        self.offeredBy = offeredBy ?? keys
        self.status = status
        self.help = help
        self.command = command
    }

    init(_ keys: [Key], offeredBy: [Key]? = nil, status: (key: String, label: String)?, help: (keys: String, text: String)?,
         _ action: Action) {
        let offered: (@Sendable (Snapshot) -> (key: String, label: String))?
        if let status { offered = { _ in status } } else { offered = nil }
        self.init(keys, offeredBy: offeredBy, status: offered, help: help) { _, _ in .action(action) }
    }

    /// Lines PageUp and PageDown scroll the log by where the screen does not say how many lines
    /// it shows (see `LogPaging`).
    static let logPage = 5

    /// Every key the app answers to, in the status line's order.
    static let all: [KeyBinding] = [
        KeyBinding([.char("?")], status: ("?", "help"), help: ("?", "show or hide this help"), .toggleHelp),
        KeyBinding([.char("q")], status: { _ in ("q", "quit") }, help: ("q", "quit")) { _, _ in .quit },
        KeyBinding([.tab, .backTab, .up, .down, .left, .right], offeredBy: [.tab], status: { _ in ("Tab", "move") },
                   help: ("↑ ↓ ← → Tab Shift-Tab", "move the focus (arrows: by where controls are)")) { key, _ in
            .action([.tab, .down, .right].contains(key) ? .focusNext : .focusPrevious)
        },
        KeyBinding([.enter, .space], offeredBy: [.enter], status: ("Enter", "press"), help: ("Enter Space", "press the focused control"), .activateFocused),
        // Terminal types whose description has no mouse (kmous) never report a click.
        KeyBinding([], help: ("mouse click", "press a button or switch (not vt100/vt220/ansi)")),
        // On the sheet's opening page Esc is Cancel: the request is declined, so the line says so;
        // over the help or the legend it closes them and goes nowhere.
        KeyBinding([.escape], status: { s in ("Esc", escapeLabel(s.escapeTarget)) }, help: ("Esc", "go back, close help, Cancel on the first page")) { _, _ in .action(.escape) },
        KeyBinding([.char("s")], status: ("s", "Settings"), help: ("s", "open Settings"), .openSettings),
        KeyBinding([.char("f")], status: ("f", "fetch"), help: ("f", "the study app fetches now"), .fetchNow),
        KeyBinding([.char("p")], status: { s in ("p", s.paused ? "resume" : "pause") }, help: ("p", "pause or resume the clock")) { _, _ in
            .action(.togglePause)
        },
        KeyBinding([.char("+"), .char("="), .char("-")], offeredBy: [.char("+"), .char("-")], status: { _ in ("+/-", "speed") },
                   help: ("+ = -", "run the clock faster or slower")) { key, _ in .action(key == .char("-") ? .slower : .faster) },
        KeyBinding([.char("]")], status: ("]", "+1 h"), help: ("] }", "jump an hour or a day ahead"), .advance(3600)),
        KeyBinding([.char("}")], status: ("}", "+1 day"), help: nil, .advance(86_400)),
        KeyBinding([.pageUp, .pageDown], status: { _ in ("PgUp/PgDn", "log") }, help: ("PgUp PgDn", "scroll the log")) { key, _ in
            .action(.scrollLog(key == .pageUp ? logPage : -logPage))
        },
        KeyBinding([.char("d")], status: ("d", "first data"), help: ("d", "jump to the first fetch with data"), .jumpToFirstData),
        KeyBinding([.char("l")], status: ("l", "legend"), help: ("l", "show or hide the dashboard's legend"), .toggleLegend),
        KeyBinding([], help: ("↑ ↓ PgUp PgDn wheel", "scroll a long phone page")),
        KeyBinding([.char("r")], help: ("r", "relaunch the study app")) { _, s in
            .action(s.foreground == .crashed ? .press(.crashRelaunch) : .launch)
        },
        KeyBinding([.char("R")], status: nil, help: ("R", "reset to a fresh install"), .reset),
        KeyBinding([.char("c")], help: ("c", "save a screenshot")) { _, _ in .screenshot },
        KeyBinding([.char("u")], help: ("u", "install the --update-to version")) { _, _ in .update },
    ]

    /// What the status line calls Esc's effect (`SystemUI.escapeTarget`).
    private static func escapeLabel(_ target: EscapeTarget?) -> String {
        switch target {
        case .press(.sheetCancel)?, .press(.deleteUnsharedCancel)?: "cancel"
        case .closeHelp?, .closeLegend?: "close"
        default: "back"
        }
    }

    /// The entry answering `key`.
    static func binding(for key: Key) -> KeyBinding? { all.first { $0.keys.contains(key) } }
}
