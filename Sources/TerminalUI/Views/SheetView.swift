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
        let title = TextWrap.lines(ctx.state.text.sheetTitle, width: c.width).prefix(2)
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

        let buttons: [ControlID]
        var flow = TextFlow(width: c.width)
        let bodyTop = nav + 3
        switch sheet.page {
        case .intro:
            intro(ctx, into: &flow)
            buttons = [.sheetNext]
        case .sensor:
            if let sensor = sheet.currentSensor {
                heading(sensor, ctx, into: &flow)
                // The Required alert covers the description whole, under the sensor's name,
                // rather than sitting over its middle and cutting it mid-sentence.
                if sheet.requiredAlert != nil {
                    flow.draw(in: Rect(x: c.x, y: bodyTop, width: c.width, height: flow.lines.count),
                              scroll: 0, indicatorX: rect.maxX - 1, ctx, on: &screen)
                    let below = bodyTop + flow.lines.count + 1
                    return Rect(x: rect.x, y: below, width: rect.width, height: rect.maxY - 1 - below)
                }
                description(sensor, ctx, into: &flow)
            }
            buttons = [.sheetAllow, .sheetDeny]
        case .review:
            review(sheet, ctx, into: &flow)
            buttons = [.sheetDone]
        }
        let footerTop = c.maxY - buttons.count
        for (i, id) in buttons.enumerated() {
            ControlView.button(id, ctx, x: c.x, y: footerTop + i, width: c.width, on: &screen)
        }
        flow.draw(in: Rect(x: c.x, y: bodyTop, width: c.width, height: footerTop - 1 - bodyTop),
                  scroll: ctx.state.pageScroll, indicatorX: rect.maxX - 1, ctx, on: &screen)
        return Rect(x: rect.x, y: bodyTop, width: rect.width, height: rect.maxY - 1 - bodyTop)
    }

    private static func intro(_ ctx: ViewContext, into flow: inout TextFlow) {
        let state = ctx.state, theme = ctx.theme, text = state.text
        flow.text(text.introLead(app: state.profile.appName), theme.text)
        flow.blank()
        flow.lines([(text.studyPurpose, theme.title)])
        flow.text(state.profile.purpose, theme.text)
        if ctx.control(.sheetPrivacyPolicy) != nil {
            flow.link(.sheetPrivacyPolicy)
            // A terminal cannot open a browser: say where iOS would go instead of doing nothing.
            if state.sheet?.openedPrivacyPolicy == true, let url = state.privacyPolicyURL {
                flow.text("→ opens " + url, theme.secondary)
            }
        } else {
            flow.text("(no privacy policy link: the study sets no NSSensorKitPrivacyPolicyURL)", theme.secondary)
        }
        flow.blank()
        flow.lines([(text.requestedData, theme.title)])
        let names = (state.sheet?.sensors ?? []).map { ("• " + text.name(of: $0), theme.text) }
        flow.lines(names)
    }

    /// A sensor page's heading: its name, its devices, and whether the study requires it.
    private static func heading(_ sensor: SRSensor, _ ctx: ViewContext, into flow: inout TextFlow) {
        let state = ctx.state, theme = ctx.theme, text = state.text
        flow.text(text.name(of: sensor), theme.title)
        flow.lines([(text.devices(of: sensor), theme.secondary)])
        if state.profile.required.contains(sensor) { flow.lines([(text.required, theme.warning)]) }
    }

    private static func description(_ sensor: SRSensor, _ ctx: ViewContext, into flow: inout TextFlow) {
        let state = ctx.state, theme = ctx.theme
        flow.blank()
        flow.lines([(state.text.howUsed, theme.title)])
        if let description = state.sensorDescriptions[sensor], !description.isEmpty {
            flow.text(description, theme.text)
        } else {
            flow.lines([("(Info.plist gives no description)", theme.secondary)])
        }
    }

    private static func review(_ sheet: SheetState, _ ctx: ViewContext, into flow: inout TextFlow) {
        let theme = ctx.theme, app = ctx.state.profile.appName, text = ctx.state.text
        flow.lines([(text.reviewTitle, theme.title)])
        let given = sheet.sensors.filter { sheet.answers[$0] == true }
        let denied = sheet.sensors.filter { sheet.answers[$0] == false }
        if !given.isEmpty {
            flow.blank()
            flow.text(text.given(app: app), theme.text)
            flow.lines(given.map { ("  ✓ " + text.name(of: $0), theme.switchOn) })
        }
        if !denied.isEmpty {
            flow.blank()
            flow.text(text.denied(app: app), theme.text)
            flow.lines(denied.map { ("  ✗ " + text.name(of: $0), theme.destructive) })
        }
        flow.blank()
        flow.lines([(text.dataCollectionTitle, theme.title)])
        flow.text(text.dataCollectionNote(app: app), theme.secondary)
    }
}
