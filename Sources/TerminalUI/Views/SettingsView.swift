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
        screen.put(TextWrap.truncate(title(page, ctx.state), width: c.width), x: c.x, y: c.y + 1, style: theme.title)
        Box.divider(rect, y: c.y + 2, style: theme.border, on: &screen)

        let rowArea = Rect(x: rect.x + 1, y: c.y + 3, width: rect.width - 2, height: c.maxY - (c.y + 3))
        var items = self.items(page, ctx)
        // Rows come first: when space is short, drop notes and spacing, never a control.
        if rows(items, width: c.width) > rowArea.height {
            items = items.filter { if case .control = $0 { return true }; return false }
        }
        var y = rowArea.y
        for item in items where y < rowArea.maxY {
            switch item {
            case .control(let id):
                ControlView.row(id, ctx, x: rowArea.x, y: y, width: rowArea.width, on: &screen)
                y += 1
            case .note(let text):
                for line in TextWrap.lines(text, width: c.width) where y < rowArea.maxY {
                    screen.put(line, x: c.x, y: y, style: theme.secondary); y += 1
                }
            case .header(let text):
                screen.put(TextWrap.truncate(text, width: c.width), x: c.x, y: y, style: theme.secondary); y += 1
            case .gap:
                y += 1
            }
        }
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

    private static func rows(_ items: [Item], width: Int) -> Int {
        items.reduce(0) { n, item in
            if case .note(let text) = item { return n + TextWrap.lines(text, width: width).count }
            return n + 1
        }
    }
}
