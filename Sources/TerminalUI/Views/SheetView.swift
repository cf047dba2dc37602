import Simulation
import SensorKitSim

/// The Research Sensor & Usage Data Request sheet: the opening page, one page per sensor,
/// and the review, with the strings iOS uses (docs/reference §4).
enum SheetView {
    static let title = "Research Sensor & Usage Data Request"

    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) {
        guard let sheet = ctx.state.sheet else { return }
        let theme = ctx.theme
        let c = PhoneView.content(rect)
        PhoneView.centred(title, y: c.y, in: c, style: theme.title, on: &screen)

        // The navigation row: Back on the left, progress in the middle, Cancel on the right.
        let nav = c.y + 1
        ControlView.navButton(.sheetBack, ctx, prefix: "‹ ", x: c.x, y: nav, on: &screen)
        if case .sensor(let i) = sheet.page {
            PhoneView.centred("\(i + 1) of \(sheet.sensors.count)", y: nav, in: c, style: theme.secondary, on: &screen)
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
        let state = ctx.state, theme = ctx.theme
        flow.text("The “\(state.profile.appName)” would like to collect and share Sensor & Usage Data from your devices as part of a study.", theme.text)
        flow.blank()
        flow.lines([("Study Research Purpose", theme.title)])
        flow.text(state.profile.purpose, theme.text)
        if ctx.control(.sheetPrivacyPolicy) != nil { flow.link(.sheetPrivacyPolicy) }
        flow.blank()
        flow.lines([("Requested Data", theme.title)])
        let names = (state.sheet?.sensors ?? []).map { ("• " + displayName($0), theme.text) }
        flow.lines(names, shrinkable: true)
    }

    private static func sensorPage(_ sensor: SRSensor, _ ctx: ViewContext, into flow: inout TextFlow) {
        let state = ctx.state, theme = ctx.theme
        flow.text(displayName(sensor), theme.title, shrinkable: false)
        flow.lines([(deviceText(sensor), theme.secondary)])
        if state.profile.required.contains(sensor) { flow.lines([("Required", theme.warning)]) }
        flow.blank()
        flow.lines([("How the study will use this data:", theme.title)])
        if let description = state.sensorDescriptions[sensor], !description.isEmpty {
            flow.text(description, theme.text)
        } else {
            flow.lines([("(Info.plist gives no description)", theme.secondary)])
        }
    }

    private static func review(_ sheet: SheetState, _ ctx: ViewContext, into flow: inout TextFlow) {
        let theme = ctx.theme, app = ctx.state.profile.appName
        flow.lines([("Authorization Review", theme.title)])
        let given = sheet.sensors.filter { sheet.answers[$0] == true }
        let denied = sheet.sensors.filter { sheet.answers[$0] == false }
        if !given.isEmpty {
            flow.blank(optional: false)
            flow.text("You’ve given “\(app)” access to:", theme.text, shrinkable: false)
            flow.lines(given.map { ("  ✓ " + displayName($0), theme.switchOn) }, shrinkable: true)
        }
        if !denied.isEmpty {
            flow.blank(optional: false)
            flow.text("You’ve denied “\(app)” access to:", theme.text, shrinkable: false)
            flow.lines(denied.map { ("  ✗ " + displayName($0), theme.destructive) }, shrinkable: true)
        }
        flow.blank()
        flow.lines([("Data Collection and Access", theme.title)], optional: true)
        flow.text("You can turn off access to this data at any time in Privacy settings or by deleting \(app).",
                  theme.secondary, optional: true)
    }

    static func displayName(_ sensor: SRSensor) -> String {
        SensorCatalog.info(for: sensor)?.displayName ?? sensor.description
    }

    /// Where the sensor's data comes from, as the sheet says it: "iPhone", "Apple Watch", or
    /// "Apple Watch Only" (iOS's "%@ Only") for a sensor no iPhone records.
    static func deviceText(_ sensor: SRSensor) -> String {
        guard let info = SensorCatalog.info(for: sensor) else { return "" }
        if info.isWatchOnly { return "Apple Watch Only" }
        return info.sourceDevices.filter { $0 != .headphones }.map(\.description).joined(separator: " · ")
    }
}
