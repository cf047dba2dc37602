import Simulation

/// What every view needs besides the screen: the simulation, the theme, and the controls on
/// the top screen (only those are drawn as live controls, with focus and a hotspot).
struct ViewContext {
    let state: Snapshot
    let theme: Theme
    let controls: [Control]
    let focused: ControlID?

    init(state: Snapshot, theme: Theme) {
        self.state = state
        self.theme = theme
        controls = state.controls
        focused = state.focusedControl
    }

    /// The page under an alert: its controls drawn dimmed, none focused (`Snapshot.dimmedControls`).
    init(backdropOf state: Snapshot, theme: Theme) {
        self.state = state
        self.theme = theme
        controls = state.dimmedControls
        focused = nil
    }

    /// The live control `id`, or nil when it is not on the top screen.
    func control(_ id: ControlID) -> Control? { controls.first { $0.id == id } }

    func isFocused(_ id: ControlID) -> Bool { focused == id }
}
