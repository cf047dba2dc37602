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
        ("+ =", "run the clock faster"),
        ("-", "run the clock slower"),
        ("]", "jump one hour ahead"),
        ("}", "jump one day ahead"),
        ("PgUp PgDn", "scroll the log"),
        ("r", "relaunch the study app"),
        ("R", "reset to a fresh install"),
        ("c", "save a screenshot"),
        ("?", "show or hide this help"),
        ("q", "quit"),
    ]
}
