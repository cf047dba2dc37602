import Simulation

/// A Settings page as iOS draws it: a large title under Back, grouped white lists on grey,
/// switches, disclosure chevrons, headers and footnotes. The rows are the terminal's
/// (`Snapshot.settingsTitle`, `settingsRows`).
enum SettingsPicture {
    typealias S = PictureStyle
    static let groupX = 16.0
    static var groupWidth: Double { S.screenWidth - 2 * groupX }
    static let rowInset = 16.0
    static let switchWidth = 51.0

    static func height(_ state: Snapshot) -> Double {
        var canvas = SVGCanvas()
        return max(S.screenHeight, draw(state, on: &canvas) + S.homeIndicatorHeight)
    }

    /// The words on a Settings page's back button as drawn. Privacy & Security's back leads out
    /// of Settings (the simulator calls that control Close Settings); an iPhone labels it with
    /// the page it returns to, Settings itself.
    static func backLabel(_ state: Snapshot, control label: String) -> String {
        state.settings == .privacy ? state.text.settingsApp : label
    }

    /// Draws the page; returns the bottom of its last row.
    @discardableResult
    static func draw(_ state: Snapshot, height: Double = S.screenHeight, on canvas: inout SVGCanvas) -> Double {
        canvas.rect(x: 0, y: 0, width: S.screenWidth, height: height, fill: S.groupedBackground)
        let navY = S.statusBarHeight + 28
        if let back = state.control(.settingsBack) ?? state.dimmedControls.first(where: { $0.id == .settingsBack }) {
            canvas.path("M\(SVGCanvas.number(groupX + 10)),\(SVGCanvas.number(navY - 13)) l-7,7 l7,7", stroke: S.blue, width: 2.6)
            let text = backLabel(state, control: back.label)
            let label = PictureText(text, width: S.screenWidth / 2, size: S.bodySize, fill: S.blue, role: "button")
            canvas.text(label.lines.first ?? "", x: groupX + 16, y: navY, size: S.bodySize, fill: S.blue, role: "button")
        }
        let title = PictureText(state.settingsTitle, width: S.screenWidth - 2 * S.margin, size: 30, bold: true, fill: S.label)
        var y = title.draw(x: S.margin, top: navY + 14, on: &canvas) + 4

        // Consecutive controls form one group, drawn once its height is known.
        var group: [Control] = []
        func closeGroup(_ canvas: inout SVGCanvas) {
            guard !group.isEmpty else { return }
            y = rows(group, top: y, on: &canvas)
            group = []
        }
        for row in state.settingsRows {
            switch row {
            case .control(let id):
                if let control = state.control(id) ?? state.dimmedControls.first(where: { $0.id == id }) { group.append(control) }
            case .gap:
                closeGroup(&canvas)
                y += 22
            case .header(let text):
                closeGroup(&canvas)
                let header = PictureText(text.uppercased(), width: groupWidth - 2 * rowInset, size: S.footnoteSize,
                                         fill: S.secondaryLabel)
                y = header.draw(x: groupX + rowInset, top: y, on: &canvas) + 6
            case .note(let text):
                closeGroup(&canvas)
                let note = PictureText(text, width: groupWidth - 2 * rowInset, size: S.footnoteSize, fill: S.secondaryLabel)
                y = note.draw(x: groupX + rowInset, top: y + 6, on: &canvas)
            }
        }
        closeGroup(&canvas)
        return y
    }

    private static func label(_ control: Control) -> PictureText {
        let trailing: Double = switch control.kind {
        case .toggle: switchWidth + 12
        case .disclosure: 20
        default: 0
        }
        let fill = switch control.kind {
        case .destructiveButton: S.red
        case .button, .primaryButton, .link: S.blue
        case .toggle, .disclosure: S.label
        }
        return PictureText(control.label, width: groupWidth - 2 * rowInset - trailing, size: S.bodySize, fill: fill, role: "row")
    }

    private static func rowHeight(_ label: PictureText) -> Double { max(44, label.height + 22) }

    /// One white group of rows with hairlines between them; returns its bottom.
    private static func rows(_ controls: [Control], top: Double, on canvas: inout SVGCanvas) -> Double {
        let labels = controls.map(label)
        let total = labels.reduce(0) { $0 + rowHeight($1) }
        canvas.rect(x: groupX, y: top, width: groupWidth, height: total, radius: 10, fill: "#FFFFFF")
        var y = top
        for (i, (control, label)) in zip(controls, labels).enumerated() {
            let h = rowHeight(label)
            if i > 0 { canvas.line(x1: groupX + rowInset, y1: y, x2: groupX + groupWidth, y2: y, stroke: S.separator, width: 0.5) }
            var text = label
            // A switch that cannot be flipped (the app's Motion & Fitness switch while Fitness Tracking is off) reads greyed out.
            if !control.enabled { text.fill = S.secondaryLabel }
            text.draw(x: groupX + rowInset, top: y + (h - label.height) / 2, on: &canvas)
            let right = groupX + groupWidth - rowInset
            switch control.kind {
            case .toggle(let isOn):
                toggle(isOn: isOn, enabled: control.enabled, right: right, centreY: y + h / 2, on: &canvas)
            case .disclosure:
                canvas.path("M\(SVGCanvas.number(right - 7)),\(SVGCanvas.number(y + h / 2 - 7)) l6,7 l-6,7", stroke: S.chevron, width: 2.2)
            default:
                break
            }
            y += h
        }
        return y
    }

    private static func toggle(isOn: Bool, enabled: Bool, right: Double, centreY: Double, on canvas: inout SVGCanvas) {
        let x = right - switchWidth, top = centreY - 15.5
        let opacity: [(String, String)] = enabled ? [] : [("opacity", "0.5")]
        canvas.rect(x: x, y: top, width: switchWidth, height: 31, radius: 15.5, fill: isOn ? S.green : S.switchOff,
                    extra: opacity + [("data-role", isOn ? "switch-on" : "switch-off")])
        canvas.circle(cx: isOn ? x + switchWidth - 15.5 : x + 15.5, cy: centreY, r: 13.5, fill: "#FFFFFF",
                      extra: opacity + [("stroke", "#D1D1D6"), ("stroke-width", "0.5")])
    }
}
