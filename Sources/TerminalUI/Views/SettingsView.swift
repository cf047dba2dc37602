import Simulation

/// Settings › Privacy & Security and the pages under it that a study participant uses:
/// Research Sensor & Usage Data, the study's own page, and Motion & Fitness.
enum SettingsView {
    private enum Item {
        case control(ControlID)
        case note(String)
        case header(String)
        case gap
    }

    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) {
        guard let page = ctx.state.settings else { return }
        let theme = ctx.theme
        let c = PhoneView.content(rect)
        ControlView.navButton(.settingsBack, ctx, prefix: "‹ ", x: c.x, y: c.y, on: &screen)
        // A long (translated) title wraps rather than being cut.
        let title = TextWrap.lines(title(page, ctx.state), width: c.width).prefix(2)
        for (i, line) in title.enumerated() { screen.put(line, x: c.x, y: c.y + 1 + i, style: theme.title) }
        let divider = c.y + 1 + title.count
        Box.divider(rect, y: divider, style: theme.border, on: &screen)

        let rowArea = Rect(x: rect.x + 1, y: divider + 1, width: rect.width - 2, height: c.maxY - (divider + 1))
        // One entry per screen row, so a page longer than the phone scrolls by rows.
        var rows: [Item] = []
        for item in items(page, ctx) {
            if case .note(let text) = item { rows += TextWrap.lines(text, width: c.width).map(Item.note) } else { rows.append(item) }
        }
        let offset = followingFocus(rows, ctx, visible: rowArea.height)
        for (i, item) in rows.dropFirst(offset).prefix(rowArea.height).enumerated() {
            let y = rowArea.y + i
            switch item {
            case .control(let id):
                ControlView.row(id, ctx, x: rowArea.x, y: y, width: rowArea.width, on: &screen)
            case .note(let text):
                screen.put(text, x: c.x, y: y, style: theme.secondary, maxWidth: c.width)
            case .header(let text):
                screen.put(TextWrap.truncate(text, width: c.width), x: c.x, y: y, style: theme.secondary)
            case .gap:
                break
            }
        }
        let maxOffset = max(0, rows.count - rowArea.height)
        if maxOffset > 0 {
            let area = ScrollArea(rect: rowArea, offset: offset, maxOffset: maxOffset, arrowsScroll: false)
            screen.scrollArea = area
            area.drawIndicator(x: rect.maxX - 1, style: theme.title, on: &screen)
        }
    }

    /// The first row shown: the top of the page, moved down just enough to show the focused
    /// control; on the last control the page shows its end, notes included.
    private static func followingFocus(_ rows: [Item], _ ctx: ViewContext, visible: Int) -> Int {
        let maxOffset = max(0, rows.count - visible)
        guard maxOffset > 0, let focused = ctx.focused,
              let row = rows.firstIndex(where: { if case .control(focused) = $0 { return true }; return false }) else { return 0 }
        if focused == ctx.controls.last(where: { $0.id != .settingsBack })?.id { return maxOffset }
        return min(maxOffset, max(0, row - visible + 1))
    }

    private static func title(_ page: SettingsPage, _ state: Snapshot) -> String {
        switch page {
        case .privacy: state.text.privacyAndSecurity
        case .research: state.text.researchData
        case .study: state.profile.appName
        case .motion: state.text.motionAndFitness
        }
    }

    private static func items(_ page: SettingsPage, _ ctx: ViewContext) -> [Item] {
        let state = ctx.state, text = state.text
        switch page {
        case .privacy:
            return [.gap, .control(.settingsOpenResearch), .control(.settingsOpenMotion)]
        case .research:
            var items: [Item] = [.gap, .control(.settingsCollection)]
            if !state.collectionEnabled {
                items.append(.note(text.notCollecting))
            }
            items += [.gap, .header(text.studiesHeader), .control(.settingsOpenStudy)]
            return items
        case .study:
            var items: [Item] = [.gap, .header(text.dataHeader)]
            items += state.profile.sensors.map { .control(.settingsSensor($0)) }
            items += [.gap, .control(.settingsDeleteUnshared)]
            if !state.profile.required.isEmpty {
                items += [.gap, .note(text.requiredForStudy(state.profile.sensors.filter(state.profile.required.contains)))]
            }
            return items
        case .motion:
            let app: Item = ctx.control(.settingsMotionApp) != nil ? .control(.settingsMotionApp) : .note(text.noAppAsked)
            return [.gap, .control(.settingsFitnessTracking), .gap, .header(text.appsHeader), app]
        }
    }
}
