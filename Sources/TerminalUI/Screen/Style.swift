/// The eight terminal colours; `nil` in a `Style` means the terminal's default.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn. Colours read on dark and light terminals: foregrounds only, over the
/// terminal's own background, plus bold, dim and reverse.
public struct Style: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
                dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground; self.background = background
        self.bold = bold; self.dim = dim; self.reverse = reverse; self.underline = underline
    }

    public static let plain = Style()
}
