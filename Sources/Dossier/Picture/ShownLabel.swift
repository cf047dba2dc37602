import Simulation

extension ConsentExploration {
    /// What the participant reads on the control an action presses, as the screen's picture
    /// draws it: a page listed "Close Settings → home" under a picture whose only way back reads
    /// "‹ Settings".
    func shownLabel(_ edge: Edge) -> String {
        guard edge.control == .settingsBack else { return edge.label }
        return SettingsPicture.backLabel(screens[edge.from].snapshot, control: edge.label)
    }
}
