import Simulation

/// The styles every view draws with, by role.
///
/// Foreground colours only, over the terminal's own background, so the same theme reads on
/// dark and light terminals. `plain` (for NO_COLOR) drops the colours but keeps bold, dim,
/// underline and reverse, so focus and emphasis still show.
public struct Theme: Sendable, Equatable {
    public let usesColour: Bool
    public let text: Style
    public let title: Style
    public let secondary: Style
    public let border: Style
    /// A button that moves on or confirms.
    public let primary: Style
    public let button: Style
    public let destructive: Style
    public let link: Style
    public let disabled: Style
    public let switchOn: Style
    public let switchOff: Style
    public let error: Style
    /// Something the participant should notice (Required, held data, a paused clock).
    public let warning: Style
    public let key: Style

    public init(colour: Bool) {
        func c(_ value: TerminalColor) -> TerminalColor? { colour ? value : nil }
        usesColour = colour
        text = .plain
        title = Style(bold: true)
        secondary = Style(dim: true)
        border = Style(dim: true)
        primary = Style(foreground: c(.blue), bold: true)
        button = Style(foreground: c(.blue))
        destructive = Style(foreground: c(.red))
        link = Style(foreground: c(.blue), underline: true)
        disabled = Style(dim: true)
        switchOn = Style(foreground: c(.green), bold: true)
        switchOff = Style(dim: true)
        error = Style(foreground: c(.red), bold: true)
        warning = Style(foreground: c(.magenta), bold: true)
        key = Style(bold: true)
    }

    public static let colour = Theme(colour: true)
    public static let plain = Theme(colour: false)

    /// The style of a page's text in `role`.
    func style(_ role: PageBlock.Role) -> Style {
        switch role {
        case .body: text
        case .heading: title
        case .secondary, .simulatorNote: secondary
        case .warning: warning
        }
    }

    /// How a focused control looks: reverse video, whatever the theme.
    public func focused(_ style: Style) -> Style {
        var s = style
        s.reverse = true
        s.dim = false
        return s
    }
}
