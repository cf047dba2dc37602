/// The light iOS look the pictures draw in: sizes in points, colours as iOS's system palette.
///
/// FIDELITY.md lists these as our assumptions about the iPhone's look (an iPhone 15's 390 × 844
/// point screen, the system colours, the sheet and alert metrics).
enum PictureStyle {
    /// The system font where the viewer has it, then its look-alikes; Debian's rsvg-convert ends at
    /// DejaVu Sans, which `GlyphWidths` measures.
    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif"

    static let screenWidth = 390.0
    static let screenHeight = 844.0
    static let bezel = 14.0
    static let screenRadius = 47.0
    static let statusBarHeight = 54.0
    static let homeIndicatorHeight = 34.0
    /// The page's margin left and right.
    static let margin = 20.0
    static var contentWidth: Double { screenWidth - 2 * margin }

    static let blue = "#007AFF"
    static let red = "#FF3B30"
    static let green = "#34C759"
    static let orange = "#FF9500"
    static let label = "#000000"
    static let secondaryLabel = "#6C6C70"
    static let separator = "#C6C6C8"
    static let groupedBackground = "#F2F2F7"
    static let switchOff = "#E9E9EB"
    static let chevron = "#C4C4C7"
    static let alertBackground = "#F2F2F2"
    static let frame = "#1C1C1E"

    static let bodySize = 17.0
    static let footnoteSize = 13.0
    static let secondarySize = 15.0
    /// A line's height as a multiple of its font size.
    static let leading = 1.3
}
