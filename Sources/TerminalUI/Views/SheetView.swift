import Simulation
import SensorKitSim

/// The Research Sensor & Usage Data Request sheet: the opening page, one page per sensor,
/// and the review, with the strings iOS uses (docs/reference §4).
enum SheetView {
    /// Draws the sheet's page; returns the rows under the page's heading down to the phone's
    /// bottom edge, where an alert over this page goes.
    @discardableResult
    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) -> Rect {
        let c = PhoneView.content(rect)
        guard let sheet = ctx.state.sheet else { return c }
        let theme = ctx.theme
        // A translated title may not fit one line: it wraps, as iOS's navigation titles do.
        let title = TextWrap.lines(ctx.state.sheetPageTitle, width: c.width).prefix(2)
        for (i, line) in title.enumerated() {
            PhoneView.centred(line, y: c.y + i, in: c, style: theme.title, on: &screen)
        }

        // The navigation row: Back on the left, progress in the middle, Cancel on the right.
        let nav = c.y + title.count
        ControlView.navButton(.sheetBack, ctx, prefix: "‹ ", x: c.x, y: nav, on: &screen)
        if case .sensor(let i) = sheet.page {
            PhoneView.centred(ctx.state.text.progress(i + 1, of: sheet.sensors.count), y: nav, in: c, style: theme.secondary, on: &screen)
        }
        let cancelWidth = ControlView.navWidth(.sheetCancel, ctx)
        ControlView.navButton(.sheetCancel, ctx, x: c.maxX - cancelWidth, y: nav, on: &screen)
        Box.divider(rect, y: nav + 1, style: theme.border, on: &screen)

        let state = ctx.state
        let buttons = state.sheetFooter
        var flow = TextFlow(width: c.width)
        let bodyTop = nav + 3
        let label = { (id: ControlID) in ctx.control(id)?.label }
        flow.add(state.sheetHeading, theme, label: label)
        // The Required alert covers the description whole, under the sensor's name,
        // rather than sitting over its middle and cutting it mid-sentence.
        if sheet.requiredAlert != nil, sheet.currentSensor != nil {
            flow.draw(in: Rect(x: c.x, y: bodyTop, width: c.width, height: flow.lines.count),
                      scroll: 0, indicatorX: rect.maxX - 1, ctx, on: &screen)
            let below = bodyTop + flow.lines.count + 1
            return Rect(x: rect.x, y: below, width: rect.width, height: rect.maxY - 1 - below)
        }
        flow.add(state.sheetBody, theme, label: label)
        let footerTop = c.maxY - buttons.count
        for (i, id) in buttons.enumerated() {
            ControlView.button(id, ctx, x: c.x, y: footerTop + i, width: c.width, on: &screen)
        }
        flow.draw(in: Rect(x: c.x, y: bodyTop, width: c.width, height: footerTop - 1 - bodyTop),
                  scroll: ctx.state.pageScroll, indicatorX: rect.maxX - 1, ctx, on: &screen)
        return Rect(x: rect.x, y: bodyTop, width: rect.width, height: rect.maxY - 1 - bodyTop)
    }
}
