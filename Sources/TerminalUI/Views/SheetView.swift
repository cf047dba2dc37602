import Simulation
import SensorKitSim

/// The Research Sensor & Usage Data Request sheet: the opening page, one page per sensor,
/// and the review, with the strings iOS uses (docs/reference §4).
enum SheetView {
    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) {
        guard let sheet = ctx.state.sheet else { return }
        let theme = ctx.theme
        let c = PhoneView.content(rect)
        PhoneView.centred(ctx.state.text.sheetTitle, y: c.y, in: c, style: theme.title, on: &screen)

        // The navigation row: Back on the left, progress in the middle, Cancel on the right.
        let nav = c.y + 1
        ControlView.navButton(.sheetBack, ctx, prefix: "‹ ", x: c.x, y: nav, on: &screen)
        if case .sensor(let i) = sheet.page {
            PhoneView.centred(ctx.state.text.progress(i + 1, of: sheet.sensors.count), y: nav, in: c, style: theme.secondary, on: &screen)
        }
        let cancelWidth = ControlView.navWidth(.sheetCancel, ctx)
        ControlView.navButton(.sheetCancel, ctx, x: c.maxX - cancelWidth, y: nav, on: &screen)
        Box.divider(rect, y: nav + 1, style: theme.border, on: &screen)

        let buttons: [ControlID]
        var flow = TextFlow(width: c.width)
        switch sheet.page {
        case .intro:
            intro(ctx, into: &flow)
            buttons = [.sheetNext]
        case .sensor:
            if let sensor = sheet.currentSensor { sensorPage(sensor, ctx, into: &flow) }
            buttons = [.sheetAllow, .sheetDeny]
        case .review:
            review(sheet, ctx, into: &flow)
            buttons = [.sheetDone]
        }
        let footerTop = c.maxY - buttons.count
        for (i, id) in buttons.enumerated() {
            ControlView.button(id, ctx, x: c.x, y: footerTop + i, width: c.width, on: &screen)
        }
        let bodyTop = nav + 3
        flow.draw(in: Rect(x: c.x, y: bodyTop, width: c.width, height: footerTop - 1 - bodyTop), ctx, on: &screen)
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
                flow.text("→ opens " + url, theme.secondary, shrinkable: false)
            }
        } else {
            flow.text("(no privacy policy link: the study sets no NSSensorKitPrivacyPolicyURL)", theme.secondary)
        }
        flow.blank()
        flow.lines([(text.requestedData, theme.title)])
        let names = (state.sheet?.sensors ?? []).map { ("• " + text.name(of: $0), theme.text) }
        flow.lines(names, shrinkable: true)
    }

    private static func sensorPage(_ sensor: SRSensor, _ ctx: ViewContext, into flow: inout TextFlow) {
        let state = ctx.state, theme = ctx.theme, text = state.text
        flow.text(text.name(of: sensor), theme.title, shrinkable: false)
        flow.lines([(text.devices(of: sensor), theme.secondary)])
        if state.profile.required.contains(sensor) { flow.lines([(text.required, theme.warning)]) }
        flow.blank()
        flow.lines([(text.howUsed, theme.title)])
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
            flow.blank(optional: false)
            flow.text(text.given(app: app), theme.text, shrinkable: false)
            flow.lines(given.map { ("  ✓ " + text.name(of: $0), theme.switchOn) }, shrinkable: true)
        }
        if !denied.isEmpty {
            flow.blank(optional: false)
            flow.text(text.denied(app: app), theme.text, shrinkable: false)
            flow.lines(denied.map { ("  ✗ " + text.name(of: $0), theme.destructive) }, shrinkable: true)
        }
        flow.blank()
        flow.lines([(text.dataCollectionTitle, theme.title)], optional: true)
        flow.text(text.dataCollectionNote(app: app),
                  theme.secondary, optional: true)
    }
}
