import Simulation

/// Every text a screen shows the participant, in reading order, as the picture draws it (the
/// simulator's own notes left out, as the picture leaves them out).
enum ScreenTexts {
    static func body(_ s: Snapshot) -> [String] {
        var lines: [String] = []
        switch s.foreground {
        case .sheet, .requiredAlert:
            for block in s.sheetHeading + s.sheetBody {
                switch block {
                case .paragraph(let text, let role), .line(let text, let role):
                    if role != .simulatorNote { lines.append(text) }
                case .item(let text, let mark):
                    lines.append((mark == .given ? "✓ " : mark == .denied ? "✗ " : "• ") + text)
                case .link, .blank:
                    break
                }
            }
        case .settings:
            lines.append(s.settingsTitle)
            for row in s.settingsRows {
                switch row {
                case .note(let text), .header(let text): lines.append(text)
                case .control, .gap: break
                }
            }
        case .motionAlert:
            if let alert = s.motionAlert { lines.append(alert.message) }
        case .deleteConfirmation:
            lines.append(s.text.deleteUnsharedConfirmTitle)
        case .collectionOffAlert:
            lines += [s.text.collectionOffTitle, s.text.collectionOffMessage]
        case .home, .crashed:
            lines += [s.profile.appName, s.text.settingsApp]
        }
        return lines
    }

    /// Each control as drawn: its label, a switch's position, whether it is dimmed.
    static func buttons(_ s: Snapshot) -> [String] {
        s.controls.map { control in
            var text = control.label
            if case .toggle(let on) = control.kind { text += on ? " (switch on)" : " (switch off)" }
            if !control.enabled { text += " (dimmed)" }
            return text
        }
    }
}
