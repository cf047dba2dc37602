import Simulation

/// The Research Sensor & Usage Data sheet as iOS draws it: a white card over the dimmed app,
/// Back and Cancel in its navigation row, the page's text, and the buttons at its foot.
/// The blocks are the terminal's (`Snapshot.sheetHeading`, `sheetBody`, `sheetFooter`).
enum SheetPicture {
    typealias S = PictureStyle
    static let cardTop = S.statusBarHeight + 10

    /// The screen height the page needs to show all of its text: at least the phone's.
    static func height(_ state: Snapshot) -> Double {
        var canvas = SVGCanvas()
        let bottom = body(state, on: &canvas)
        return max(S.screenHeight, bottom + 24 + footerHeight(state) + S.homeIndicatorHeight)
    }

    static func draw(_ state: Snapshot, height: Double, on canvas: inout SVGCanvas) {
        // The app that asked, dimmed behind the card.
        canvas.rect(x: 0, y: 0, width: S.screenWidth, height: height, fill: "#8E8E93")
        canvas.rect(x: 0, y: cardTop, width: S.screenWidth, height: height - cardTop + 20, radius: 12, fill: "#FFFFFF")
        navigation(state, on: &canvas)
        body(state, on: &canvas)
        footer(state, height: height, on: &canvas)
    }

    /// A control of the page: pressable, or dimmed under the Required alert (iOS dims the page
    /// whole, its buttons included, rather than taking them away).
    private static func control(_ id: ControlID, _ state: Snapshot) -> Control? {
        state.control(id) ?? state.dimmedControls.first { $0.id == id }
    }

    /// `button`, or `dimmed-button` for one drawn under an alert that cannot be pressed.
    private static func role(_ control: Control, _ state: Snapshot) -> String {
        state.control(control.id) != nil ? "button" : "dimmed-button"
    }

    private static func navigation(_ state: Snapshot, on canvas: inout SVGCanvas) {
        let y = cardTop + 30
        if let back = control(.sheetBack, state) {
            canvas.path("M\(SVGCanvas.number(S.margin + 8)),\(SVGCanvas.number(y - 13)) l-7,7 l7,7", stroke: S.blue, width: 2.6)
            canvas.text(back.label, x: S.margin + 14, y: y, size: S.bodySize, fill: S.blue, role: role(back, state))
        }
        if let cancel = control(.sheetCancel, state) {
            canvas.text(cancel.label, x: S.screenWidth - S.margin, y: y, size: S.bodySize, fill: S.blue, anchor: .end, role: role(cancel, state))
        }
        if case .sensor(let i) = state.sheet?.page, let sheet = state.sheet {
            canvas.text(state.text.progress(i + 1, of: sheet.sensors.count), x: S.screenWidth / 2, y: y,
                        size: S.secondarySize, fill: S.secondaryLabel, anchor: .middle)
        }
    }

    /// The title and the page's blocks; returns the bottom of the text.
    @discardableResult
    private static func body(_ state: Snapshot, on canvas: inout SVGCanvas) -> Double {
        var y = cardTop + 60
        let title = PictureText(state.sheetPageTitle, width: S.contentWidth, size: 22, bold: true, fill: S.label, anchor: .middle)
        y = title.draw(x: S.screenWidth / 2, top: y, on: &canvas) + 14
        for block in state.sheetHeading + state.sheetBody {
            y = draw(block, state, top: y, on: &canvas)
        }
        return y
    }

    private static func draw(_ block: PageBlock, _ state: Snapshot, top: Double, on canvas: inout SVGCanvas) -> Double {
        let x = S.margin, w = S.contentWidth
        switch block {
        case .paragraph(let s, let role), .line(let s, let role):
            guard role != .simulatorNote else { return top }
            return text(s, role, width: w).draw(x: x, top: top, on: &canvas)
        case .item(let s, let mark):
            let item = PictureText(s, width: w - 26, size: S.bodySize, fill: S.label)
            let cy = top + item.lineHeight / 2
            switch mark {
            case .bullet: canvas.circle(cx: x + 6, cy: cy, r: 3, fill: S.label)
            case .given: canvas.path("M\(SVGCanvas.number(x)),\(SVGCanvas.number(cy)) l4.5,4.5 l8,-9", stroke: S.green, width: 2.4)
            case .denied: canvas.path("M\(SVGCanvas.number(x + 1)),\(SVGCanvas.number(cy - 5)) l10,10 m0,-10 l-10,10", stroke: S.red, width: 2.4)
            }
            return item.draw(x: x + 26, top: top, on: &canvas)
        case .link(let id):
            guard let control = state.control(id) else { return top }
            return PictureText(control.label, width: w, size: S.bodySize, fill: S.blue, role: "link").draw(x: x, top: top, on: &canvas)
        case .blank:
            return top + 12
        }
    }

    private static func text(_ s: String, _ role: PageBlock.Role, width: Double) -> PictureText {
        switch role {
        case .body: PictureText(s, width: width, size: S.bodySize, fill: S.label)
        case .heading: PictureText(s, width: width, size: S.bodySize, bold: true, fill: S.label)
        case .secondary, .simulatorNote: PictureText(s, width: width, size: S.secondarySize, fill: S.secondaryLabel)
        case .warning: PictureText(s, width: width, size: S.secondarySize, bold: true, fill: S.orange)
        }
    }

    /// The buttons at the foot: the first filled, the others plain blue text.
    private static func buttons(_ state: Snapshot) -> [(Control, PictureText)] {
        state.sheetFooter.compactMap { control($0, state) }.enumerated().map { i, control in
            (control, PictureText(control.label, width: S.contentWidth - 32, size: S.bodySize, bold: i == 0,
                                  fill: i == 0 ? "#FFFFFF" : S.blue, anchor: .middle, role: role(control, state)))
        }
    }

    private static func buttonHeight(_ label: PictureText) -> Double { max(50, label.height + 28) }

    private static func footerHeight(_ state: Snapshot) -> Double {
        buttons(state).reduce(0) { $0 + buttonHeight($1.1) + 8 }
    }

    private static func footer(_ state: Snapshot, height: Double, on canvas: inout SVGCanvas) {
        var y = height - S.homeIndicatorHeight - footerHeight(state)
        for (i, (_, label)) in buttons(state).enumerated() {
            let h = buttonHeight(label)
            if i == 0 { canvas.rect(x: S.margin, y: y, width: S.contentWidth, height: h, radius: 12, fill: S.blue) }
            label.draw(x: S.screenWidth / 2, top: y + (h - label.height) / 2, on: &canvas)
            y += h + 8
        }
    }
}
