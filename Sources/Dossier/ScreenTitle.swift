import Simulation
import StudyConfig

/// A screen's name in the dossier, in the phone's language where the phone names it.
enum ScreenTitle {
    static func of(_ screen: ConsentExploration.Screen) -> String { of(screen.snapshot) }

    /// The screen's name among the others explored, as plain text (`names(of:)`).
    static func of(_ screen: ConsentExploration.Screen, in exploration: ConsentExploration) -> String {
        names(of: exploration)[screen.index].plain
    }

    /// Every screen's name among the others explored, by the screen's index, made once for a
    /// dossier (each page and link reads them): when another screen has the same name (the
    /// review page after different answers, a Settings page with its switches set otherwise),
    /// the state that tells them apart follows it, and a number when even that is the same.
    static func names(of exploration: ConsentExploration) -> [ScreenName] {
        let titles = exploration.screens.map { name(of: $0.snapshot) }
        let sameTitle = Dictionary(grouping: exploration.screens.indices, by: { titles[$0].plain })
        var states: [Int: ScreenName] = [:]
        for (_, same) in sameTitle where same.count > 1 {
            for i in same { states[i] = state(of: exploration.screens[i].snapshot) }
        }
        let alike = Dictionary(grouping: states.keys.sorted(), by: { [titles[$0].plain, states[$0]!.plain] })
        return exploration.screens.indices.map { i in
            guard let state = states[i] else { return titles[i] }
            var name = titles[i]
            name.add(own: " (")
            name.add(state)
            let others = alike[[titles[i].plain, state.plain]] ?? [i]
            if others.count > 1, let k = others.firstIndex(of: i) {
                name.add(own: (state.plain.isEmpty ? "" : "; ") + "\(k + 1) of \(others.count)")
            }
            name.add(own: ")")
            return name
        }
    }

    /// What tells screens of one name apart, read from what makes them distinct screens
    /// (`ScreenKey`): on the review page the sensors it lists as declined, in Settings the
    /// switches' positions (in the phone's words).
    static func state(of s: Snapshot) -> ScreenName {
        let text = s.text
        var name = ScreenName()
        if let sheet = s.sheet {
            guard case .review = sheet.page else { return name }
            let declined = sheet.sensors.filter { sheet.answers[$0] == false }.map(text.name(of:))
            if declined.isEmpty { name.add(own: "all allowed"); return name }
            name.add(own: "declined: ")
            for (i, sensor) in declined.enumerated() {
                if i > 0 { name.add(own: ", ") }
                name.add(phone: sensor)
            }
            return name
        }
        let toggles = s.controls.filter { if case .toggle = $0.kind { true } else { false } }
        // The study's page after Cancel lists no sensor, so it has no switch to name.
        if toggles.isEmpty { name.add(own: "no switch"); return name }
        for (i, control) in toggles.enumerated() {
            guard case .toggle(let on) = control.kind else { continue }
            if i > 0 { name.add(own: ", ") }
            // Motion & Fitness lists the app by its name: the study's text, in its language.
            if control.label == s.profile.appName { name.add(study: control.label, .appName) } else { name.add(phone: control.label) }
            name.add(phone: " \(on ? text.on : text.off)")
            if !control.enabled { name.add(own: " (greyed out)") }
        }
        return name
    }

    static func of(_ s: Snapshot) -> String { name(of: s).plain }

    /// The screen's own title: the phone's words, with the dossier's where the phone shows no
    /// title (the home screen, a crash).
    static func name(of s: Snapshot) -> ScreenName {
        let text = s.text
        var name = ScreenName()
        switch s.foreground {
        case .home: name.add(study: s.profile.appName, .appName); name.add(own: " (home)")
        case .crashed: name.add(study: s.profile.appName, .appName); name.add(own: " crashed")
        case .sheet(.enableCollection): name.add(phone: text.enableCollectionTitle)
        case .sheet(.intro): name.add(phone: text.sheetTitle)
        case .sheet(.sensor(let i)):
            let sensor = s.sheet.map { $0.sensors.indices.contains(i) ? text.name(of: $0.sensors[i]) : "" } ?? ""
            name.add(phone: "\(sensor) (\(text.progress(i + 1, of: s.sheet?.sensors.count ?? 0)))")
        case .sheet(.review): name.add(phone: text.reviewTitle)
        case .requiredAlert(let sensor): name.add(phone: text.requiredAlertTitle(sensor))
        // The alert's own title, in the form the phone's iOS gives it (title case before iOS 18).
        case .motionAlert: name.add(phone: s.motionAlert?.title ?? "")
        case .settings(.privacy): name.add(phone: text.privacyAndSecurity)
        case .settings(.research): name.add(phone: "\(text.privacyAndSecurity) › \(text.researchData)")
        case .settings(.study): name.add(phone: "\(text.researchData) › "); name.add(study: s.profile.appName, .appName)
        case .settings(.motion): name.add(phone: "\(text.privacyAndSecurity) › \(text.motionAndFitness)")
        case .deleteConfirmation: name.add(phone: text.deleteUnsharedConfirmTitle)
        case .collectionOffAlert: name.add(phone: text.collectionOffTitle)
        }
        return name
    }

    /// The page's file name: the screen's number, the same in every language.
    static func file(_ index: Int) -> String { "screen-\(index + 1).html" }
    static func picture(_ index: Int) -> String { "screen-\(index + 1).svg" }
}
