import Simulation
import TerminalUI

/// The screen scenarios see: the same frame the terminal shows, rendered in memory without
/// colour, at 80×24 unless the scenario's `screen:` says otherwise. At 80×24 the phone covers
/// the dashboard while a sheet, alert or Settings is up, and the dashboard fills the screen otherwise.
public enum ScenarioScreen {
    public static func render(_ snapshot: Snapshot, size: ScreenSize = .standard, colour: Bool = false) -> Screen {
        AppView.render(snapshot, width: size.width, height: size.height, colour: colour)
    }

    public static func text(_ snapshot: Snapshot) -> String { render(snapshot).text }

    /// The screen's words in reading order: box-drawing removed and runs of spaces and line
    /// breaks collapsed, so a pattern matches text the view wrapped over several lines.
    public static func flattened(_ screenText: String) -> String {
        let boxes: Set<Character> = ["│", "─", "╭", "╮", "╰", "╯", "├", "┤", "┬", "┴", "┼", "┌", "┐", "└", "┘", "║", "═",
                                     "┃", "▲", "▼"]  // the phone's scroll indicator
        var out = ""
        var lastWasSpace = true
        for ch in screenText {
            if ch.isWhitespace || boxes.contains(ch) {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
            } else {
                out.append(ch)
                lastWasSpace = false
            }
        }
        return out
    }

    /// The `press:` names (`Down`, `Enter`, `q`…) as terminal keys.
    public static func key(_ name: String) -> Key? {
        switch name {
        case "Up": .up
        case "Down": .down
        case "Left": .left
        case "Right": .right
        case "Tab": .tab
        case "BTab": .backTab
        case "Enter": .enter
        case "Space": .space
        case "Escape": .escape
        case "PageUp": .pageUp
        case "PageDown": .pageDown
        default: name.count == 1 ? .char(name.first!) : nil
        }
    }
}
