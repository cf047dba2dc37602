import TerminalUI

/// Text made safe to put in HTML, between tags or in a double-quoted attribute: markup escaped
/// and control characters left out (a study's string with a terminal escape in it reached the
/// pages raw), by the rule XML reports and pictures follow.
enum HTMLText {
    static func escape(_ text: String) -> String { XMLText.escaped(text, apostrophes: false) }
}
