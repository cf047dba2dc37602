import Simulation

/// A screen's name in the dossier, in the phone's language where the phone names it.
enum ScreenTitle {
    static func of(_ screen: ConsentExploration.Screen) -> String { of(screen.snapshot) }

    /// The screen's name among the others explored: when another screen has the same name (the
    /// review page after different answers, a Settings page with its switches set otherwise),
    /// the state that tells them apart follows it, and a number when even that is the same.
    static func of(_ screen: ConsentExploration.Screen, in exploration: ConsentExploration) -> String {
        let title = of(screen)
        let same = exploration.screens.filter { of($0) == title }
        guard same.count > 1 else { return title }
        let state = Self.state(of: screen.snapshot)
        let alike = same.filter { Self.state(of: $0.snapshot) == state }
        guard alike.count > 1, let k = alike.firstIndex(where: { $0.index == screen.index }) else { return "\(title) (\(state))" }
        return "\(title) (" + (state.isEmpty ? "" : "\(state); ") + "\(k + 1) of \(alike.count))"
    }

    /// What tells screens of one name apart, read from what makes them distinct screens
    /// (`ScreenKey`): on the review page the sensors it lists as declined, in Settings the
    /// switches' positions (in the phone's words).
    static func state(of s: Snapshot) -> String {
        let text = s.text
        if let sheet = s.sheet {
            guard case .review = sheet.page else { return "" }
            let declined = sheet.sensors.filter { sheet.answers[$0] == false }.map(text.name(of:))
            return declined.isEmpty ? "all allowed" : "declined: " + declined.joined(separator: ", ")
        }
        return s.controls.compactMap { control -> String? in
            guard case .toggle(let on) = control.kind else { return nil }
            return "\(control.label) \(on ? text.on : text.off)" + (control.enabled ? "" : " (greyed out)")
        }.joined(separator: ", ")
    }

    static func of(_ s: Snapshot) -> String {
        let text = s.text
        switch s.foreground {
        case .home: return "\(s.profile.appName) (home)"
        case .crashed: return "\(s.profile.appName) crashed"
        case .sheet(.intro): return text.sheetTitle
        case .sheet(.sensor(let i)):
            let sensor = s.sheet.map { $0.sensors.indices.contains(i) ? text.name(of: $0.sensors[i]) : "" } ?? ""
            return "\(sensor) (\(text.progress(i + 1, of: s.sheet?.sensors.count ?? 0)))"
        case .sheet(.review): return text.reviewTitle
        case .requiredAlert(let sensor): return text.requiredAlertTitle(sensor)
        // The alert's own title, in the form the phone's iOS gives it (title case before iOS 18).
        case .motionAlert: return s.motionAlert?.title ?? ""
        case .settings(.privacy): return text.privacyAndSecurity
        case .settings(.research): return "\(text.privacyAndSecurity) › \(text.researchData)"
        case .settings(.study): return "\(text.researchData) › \(s.profile.appName)"
        case .settings(.motion): return "\(text.privacyAndSecurity) › \(text.motionAndFitness)"
        }
    }

    /// The page's file name: the screen's number, the same in every language.
    static func file(_ index: Int) -> String { "screen-\(index + 1).html" }
    static func picture(_ index: Int) -> String { "screen-\(index + 1).svg" }
}
