/// Every key the app answers to, with what it does: the help overlay lists them all, and
/// the status line shows the main ones.
enum HelpKeys {
    static let all: [(keys: String, action: String)] = [
        ("↑ ↓ ← → Tab Shift-Tab", "move the focus"),
        ("Enter Space", "press the focused control"),
        ("mouse click", "press a button or switch"),
        ("Esc", "go back, cancel, close help"),
        ("s", "open Settings"),
        ("f", "the study app fetches now"),
        ("p", "pause or resume the clock"),
        ("+ = -", "run the clock faster or slower"),
        ("] }", "jump an hour or a day ahead"),
        ("d", "jump to the first fetch with data"),
        ("l", "show or hide the dashboard's legend"),
        ("↑ ↓ PgUp PgDn wheel", "scroll a long phone page"),
        ("PgUp PgDn", "scroll the log"),
        ("r", "relaunch the study app"),
        ("R", "reset to a fresh install"),
        ("c", "save a screenshot"),
        ("?", "show or hide this help"),
        ("q", "quit"),
    ]
}
