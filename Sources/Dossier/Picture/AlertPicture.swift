import Simulation

/// An iOS alert over the dimmed page: the Required-sensor alert with its two buttons stacked,
/// the Motion & Fitness alert with its two side by side. Title, message and buttons are the
/// ones the terminal's alert shows (the system's text and `Snapshot.controls`).
enum AlertPicture {
    typealias S = PictureStyle
    static let width = 270.0
    static let padding = 16.0
    static let buttonHeight = 44.0

    static func draw(title: String, message: String?, sideBySide: Bool, _ state: Snapshot, height: Double,
                     on canvas: inout SVGCanvas) {
        canvas.rect(x: 0, y: 0, width: S.screenWidth, height: height, fill: "#000000", extra: [("fill-opacity", "0.4")])
        let textWidth = width - 2 * padding
        let titleText = PictureText(title, width: textWidth, size: S.bodySize, bold: true, fill: S.label, anchor: .middle, role: "alert-title")
        let messageText = message.map { PictureText($0, width: textWidth, size: S.footnoteSize, fill: S.label, anchor: .middle) }
        let buttons = state.controls.map { control in
            PictureText(control.label, width: (sideBySide ? width / 2 : width) - 16, size: S.bodySize,
                        bold: control.kind == .primaryButton, fill: control.kind == .destructiveButton ? S.red : S.blue,
                        anchor: .middle, role: "button")
        }
        let rowHeight = { (label: PictureText) in max(buttonHeight, label.height + 22) }
        let textHeight = 20 + titleText.height + (messageText.map { 4 + $0.height } ?? 0) + 20
        let buttonsHeight = sideBySide ? (buttons.map(rowHeight).max() ?? buttonHeight)
                                       : buttons.reduce(0) { $0 + rowHeight($1) }
        let x = (S.screenWidth - width) / 2
        let top = ((height - textHeight - buttonsHeight) / 2).rounded()
        canvas.rect(x: x, y: top, width: width, height: textHeight + buttonsHeight, radius: 14, fill: S.alertBackground,
                    extra: [("data-role", "alert")])
        var y = titleText.draw(x: S.screenWidth / 2, top: top + 20, on: &canvas)
        if let messageText { y = messageText.draw(x: S.screenWidth / 2, top: y + 4, on: &canvas) }
        y = top + textHeight
        if sideBySide {
            canvas.line(x1: x, y1: y, x2: x + width, y2: y, stroke: "#B5B5B8", width: 0.5)
            canvas.line(x1: x + width / 2, y1: y, x2: x + width / 2, y2: y + buttonsHeight, stroke: "#B5B5B8", width: 0.5)
            for (i, label) in buttons.prefix(2).enumerated() {
                label.draw(x: x + width / 4 + Double(i) * width / 2, top: y + (buttonsHeight - label.height) / 2, on: &canvas)
            }
        } else {
            for label in buttons {
                let h = rowHeight(label)
                canvas.line(x1: x, y1: y, x2: x + width, y2: y, stroke: "#B5B5B8", width: 0.5)
                label.draw(x: S.screenWidth / 2, top: y + (h - label.height) / 2, on: &canvas)
                y += h
            }
        }
    }
}
