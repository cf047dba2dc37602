import Simulation

/// Draws controls from `Snapshot.controls`: buttons, switch rows, disclosure rows
/// and links, each with its hotspot, the focused one in reverse video.
///
/// A control that is not on the top screen is not drawn at all, so what is drawn, what has
/// focus and what a click presses always agree.
enum ControlView {
    /// The control's resting style, from its kind and whether it is enabled.
    static func style(_ control: Control, _ theme: Theme) -> Style {
        guard control.enabled else { return theme.disabled }
        switch control.kind {
        case .primaryButton: return theme.primary
        case .destructiveButton: return theme.destructive
        case .button: return theme.button
        case .link: return theme.link
        case .toggle, .disclosure: return theme.text
        }
    }

    private static func finalStyle(_ control: Control, _ ctx: ViewContext) -> Style {
        let s = style(control, ctx.theme)
        return ctx.isFocused(control.id) ? ctx.theme.focused(s) : s
    }

    /// A button as `[ Label ]`, centred in the span `x..<x+width` on row `y`.
    static func button(_ id: ControlID, _ ctx: ViewContext, x: Int, y: Int, width: Int, on screen: inout Screen) {
        guard let control = ctx.control(id) else { return }
        let text = "[ " + TextWrap.truncate(control.label, width: max(1, width - 4)) + " ]"
        let w = DisplayWidth.of(text)
        let left = x + max(0, (width - w) / 2)
        screen.put(text, x: left, y: y, style: finalStyle(control, ctx), maxWidth: width)
        screen.addHotspot(x: left, y: y, width: min(w, width), control: id)
    }

    /// A button as plain text (a navigation bar's "‹ Back" or "Cancel"), starting at `x`.
    /// Returns its width.
    @discardableResult
    static func navButton(_ id: ControlID, _ ctx: ViewContext, prefix: String = "", suffix: String = "",
                          x: Int, y: Int, on screen: inout Screen) -> Int {
        guard let control = ctx.control(id) else { return 0 }
        let text = prefix + control.label + suffix
        let w = screen.put(text, x: x, y: y, style: finalStyle(control, ctx))
        screen.addHotspot(x: x, y: y, width: w, control: id)
        return w
    }

    /// The width `navButton` would take, to right-align it.
    static func navWidth(_ id: ControlID, _ ctx: ViewContext, prefix: String = "", suffix: String = "") -> Int {
        ctx.control(id).map { DisplayWidth.of(prefix + $0.label + suffix) } ?? 0
    }

    /// One line of a link (`piece` of its label), underlined, at `x`; each line is pressed alike.
    static func link(_ id: ControlID, _ piece: String, _ ctx: ViewContext, x: Int, y: Int, width: Int, on screen: inout Screen) {
        guard let control = ctx.control(id) else { return }
        let w = screen.put(TextWrap.truncate(piece, width: width), x: x, y: y, style: finalStyle(control, ctx))
        screen.addHotspot(x: x, y: y, width: w, control: id)
    }

    /// A full-width Settings row: a switch (`Label ……… On [  ●]`), a disclosure (`Label ›`)
    /// or a button. The whole row is the hotspot. A label too long for one row is drawn over
    /// several: `piece` is this row's part of it, and only the `last` row has the switch or `›`.
    static func row(_ id: ControlID, _ ctx: ViewContext, piece: String? = nil, last: Bool = true,
                    x: Int, y: Int, width: Int, on screen: inout Screen) {
        guard let control = ctx.control(id) else { return }
        let theme = ctx.theme
        let focused = ctx.isFocused(id)
        let base = style(control, theme)
        let rowStyle = focused ? theme.focused(base) : base
        let trailing = last ? trailingText(control, ctx) : ""
        var trailingStyle = rowStyle
        if case .toggle(let isOn) = control.kind {
            trailingStyle = control.enabled ? (isOn ? theme.switchOn : theme.switchOff) : theme.disabled
            if focused { trailingStyle = theme.focused(trailingStyle) }
        }
        screen.fill(x: x, y: y, width: width, height: 1, style: rowStyle)
        let tw = DisplayWidth.of(trailing)
        let labelWidth = width - 2 - (tw > 0 ? tw + 1 : 0)
        screen.put(TextWrap.truncate(piece ?? control.label, width: labelWidth), x: x + 1, y: y, style: rowStyle)
        if tw > 0 { screen.put(trailing, x: x + width - 1 - tw, y: y, style: trailingStyle) }
        screen.addHotspot(x: x, y: y, width: width, control: id)
    }

    /// What a Settings row shows after its label: a switch's word and knob (`On [  ●]`), a
    /// disclosure's `›`, or nothing.
    private static func trailingText(_ control: Control, _ ctx: ViewContext) -> String {
        switch control.kind {
        case .toggle(let isOn):
            let text = ctx.state.text
            let word = TextWrap.padded(isOn ? text.on : text.off, to: max(DisplayWidth.of(text.on), DisplayWidth.of(text.off)))
            return word + (isOn ? " [  ●]" : " [○  ]")
        case .disclosure: return "›"
        default: return ""
        }
    }

    /// How wide a Settings row's label may be on one row of `width`, beside its switch or `›`.
    static func rowLabelWidth(_ id: ControlID, _ ctx: ViewContext, width: Int) -> Int {
        let tw = ctx.control(id).map { DisplayWidth.of(trailingText($0, ctx)) } ?? 0
        return width - 2 - (tw > 0 ? tw + 1 : 0)
    }

    /// An alert button: its label centred in a span that is all hotspot, as iOS alert
    /// buttons fill their half or row of the alert.
    static func alertButton(_ id: ControlID, _ ctx: ViewContext, x: Int, y: Int, width: Int, on screen: inout Screen) {
        guard let control = ctx.control(id) else { return }
        let s = finalStyle(control, ctx)
        if ctx.isFocused(id) { screen.fill(x: x, y: y, width: width, height: 1, style: s) }
        let label = TextWrap.truncate(control.label, width: width)
        let w = DisplayWidth.of(label)
        screen.put(label, x: x + (width - w) / 2, y: y, style: s)
        screen.addHotspot(x: x, y: y, width: width, control: id)
    }
}
