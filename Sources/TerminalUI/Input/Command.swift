import Simulation

/// What a key asks for: an action for the simulation, or leaving the app.
public enum Command: Equatable, Sendable {
    case action(Action)
    case quit
    /// Save the screen as it is now as a screenshot (text, ANSI and SVG files).
    case screenshot
    /// Install the app's next version over the participant (`run --update-to`), if one is staged.
    case update
}
