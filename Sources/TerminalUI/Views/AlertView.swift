import Simulation

/// An iOS-style alert box centred in the phone: title, message, and buttons below dividers,
/// side by side or one per row.
enum AlertView {
    enum Arrangement { case sideBySide, stacked }

    static let maxWidth = 40

    static func draw(title: String, message: String?, buttons: [ControlID], arrangement: Arrangement,
                     _ ctx: ViewContext, in panel: Rect, within area: Rect? = nil, on screen: inout Screen) {
        let theme = ctx.theme
        let width = min(maxWidth, panel.width - 6)
        let textWidth = width - 4
        let titleLines = TextWrap.lines(title, width: textWidth)
        var messageLines = message.map { TextWrap.lines($0, width: textWidth) } ?? []
        let buttonRows = arrangement == .sideBySide ? 2 : 2 * buttons.count
        let fixed = 2 + 2 + titleLines.count + buttonRows
        let region = area ?? panel.inset(1, 1)
        let room = region.height - fixed - (messageLines.isEmpty ? 0 : 1)
        if messageLines.count > room, room > 0 {
            messageLines = Array(messageLines.prefix(room))
            messageLines[room - 1] = TextWrap.withEllipsis(messageLines[room - 1], width: textWidth)
        }
        let height = fixed + (messageLines.isEmpty ? 0 : 1 + messageLines.count)
        let box = region.centred(width: width, height: height)
        // Behind the alert, the rows it stands on are cleared: an alert over cut-off words
        // reads as part of them. Given an area, all of it is cleared.
        Box.clearBand(panel.inset(1, 1), rows: area ?? box, on: &screen)
        Box.draw(box, style: theme.border, on: &screen)
        var y = box.y + 2
        let inner = Rect(x: box.x + 2, y: box.y, width: textWidth, height: box.height)
        for line in titleLines {
            PhoneView.centred(line, y: y, in: inner, style: theme.title, on: &screen); y += 1
        }
        if !messageLines.isEmpty {
            y += 1
            for line in messageLines { PhoneView.centred(line, y: y, in: inner, style: theme.text, on: &screen); y += 1 }
        }
        y += 1
        switch arrangement {
        case .sideBySide:
            Box.divider(box, y: y, style: theme.border, on: &screen)
            let half = (box.width - 3) / 2
            screen.put("┬", x: box.x + 1 + half, y: y, style: theme.border)
            let spans = [(box.x + 1, half), (box.x + 2 + half, box.width - 3 - half)]
            for (i, id) in buttons.prefix(2).enumerated() {
                ControlView.alertButton(id, ctx, x: spans[i].0, y: y + 1, width: spans[i].1, on: &screen)
            }
            screen.put("│", x: box.x + 1 + half, y: y + 1, style: theme.border)
        case .stacked:
            for id in buttons {
                Box.divider(box, y: y, style: theme.border, on: &screen)
                ControlView.alertButton(id, ctx, x: box.x + 1, y: y + 1, width: box.width - 2, on: &screen)
                y += 2
            }
        }
    }
}
