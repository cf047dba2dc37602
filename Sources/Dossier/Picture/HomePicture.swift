import Simulation

/// The home screen: a wallpaper, the study app's icon with its name, Settings beside it, and
/// the dock. A crashed app leaves the participant here too, as on an iPhone.
enum HomePicture {
    typealias S = PictureStyle

    static func draw(_ state: Snapshot, height: Double, on canvas: inout SVGCanvas) {
        canvas.rect(x: 0, y: 0, width: S.screenWidth, height: height, fill: "url(#wallpaper)")
        let side = 62.0, top = S.statusBarHeight + 24
        icon(at: 28, top: top, size: side, fill: S.blue, glyph: String(state.profile.appName.prefix(1)).uppercased(), on: &canvas)
        label(state.profile.appName, centre: 28 + side / 2, top: top + side + 6, on: &canvas)
        icon(at: 28 + side + 30, top: top, size: side, fill: "#8E8E93", glyph: "⚙", on: &canvas)
        label(state.text.settingsApp, centre: 28 + side * 1.5 + 30, top: top + side + 6, on: &canvas)
        canvas.rect(x: 12, y: height - 104, width: S.screenWidth - 24, height: 90, radius: 30, fill: "#FFFFFF",
                    extra: [("fill-opacity", "0.3")])
    }

    private static func icon(at x: Double, top: Double, size: Double, fill: String, glyph: String, on canvas: inout SVGCanvas) {
        canvas.rect(x: x, y: top, width: size, height: size, radius: 14, fill: fill)
        canvas.text(glyph, x: x + size / 2, y: top + size * 0.68, size: size * 0.5, fill: "#FFFFFF", bold: true, anchor: .middle)
    }

    /// An icon's name, cut with an ellipsis as the home screen does when it is wider than the icon's column.
    private static func label(_ name: String, centre: Double, top: Double, on canvas: inout SVGCanvas) {
        var text = name
        while GlyphWidths.width(text, size: 12) > 80, text.count > 1 { text = String(text.dropLast(2)) + "…" }
        canvas.text(text, x: centre, y: top + 12, size: 12, fill: "#FFFFFF", anchor: .middle, role: "app-name")
    }
}
