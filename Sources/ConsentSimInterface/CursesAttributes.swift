import CNcursesw
import TerminalUI

/// Turns a `Style` into ncurses attributes, allocating colour pairs as styles first need them.
///
/// Pairs use the terminal's default colour (-1) where a style has none, so the text reads on dark
/// and light backgrounds alike. Without colour (`NO_COLOR`, or a terminal that has none) only
/// bold, dim, reverse and underline are used. Where the terminal cannot show underline, reverse
/// or bold on coloured text (the Linux console and `ansi` cannot underline it), a style with
/// one of them is drawn without its colour: the attribute says what it is (a link, the focus),
/// the colour only adds to it.
struct CursesAttributes {
    /// The pair made for each foreground and background (the terminal's default as index 0,
    /// colour n as n + 1); 0 where none is made yet. A table, not a dictionary: a dictionary
    /// keyed by a type of our own costs the first frame a scan of every protocol conformance
    /// in the binary.
    private static let sides = TerminalColor.allCases.count + 1
    private var pairs = [Int32](repeating: 0, count: sides * sides)
    private var pairCount: Int32 = 0
    private let colour: Bool
    private let maxPairs: Int32
    /// Terminfo's `ncv`: the attributes ncurses drops on coloured text.
    private let noColourVideo: Int32

    init(colour: Bool) {
        self.colour = colour
        maxPairs = colour ? Int32(cs_color_pairs()) : 0
        noColourVideo = colour ? cs_no_colour_video() : 0
    }

    /// Whether the terminal would drop one of `style`'s underline, reverse or bold with colour.
    private func colourHidesAttributes(of style: Style) -> Bool {
        (style.underline && noColourVideo & 2 != 0) || (style.reverse && noColourVideo & 4 != 0)
            || (style.bold && noColourVideo & 32 != 0)
    }

    mutating func attributes(for style: Style) -> Int32 {
        var a = attr_t(A_NORMAL)
        if style.bold { a |= cs_a_bold() }
        if style.dim { a |= cs_a_dim() }
        if style.reverse { a |= cs_a_reverse() }
        if style.underline { a |= cs_a_underline() }
        if colour && (style.foreground != nil || style.background != nil) && !colourHidesAttributes(of: style) {
            a |= cs_color_pair(pair(foreground: style.foreground, background: style.background))
        }
        return Int32(bitPattern: a)
    }

    private mutating func pair(foreground: TerminalColor?, background: TerminalColor?) -> Int32 {
        let key = (foreground.map { $0.rawValue + 1 } ?? 0) * Self.sides + (background.map { $0.rawValue + 1 } ?? 0)
        if pairs[key] != 0 { return pairs[key] }
        let n = pairCount + 1
        // COLOR_PAIR() has 8 bits for the pair number; past that (or the terminal's limit) draw uncoloured.
        guard n < min(maxPairs, 256) else { return 0 }
        init_pair(Int16(n), Int16(foreground?.rawValue ?? -1), Int16(background?.rawValue ?? -1))
        pairCount = n
        pairs[key] = n
        return n
    }
}
