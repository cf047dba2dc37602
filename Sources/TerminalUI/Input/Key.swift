/// A key press or mouse click, as the terminal backend reports it.
public enum Key: Equatable, Sendable {
    case up, down, left, right, tab, backTab, enter, space, escape
    case char(Character)
    /// A click at a screen cell.
    case mouse(x: Int, y: Int)
    /// The mouse wheel turned at a screen cell, one notch down (towards the end) or up.
    case wheel(x: Int, y: Int, down: Bool)
    /// The terminal changed size (the backend redraws; nothing changes in the simulation).
    case resize
    case pageUp, pageDown
    /// A key the demo has no use for (F5, Home, Ctrl-X, Alt-x), by the name the bottom line
    /// gives it when it says so.
    case unlisted(String)
}
